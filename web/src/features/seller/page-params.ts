import { useSearchParams } from 'react-router';

/** Reads a page number from the address: a whole number of at least 1, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's filter and page live in the address, so a reload or a shared link shows the same page.
 * Changing the filter starts again at page 1.
 */
export function useListParams<Filter extends string>(filterKey: string, parseFilter: (raw: string | null) => Filter) {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(filterKey));
  const page = pageFrom(params);

  function update(next: { filter?: string | null; page?: number }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.filter !== undefined) {
          if (next.filter) updated.set(filterKey, next.filter);
          else updated.delete(filterKey);
          updated.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) updated.set('page', String(next.page));
          else updated.delete('page');
        }
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  return { filter, page, update };
}
