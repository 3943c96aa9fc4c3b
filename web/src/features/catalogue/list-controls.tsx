import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { ProductListSort as SortName } from '@spectrum/shared/constants';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
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

interface PagerProps {
  page: number;
  totalPage: number;
  /** False when `totalPage` is a lower bound (a search matching more than the store counts). */
  totalExact?: boolean;
  hasPrev: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/**
 * Prev and next. At either end the button stays focusable but is marked aria-disabled and
 * greyed out, so keyboard users still hear where they are.
 */
export function Pager({ page, totalPage, totalExact = true, hasPrev, hasNext, onPage }: PagerProps) {
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="4">
      <PagerButton label="Previous page" disabled={!hasPrev} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={16} />
        Prev
      </PagerButton>
      <Text fontSize="sm" color="fg.muted" minW="16" textAlign="center" aria-hidden="true">
        {page} / {totalPage}
        {!totalExact && '+'}
      </Text>
      <PagerButton label="Next page" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon size={16} />
      </PagerButton>
    </HStack>
  );
}

interface PagerButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

function PagerButton({ label, disabled, onClick, children }: PagerButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
      opacity={disabled ? 0.35 : 1}
      cursor={disabled ? 'not-allowed' : 'pointer'}
      _hover={disabled ? { bg: 'transparent', color: 'neutral.900' } : undefined}
    >
      {children}
    </Button>
  );
}
