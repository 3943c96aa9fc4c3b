import { Box, Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ProductListQuery } from '../../__generated__/graphql';
import { CatalogueFilters } from './catalogue-filters';
import { activeFilterCount, type ProductListParams } from './product-list-params';

interface FiltersPanelProps {
  params: ProductListParams;
  /** The answer holding the sidebar's lists and counts, or undefined before the first one. */
  catalogue: ProductListQuery | undefined;
  onChange: (next: ProductListParams) => void;
}

/**
 * The filters sidebar; on phones it folds behind a button that says how many filters are on, and a
 * choice made there folds it again, so the results it changed are what the shopper sees next.
 */
export function FiltersPanel({ params, catalogue, onChange }: FiltersPanelProps) {
  const [open, setOpen] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  const activeFilters = activeFilterCount(params);

  const choose = (next: ProductListParams) => {
    onChange(next);
    if (!open) return;
    // Closed first, so the page is measured as it now is: the button, then the results right below it.
    flushSync(() => setOpen(false));
    asideRef.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Box as="aside" aria-label="Filters" ref={asideRef} scrollMarginTop="20">
      <Button
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="outline"
        size="sm"
        w="100%"
        aria-expanded={open}
        aria-controls="product-filters"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? 'Hide filters' : 'Show filters'}
        {activeFilters > 0 && ` (${activeFilters})`}
      </Button>
      <Box id="product-filters" display={{ base: open ? 'block' : 'none', lg: 'block' }} pt={{ base: '6', lg: '0' }}>
        {catalogue ? (
          <CatalogueFilters
            params={params}
            categories={catalogue.categories}
            brands={catalogue.brands}
            colors={catalogue.colors}
            counts={catalogue.products.facets}
            onChange={choose}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Loading filters…
          </Text>
        )}
      </Box>
    </Box>
  );
}
