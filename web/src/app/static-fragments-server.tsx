import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { providerSystem } from './theme';
import { addStyles, serverEmotionCache, stylesAddedBy, type StyleRecord } from '../lib/emotion-styles';
import { staticFragmentMarker, type StaticFragments } from '../lib/static-fragment';

interface KeptFragment {
  html: string;
  styles: StyleRecord;
}

/** A fragment that cannot be kept: the pages render it in place. */
const NOT_KEPT = 'not kept';

/** The fragments this process has rendered on their own, by name: kept for every later page, or not kept. */
const fragments = new Map<string, KeptFragment | typeof NOT_KEPT>();

const FRAGMENT_NAME = /^[a-z][a-z0-9-]*$/;

/** Output a kept fragment must not have: head elements React would hoist, or a boundary left to the browser. */
const UNKEEPABLE_HTML = /^<(?:link|meta|title|script|style)\b|<!--\$!-->/;

/**
 * Renders `content` on its own, with what a static fragment may use (the store's Chakra system, an Emotion cache,
 * a router at `/`), and keeps its HTML and styles, unless the HTML depends on where it is: ids from `useId` (the
 * same content rendered under two id prefixes differs), text at either end (React separates adjacent text in
 * place), a head element React would hoist, or content left to the browser.
 */
function renderOnItsOwn(content: ReactNode): KeptFragment | typeof NOT_KEPT {
  const cache = serverEmotionCache();
  const render = (inside: ReactNode, identifierPrefix: string) =>
    renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={providerSystem()}>
          <StaticRouter location="/">{inside}</StaticRouter>
        </ChakraProvider>
      </CacheProvider>,
      { identifierPrefix },
    );
  // The provider's own styles (the global ones) are the page's: only what the content adds is kept.
  render(null, 'a');
  let html = '';
  const styles = stylesAddedBy(cache, () => {
    html = render(content, 'a');
  });
  const alike = render(content, 'b') === html;
  const keepable = alike && html.startsWith('<') && html.endsWith('>') && !UNKEEPABLE_HTML.test(html);
  return keepable ? { html, styles } : NOT_KEPT;
}

/** The static fragments of one page's server render (lib/static-fragment.tsx). */
export class PageFragments implements StaticFragments {
  readonly #placed = new Set<string>();
  readonly #unknown = new Map<string, ReactNode>();

  constructor(private readonly emotionCache: EmotionCache) {}

  place(name: string, content: ReactNode): boolean {
    if (!FRAGMENT_NAME.test(name))
      throw new Error(`a static fragment's name is lower-case letters, digits and '-': ${name}`);
    const kept = fragments.get(name);
    if (kept === undefined) this.#unknown.set(name, content);
    if (kept === undefined || kept === NOT_KEPT) return false;
    addStyles(this.emotionCache, kept.styles);
    this.#placed.add(name);
    return true;
  }

  /** The page's HTML with each placed fragment's HTML for its marker. */
  fill(html: string): string {
    let filled = html;
    for (const name of this.#placed) {
      const kept = fragments.get(name);
      if (kept === undefined || kept === NOT_KEPT) throw new Error(`the static fragment ${name} was placed unkept`);
      filled = filled.replaceAll(staticFragmentMarker(name), () => kept.html);
    }
    return filled;
  }

  /** Renders on their own, once per process, the fragments this page rendered in place for want of them. */
  keepUnknown(): void {
    for (const [name, content] of this.#unknown) {
      if (!fragments.has(name)) fragments.set(name, renderOnItsOwn(content));
    }
    this.#unknown.clear();
  }
}

/** The names of the fragments this process keeps. */
export function keptStaticFragments(): string[] {
  return [...fragments].flatMap(([name, kept]) => (kept === NOT_KEPT ? [] : [name]));
}

/** Forgets every kept fragment: the next page renders them in place again (tests compare the two). */
export function forgetStaticFragments(): void {
  fragments.clear();
}
