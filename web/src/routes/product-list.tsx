import { Box, Grid } from '@chakra-ui/react';
import { useRef } from 'react';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { Pager } from '../components/ui/pager';
import { FiltersPanel } from '../features/catalogue/filters-panel';
import { ListSummary } from '../features/catalogue/list-controls';
import { clearFilters, hasFilters, withChange, withPage } from '../features/catalogue/product-list-params';
import { ProductResults } from '../features/catalogue/product-results';
import { useProductList } from '../features/catalogue/use-product-list';
import { useTitle } from '../hooks/use-title';

const PAGER_LABELS = { navigation: 'Pagination', previous: 'Previous page', next: 'Next page' };

export default function ProductListPage() {
  useTitle('Products');
  const { params, shown, waitingForNewResults, error, retry, show } = useProductList();
  const listTopRef = useRef<HTMLDivElement>(null);
  const products = shown?.products;

  return (
    <>
      <PageBanner title="Products" />
      <PageContainer py={{ base: '8', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap={{ base: '6', lg: '14' }} alignItems="start">
          <FiltersPanel params={params} catalogue={shown} onChange={show} />

          <Box ref={listTopRef} scrollMarginTop="24" minW="0">
            <ListSummary
              products={products}
              sort={params.sort}
              search={params.search}
              onSort={(sort) => show(withChange(params, { sort }))}
              onClearSearch={() => show(withChange(params, { search: '' }))}
            />

            {error && !shown ? (
              <LoadError subject="the products" error={error} onRetry={retry} />
            ) : (
              <ProductResults
                products={products}
                requestedPage={params.page}
                filtered={hasFilters(params)}
                waiting={waitingForNewResults}
                onFirstPage={() => show(withPage(params, 1, null))}
                onClearFilters={() => show(clearFilters(params))}
              />
            )}

            {products && products.totalPage > 0 && (
              <Box mt={{ base: '12', md: '16' }}>
                <Pager
                  page={products.page}
                  totalPage={products.totalPage}
                  totalExact={products.totalExact}
                  labels={PAGER_LABELS}
                  hasPrev={products.hasPrev && !waitingForNewResults}
                  hasNext={products.hasNext && !waitingForNewResults}
                  onPage={(page) => {
                    show(withPage(params, page, page > products.page ? products.nextCursor : products.prevCursor));
                    listTopRef.current?.scrollIntoView({ block: 'start' });
                  }}
                />
              </Box>
            )}
          </Box>
        </Grid>
      </PageContainer>
    </>
  );
}
