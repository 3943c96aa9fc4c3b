import { useEffect } from 'react';

export const SITE_NAME = 'Spectrum';

export function pageTitle(page: string): string {
  return `${SITE_NAME} | ${page}`;
}

/** Sets the tab title to `Spectrum | <page>` while the page is shown. */
export function useTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
