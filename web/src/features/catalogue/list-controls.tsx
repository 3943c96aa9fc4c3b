import { Button, Flex, Text } from '@chakra-ui/react';
import type { ProductListSort as SortName } from '@spectrum/shared/constants';
import { CloseIcon } from '../../components/ui/icons';
import { SelectField } from '../../components/ui/select-field';
import { SORT_OPTIONS } from './product-list-params';

interface SortSelectProps {
  value: SortName;
  /** "Best match" is offered only while searching. */
  searching: boolean;
  onChange: (sort: SortName) => void;
}

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const options = SORT_OPTIONS.filter((option) => searching || option.value !== 'relevance');
  return (
    <SelectField
      label="Sort by"
      layout="inline"
      value={value}
      options={options}
      onChange={(sort) => {
        if (sort) onChange(sort);
      }}
    />
  );
}

interface ListSummaryProps {
  /** The page shown, or undefined while the first answer loads. */
  products: { pageInfo: { page: number; totalPage: number }; totalExact: boolean } | undefined;
  sort: SortName;
  search: string;
  onSort: (sort: SortName) => void;
  onClearSearch: () => void;
}

/** Above the cards: which page this is, the sort order and, while searching, what was searched for. */
export function ListSummary({ products, sort, search, onSort, onClearSearch }: ListSummaryProps) {
  return (
    <>
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="4"
        pb="6"
        mb="8"
        layerStyle="ruledBelow"
      >
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {products
            ? `Showing page ${products.pageInfo.page} of ${products.pageInfo.totalPage}${products.totalExact ? '' : '+'}`
            : 'Loading products…'}
        </Text>
        <SortSelect value={sort} searching={Boolean(search)} onChange={onSort} />
      </Flex>
      {search && (
        <Flex align="center" gap="3" mb="6" wrap="wrap">
          <Text fontSize="sm">
            Results for <strong>“{search}”</strong>
          </Text>
          <Button variant="ghost" size="xs" aria-label="Clear search" onClick={onClearSearch}>
            <CloseIcon size={14} />
          </Button>
        </Flex>
      )}
    </>
  );
}
