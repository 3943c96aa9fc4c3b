import { Box, Grid } from '@chakra-ui/react';
import { useRef } from 'react';
import { prefetchQuery, type PagePrefetch } from '../apollo/prefetch';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { Pager } from '../components/ui/pager';
import { FiltersPanel } from '../features/catalogue/filters-panel';
import { ListSummary } from '../features/catalogue/list-controls';
import {
  clearFilters,
  readProductListParams,
  toProductListVariables,
  withChange,
  withPage,
} from '../features/catalogue/product-list-params';
import { PRODUCT_LIST_QUERY } from '../features/catalogue/product-list-query';
import { ProductResults } from '../features/catalogue/product-results';
import { useProductList } from '../features/catalogue/use-product-list';

const LIST_DESCRIPTION =
  'Browse minimal furniture and decor at Spectrum: search, and filter by category, brand, colour and price.';

const PAGER_LABELS = { navigation: 'Pagination', previous: 'Previous page', next: 'Next page' };

export const prefetch: PagePrefetch = ({ searchParams }) => [
  prefetchQuery(PRODUCT_LIST_QUERY, toProductListVariables(readProductListParams(searchParams))),
];

export default function ProductListPage() {
  const { params, shown, waitingForNewResults, error, retry, show } = useProductList();
  const listTopRef = useRef<HTMLDivElement>(null);
  const products = shown?.products;

  return (
    <>
      <ProductListMeta search={params.search} categoryId={params.categoryId} categories={shown?.categories} />
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
                params={params}
                waiting={waitingForNewResults}
                onFirstPage={() => show(withPage(params, 1, null))}
                onClearFilters={() => show(clearFilters(params))}
              />
            )}

            {products && products.pageInfo.totalPage > 0 && (
              <Box mt={{ base: '12', md: '16' }}>
                <Pager
                  position={{
                    ...products.pageInfo,
                    totalExact: products.totalExact,
                    hasPrev: products.pageInfo.hasPrev && !waitingForNewResults,
                    hasNext: products.pageInfo.hasNext && !waitingForNewResults,
                  }}
                  labels={PAGER_LABELS}
                  onPage={(page) => {
                    show(
                      withPage(params, page, page > products.pageInfo.page ? products.nextCursor : products.prevCursor),
                    );
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

interface ProductListMetaProps {
  search: string;
  categoryId: string | null;
  categories: ReadonlyArray<{ id: string; name: string }> | undefined;
}

/** Titled by the category and the search shown; a category's list is its own canonical page, a search is not. */
function ProductListMeta({ search, categoryId, categories }: ProductListMetaProps) {
  const category = categoryId ? categories?.find((candidate) => candidate.id === categoryId)?.name : undefined;
  const searched = search ? `search results for "${search}"` : '';
  const title = category
    ? searched
      ? `${category}: ${searched}`
      : category
    : searched
      ? `Products: ${searched}`
      : 'Products';
  const description = category
    ? `Shop ${category} at Spectrum: minimal furniture and decor from independent sellers.`
    : LIST_DESCRIPTION;
  const path = categoryId && !search ? `/product?categoryId=${categoryId}` : '/product';
  return <PageMeta title={title} description={description} path={path} />;
}
