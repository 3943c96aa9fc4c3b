import { useQuery } from '../../apollo/use-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readProductListParams,
  toProductListVariables,
  withPage,
  writeProductListParams,
  type ProductListParams,
} from './product-list-params';
import { PRODUCT_LIST_QUERY } from './product-list-query';

/**
 * The catalogue list kept in the page address: the search, filters, sort and page read from it, the
 * query for them, and `show` to move to another list.
 */
export function useProductList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readProductListParams(searchParams), [searchParams]);
  const variables = useMemo(() => toProductListVariables(params), [params]);

  // Coming back to a list shows the cached page at once and refreshes it quietly.
  const { data, previousData, loading, error, refetch } = useQuery(PRODUCT_LIST_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });

  // A page past the end answers the last page: the address follows, so it names what is shown.
  const answeredPage = data?.products.pageInfo.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== params.page) {
      setSearchParams(writeProductListParams(withPage(params, answeredPage, null)), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [answeredPage, params, setSearchParams]);

  return {
    params,
    // While another page or filter loads, the previous answer stays (dimmed) instead of a blank grid.
    shown: data ?? previousData,
    waitingForNewResults: loading && !data,
    error,
    retry: () => void refetch().catch(() => undefined),
    show: (next: ProductListParams) => setSearchParams(writeProductListParams(next), { preventScrollReset: true }),
  };
}
