import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CloseIcon } from '../components/ui/icons';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { Pager } from '../components/ui/pager';
import { CatalogueFilters } from '../features/catalogue/catalogue-filters';
import { SortSelect } from '../features/catalogue/list-controls';
import { ProductCard } from '../features/catalogue/product-card';
import {
  activeFilterCount,
  clearFilters,
  hasFilters,
  readProductListParams,
  toProductListVariables,
  withChange,
  withPage,
  writeProductListParams,
  type ProductListParams,
} from '../features/catalogue/product-list-params';
import { PRODUCT_LIST_QUERY } from '../features/catalogue/product-list-query';
import { useTitle } from '../hooks/use-title';

/** Cards in the first rows load at once; the ones further down wait until they are near. */
const EAGER_CARDS = 3;
const PAGER_LABELS = { navigation: 'Pagination', previous: 'Previous page', next: 'Next page' };

export default function ProductListPage() {
  useTitle('Products');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readProductListParams(searchParams), [searchParams]);
  const variables = useMemo(() => toProductListVariables(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listTopRef = useRef<HTMLDivElement>(null);

  // Coming back to a list shows the cached page at once and refreshes it quietly.
  const { data, previousData, loading, error, refetch } = useQuery(PRODUCT_LIST_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  // While another page or filter loads, the previous cards stay (dimmed) instead of a blank grid.
  const shown = data ?? previousData;
  const waitingForNewResults = loading && !data;

  const show = (next: ProductListParams, { scrollToList = false } = {}) => {
    setSearchParams(writeProductListParams(next), { preventScrollReset: true });
    if (scrollToList) listTopRef.current?.scrollIntoView({ block: 'start' });
  };

  // A page past the end answers the last page: the address follows, so it names what is shown.
  const answeredPage = data?.products.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== params.page) {
      setSearchParams(writeProductListParams(withPage(params, answeredPage, null)), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [answeredPage, params, setSearchParams]);

  const products = shown?.products;
  const filtered = hasFilters(params);
  const activeFilters = activeFilterCount(params);

  return (
    <>
      <PageBanner title="Products" />
      <PageContainer py={{ base: '8', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap={{ base: '6', lg: '14' }} alignItems="start">
          <Box as="aside" aria-label="Filters">
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="outline"
              size="sm"
              w="100%"
              aria-expanded={filtersOpen}
              aria-controls="product-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
              {activeFilters > 0 && ` (${activeFilters})`}
            </Button>
            <Box
              id="product-filters"
              display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
              pt={{ base: '6', lg: '0' }}
            >
              {shown ? (
                <CatalogueFilters
                  params={params}
                  categories={shown.categories}
                  brands={shown.brands}
                  colors={shown.colors}
                  counts={shown.products.facets}
                  onChange={(next) => show(next)}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Loading filters…
                </Text>
              )}
            </Box>
          </Box>

          <Box ref={listTopRef} scrollMarginTop="24" minW="0">
            <Flex
              justify="space-between"
              align={{ base: 'flex-start', sm: 'center' }}
              direction={{ base: 'column', sm: 'row' }}
              gap="4"
              pb="6"
              mb="8"
              borderBottomWidth="1px"
              borderColor="border"
            >
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {products
                  ? `Showing page ${products.page} of ${products.totalPage}${products.totalExact ? '' : '+'}`
                  : 'Loading products…'}
              </Text>
              <SortSelect
                value={params.sort}
                searching={Boolean(params.search)}
                onChange={(sort) => show(withChange(params, { sort }))}
              />
            </Flex>

            {params.search && (
              <Flex align="center" gap="3" mb="6" wrap="wrap">
                <Text fontSize="sm">
                  Results for <strong>“{params.search}”</strong>
                </Text>
                <Button
                  variant="ghost"
                  size="xs"
                  aria-label="Clear search"
                  onClick={() => show(withChange(params, { search: '' }))}
                >
                  <CloseIcon size={14} />
                </Button>
              </Flex>
            )}

            {error && !shown ? (
              <LoadError subject="the products" error={error} onRetry={() => void refetch().catch(() => undefined)} />
            ) : !products ? (
              <Flex justify="center" py="24" role="status" aria-label="Loading products">
                <Spinner size="lg" color="neutral.900" />
              </Flex>
            ) : products.items.length === 0 ? (
              <Stack align="center" textAlign="center" gap="4" py="20">
                <Text fontSize="lg" fontWeight="semibold">
                  {params.page > products.totalPage ? 'This page has no products.' : 'No products found.'}
                </Text>
                <Text fontSize="sm" color="fg.muted" maxW="sm">
                  {filtered
                    ? 'Nothing matches these filters. Try another category, colour or price range.'
                    : 'New pieces arrive every week; please come back soon.'}
                </Text>
                {params.page > products.totalPage ? (
                  <Button size="sm" variant="outline" onClick={() => show(withPage(params, 1, null))}>
                    Go to page 1
                  </Button>
                ) : (
                  filtered && (
                    <Button size="sm" variant="outline" onClick={() => show(clearFilters(params))}>
                      Clear filters
                    </Button>
                  )
                )}
              </Stack>
            ) : (
              <Box position="relative" aria-busy={waitingForNewResults}>
                <Grid
                  as="ul"
                  aria-label="Products"
                  listStyleType="none"
                  templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
                  columnGap={{ base: '4', md: '8' }}
                  rowGap={{ base: '8', md: '12' }}
                  opacity={waitingForNewResults ? 0.45 : 1}
                  transition="opacity 0.2s"
                >
                  {products.items.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard product={product} eager={index < EAGER_CARDS} />
                    </li>
                  ))}
                </Grid>
                {waitingForNewResults && (
                  <Flex
                    position="absolute"
                    inset="0"
                    justify="center"
                    pt="24"
                    role="status"
                    aria-label="Loading products"
                  >
                    <Spinner size="lg" color="neutral.900" />
                  </Flex>
                )}
              </Box>
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
                  onPage={(page) =>
                    show(withPage(params, page, page > products.page ? products.nextCursor : products.prevCursor), {
                      scrollToList: true,
                    })
                  }
                />
              </Box>
            )}
          </Box>
        </Grid>
      </PageContainer>
    </>
  );
}
