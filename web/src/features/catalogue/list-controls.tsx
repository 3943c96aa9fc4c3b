import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { ProductListSort as SortName } from '@spectrum/shared/constants';
import { SORT_OPTIONS } from './product-list-params';

interface SortSelectProps {
  value: SortName;
  /** "Best match" is offered only while searching. */
  searching: boolean;
  onChange: (sort: SortName) => void;
}

function toSortName(value: string): SortName | undefined {
  return SORT_OPTIONS.find((option) => option.value === value)?.value;
}

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const options = SORT_OPTIONS.filter((option) => searching || option.value !== 'relevance');
  return (
    <HStack gap="3">
      <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor="product-sort">Sort by</label>
      </Text>
      <NativeSelect.Root size="sm" w="36">
        <NativeSelect.Field
          id="product-sort"
          value={value}
          onChange={(event) => {
            const sort = toSortName(event.target.value);
            if (sort) onChange(sort);
          }}
          borderRadius="0"
          borderColor="neutral.300"
          fontSize="sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
