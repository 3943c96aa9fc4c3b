import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { providerSystem } from './theme';
import { addStyles, serverEmotionCache, stylesAddedBy, type StyleRecord } from '../lib/emotion-styles';
import { STATIC_FRAGMENT_MARKERS, type StaticFragments } from '../lib/static-fragment';

interface KeptFragment {
  /** The number its marker carries, never given to another fragment by this process. */
  number: number;
  html: string;
  styles: StyleRecord;
}

/** A fragment that cannot be kept: the pages render it in place. */
const NOT_KEPT = 'not kept';

/**
 * Fragments (kept or not) this process remembers; past it the one used longest ago is forgotten. A product card
 * takes about 2 KB (its HTML and the list of its styles, whose texts the pages share).
 */
export const MOST_REMEMBERED_FRAGMENTS = 4096;

/**
 * What this process has rendered on its own, by fragment (`fragmentKey`), in the order last used; and the
 * fragments seen once: a fragment is rendered on its own the second time a page renders it in place, so content
 * shown once (a crawler's walk through the catalogue) costs no more than it did.
 */
const remembered = new Map<string, KeptFragment | typeof NOT_KEPT>();
const seenOnce = new Set<string>();
let lastNumber = 0;

function fragmentKey(name: string, by: string): string {
  return `${name.length}:${name}${by}`;
}

function remember(key: string, fragment: KeptFragment | typeof NOT_KEPT): void {
  remembered.delete(key);
  remembered.set(key, fragment);
  if (remembered.size > MOST_REMEMBERED_FRAGMENTS) remembered.delete(remembered.keys().next().value as string);
}

/** Output a kept fragment must not have: head elements React would hoist, or a boundary left to the browser. */
const UNKEEPABLE_HTML = /^<(?:link|meta|title|script|style)\b|<!--\$!-->/;

/**
 * The providers a fragment is rendered on its own with: the store's Chakra system and a router at the page's
 * address (`location`, its path and query).
 */
function Providers({ cache, location, children }: { cache: EmotionCache; location: string; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={providerSystem()}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </ChakraProvider>
    </CacheProvider>
  );
}

/** The styles the providers alone insert (the global ones): every page has them, so no fragment keeps them. */
let providerStyles: Pick<EmotionCache, 'inserted' | 'registered'> | undefined;

/** A server render's Emotion cache that holds the providers' own styles already. */
function fragmentEmotionCache(): EmotionCache {
  if (!providerStyles) {
    const cache = serverEmotionCache();
    renderToString(
      <Providers cache={cache} location="/">
        {null}
      </Providers>,
    );
    providerStyles = { inserted: { ...cache.inserted }, registered: { ...cache.registered } };
  }
  const cache = serverEmotionCache();
  Object.assign(cache.inserted, providerStyles.inserted);
  Object.assign(cache.registered, providerStyles.registered);
  return cache;
}

/**
 * Renders `content` on its own, at the page's address, and keeps its HTML and styles, unless the HTML depends on
 * where it is: ids from `useId` (the same content rendered under two id prefixes differs), text at either end
 * (React separates adjacent text in place), a head element React would hoist, or content left to the browser. Nor
 * is content that needs more of the page than the providers give (its render throws).
 */
function renderOnItsOwn(content: ReactNode, location: string): KeptFragment | typeof NOT_KEPT {
  const cache = fragmentEmotionCache();
  const render = (identifierPrefix: string) =>
    renderToString(
      <Providers cache={cache} location={location}>
        {content}
      </Providers>,
      { identifierPrefix },
    );
  let html = '';
  let styles: StyleRecord;
  try {
    styles = stylesAddedBy(cache, () => {
      html = render('a');
    });
  } catch {
    return NOT_KEPT;
  }
  const alike = render('b') === html;
  const keepable = alike && html.startsWith('<') && html.endsWith('>') && !UNKEEPABLE_HTML.test(html);
  if (!keepable) return NOT_KEPT;
  lastNumber += 1;
  return { number: lastNumber, html, styles };
}

/** The static fragments of one page's server render (lib/static-fragment.tsx). */
export class PageFragments implements StaticFragments {
  readonly #placed = new Map<number, KeptFragment>();
  readonly #renderedInPlace = new Map<string, ReactNode>();

  /** `location`: the page's path and query, where a fragment is rendered on its own. */
  constructor(
    private readonly emotionCache: EmotionCache,
    private readonly location: string,
  ) {}

  place(name: string, by: string, content: ReactNode): number | undefined {
    const key = fragmentKey(name, by);
    const kept = remembered.get(key);
    if (kept === undefined) this.#renderedInPlace.set(key, content);
    if (kept === undefined || kept === NOT_KEPT) return undefined;
    remember(key, kept);
    addStyles(this.emotionCache, kept.styles);
    this.#placed.set(kept.number, kept);
    return kept.number;
  }

  /** The page's HTML with each placed fragment's HTML for its marker. */
  fill(html: string): string {
    if (this.#placed.size === 0) return html;
    return html.replace(STATIC_FRAGMENT_MARKERS, (marker, number: string) => {
      const kept = this.#placed.get(Number(number));
      if (!kept) throw new Error(`the page has a marker of no fragment it placed: ${marker}`);
      return kept.html;
    });
  }

  /** After the render: renders on their own the fragments this page rendered in place for the second time. */
  keepRenderedInPlace(): void {
    for (const [key, content] of this.#renderedInPlace) {
      if (remembered.has(key)) continue;
      if (seenOnce.delete(key)) remember(key, renderOnItsOwn(content, this.location));
      else {
        if (seenOnce.size >= MOST_REMEMBERED_FRAGMENTS) seenOnce.clear();
        seenOnce.add(key);
      }
    }
    this.#renderedInPlace.clear();
  }
}

/** How many fragments this process keeps, and how many it renders in place for good. */
export function rememberedFragments(): { kept: number; notKept: number } {
  let notKept = 0;
  for (const fragment of remembered.values()) if (fragment === NOT_KEPT) notKept += 1;
  return { kept: remembered.size - notKept, notKept };
}

/** Forgets every fragment: pages render them in place again (tests compare the two). */
export function forgetStaticFragments(): void {
  remembered.clear();
  seenOnce.clear();
}
