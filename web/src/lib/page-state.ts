import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';
import type { PrefetchedAnswer } from '../apollo/prefetched-answers';

/** What a server-rendered page hands the browser so hydration asks for none of the data it shows. */
export interface PageState {
  apollo: NormalizedCacheObject;
  /** The answers of the queries the page prefetched, not in `apollo` (apollo/prefetched-answers.ts). */
  answers?: PrefetchedAnswer[];
  router: HydrationState;
}

const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The state as a JSON data block: never executed, so the page's CSP (no inline scripts) allows it, and `<`
 * is escaped so no text in the data (a product named "</script>") can end the element.
 */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null for the HTML shell (guarded pages, or no server render). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
