import { createContext, createElement, useContext, type ReactNode } from 'react';

/** What a page's server render knows of the static fragments it may write from HTML kept earlier. */
export interface StaticFragments {
  /**
   * Whether the page writes `name` from its kept HTML: its styles are then in the page's cache and its marker
   * stands in for it. Otherwise the page renders `content` in place, and it is noted to be kept after the render.
   */
  place(name: string, content: ReactNode): boolean;
}

/** Given by the server render (app/static-fragments-server.tsx); the browser has none. */
export const StaticFragmentsContext = createContext<StaticFragments | undefined>(undefined);

/** The element that stands in a server render's output for a kept fragment, until its HTML replaces it. */
export function staticFragmentMarker(name: string): string {
  return `<spectrum-fragment data-name="${name}"></spectrum-fragment>`;
}

/**
 * Content whose HTML depends on nothing but the code: no data, session, address, `useId` or context of the page
 * (the footer). The server renders it once per process and writes its HTML into every later page, with its styles;
 * the browser renders and hydrates it as any other content. See docs/web.md, "Server rendering".
 */
export function StaticFragment({ name, children }: { name: string; children: ReactNode }) {
  const fragments = useContext(StaticFragmentsContext);
  if (!import.meta.env.SSR || !fragments?.place(name, children)) return children;
  return createElement('spectrum-fragment', { 'data-name': name });
}
