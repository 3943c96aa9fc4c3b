import { createContext, createElement, useContext, type ReactNode } from 'react';

/** What a page's server render knows of the static fragments it may write from HTML kept earlier. */
export interface StaticFragments {
  /**
   * The marker's number when the page writes the fragment (`name`, as `by` describes it) from its kept HTML: its
   * styles are then in the page's cache. Otherwise undefined: the page renders `content` in place, and the
   * fragment may be kept after the render.
   */
  place(name: string, by: string, content: ReactNode): number | undefined;
}

/** Given by the server render (app/static-fragments-server.tsx); the browser has none. */
export const StaticFragmentsContext = createContext<StaticFragments | undefined>(undefined);

const MARKER_TAG = 'spectrum-fragment';

/**
 * Every marker of a server render's output, each standing for a kept fragment until its HTML replaces it; the first
 * group is the marker's number. React escapes `<` in text and attributes, and the store's only raw HTML (JSON-LD)
 * escapes it too, so no data can write one.
 */
export const STATIC_FRAGMENT_MARKERS = new RegExp(`<${MARKER_TAG} data-kept="(\\d+)"></${MARKER_TAG}>`, 'g');

/**
 * Content whose HTML depends on nothing but the code and `by`: no data, session, address, `useId` or context of
 * the page that `by` does not spell out (the footer, with no `by`; a product card, `by` its props). The server
 * writes it into later pages from the HTML it rendered once, with its styles; the browser renders and hydrates it
 * as any other content. See docs/web.md, "Server rendering".
 */
export function StaticFragment({ name, by = '', children }: { name: string; by?: string; children: ReactNode }) {
  const fragments = useContext(StaticFragmentsContext);
  const kept = import.meta.env.SSR ? fragments?.place(name, by, children) : undefined;
  return kept === undefined ? children : createElement(MARKER_TAG, { 'data-kept': kept });
}
