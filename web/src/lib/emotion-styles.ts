import createCache, { type EmotionCache } from '@emotion/cache';
import { oneByteCopy } from '@spectrum/shared/one-byte';
import { STYLIS_PLUGINS } from './css-prefixes';

/**
 * Emotion's server render writes a `<style data-emotion="css <names>">` before each element it styles: 80 or so
 * on a product page. The browser would re-evaluate the page's style at each one as it parses, and the client's
 * Emotion cache would then move every one of them into <head> (to keep them out of React's hydration), each move
 * re-adding a style sheet. So the server render keeps its styles in its cache instead (`serverEmotionCache`, in
 * Emotion's `compat` mode, which writes no element), and `headStyles` writes them for <head>, the component styles
 * of a run merged into one element. React then neither writes 40 KB of CSS into the page nor renders an element
 * for each style, and nothing has to take them out of the page again (issue 32, point 4).
 *
 * The browser's cache must not take that element over either: Emotion "hydrates" a server element by appending
 * it to <head> again, even where it already is the last child, and the browser then builds its style sheet anew
 * and restyles the whole page (about 13 ms on a product page, unthrottled, inside the first bundle's task). So
 * the component elements carry their names in `data-emotion-ssr`, which Emotion does not look for, and
 * `browserEmotionCache` marks those names as inserted. The Globals' elements keep Emotion's own attribute: the
 * browser's `Global`s of a server-rendered page have nothing to add (app/theme.ts, `systemForPage`).
 */

interface StyleElement {
  /** The Emotion key: `css` for components, `css-global` for a Global's element. */
  key: string;
  /**
   * Its style names, space-separated. Written by adding to a string: Array.join of names that have been used as
   * property keys (as Emotion uses them) gives a string of two bytes a character in Node 20's V8.
   */
  names: string;
  css: string;
}

/** Where a server-rendered page lists the component style names its <head> holds. */
const SERVER_NAMES = 'data-emotion-ssr';

function styleElement({ key, names, css }: StyleElement): string {
  if (key === 'css') return `<style ${SERVER_NAMES}="${names}">${css}</style>`;
  return `<style data-emotion="${key} ${names}" data-s="">${css}</style>`;
}

/** A style a server render inserted: a component's (with the keyframes it names) or a Global's. */
export interface InsertedStyle {
  name: string;
  css: string;
  component: boolean;
}

/** The styles a server render's cache was given, in order (its `inserted` lists names that look like numbers first). */
const insertedInOrder = new WeakMap<EmotionCache, InsertedStyle[]>();

/** Distinct CSS texts whose compact copy is kept; past it the copies start again. */
const MOST_COMPACT_COPIES = 4096;
const compactCopies = new Map<string, string>();

/**
 * The same CSS as a string of one byte a character when it has no character past U+00FF (`oneByteCopy`). Stylis
 * hands out some rules (Chakra's global styles, 25 KB, among them) as strings of two bytes a character, though
 * every character fits in one; one such part made the whole page two bytes a character, 180 KB to flatten, encode
 * and keep in the page cache instead of 90. Kept per text, so each is copied once per process.
 */
export function compactText(css: string): string {
  let copy = compactCopies.get(css);
  if (copy === undefined) {
    copy = oneByteCopy(css);
    if (compactCopies.size >= MOST_COMPACT_COPIES) compactCopies.clear();
    compactCopies.set(css, copy);
  }
  return copy;
}

/** A server render's Emotion cache: it keeps the styles the render inserts, and writes none into the page. */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
  cache.compat = true;
  const inOrder: InsertedStyle[] = [];
  insertedInOrder.set(cache, inOrder);
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const { name } = serialized;
    const known = cache.inserted[name] !== undefined;
    const rules = insert(selector, serialized, sheet, shouldCache);
    const inserted = cache.inserted[name];
    if (!known && typeof inserted === 'string' && inserted !== '') {
      const css = compactText(inserted);
      // A component registers its styles before inserting them; a Global does not.
      const component = cache.registered[`${cache.key}-${name}`] !== undefined || css.startsWith('@keyframes');
      inOrder.push({ name, css, component });
    }
    return rules;
  };
  return cache;
}

/** The styles a render added to a server render's cache, with the class texts it registered for them. */
export interface StyleRecord {
  styles: readonly InsertedStyle[];
  registered: readonly (readonly [string, string])[];
}

/** The styles `cache` (a `serverEmotionCache`) was given, in order. */
function stylesInOrder(cache: EmotionCache): InsertedStyle[] {
  const inOrder = insertedInOrder.get(cache);
  if (!inOrder) throw new Error("not a server render's Emotion cache (serverEmotionCache)");
  return inOrder;
}

/** What `render` adds to `cache` (`serverEmotionCache`): the styles it inserts, in order, and the classes it registers. */
export function stylesAddedBy(cache: EmotionCache, render: () => void): StyleRecord {
  const inOrder = stylesInOrder(cache);
  const stylesBefore = inOrder.length;
  const registeredBefore = new Set(Object.keys(cache.registered));
  render();
  return {
    styles: inOrder.slice(stylesBefore),
    registered: Object.entries(cache.registered).flatMap(([key, text]) =>
      registeredBefore.has(key) || text === undefined ? [] : [[key, text] as const],
    ),
  };
}

/**
 * Adds `record`'s styles to `cache` as rendering them there would have: those it lacks, after the ones it has, and
 * their classes registered.
 */
export function addStyles(cache: EmotionCache, record: StyleRecord): void {
  const inOrder = stylesInOrder(cache);
  for (const style of record.styles) {
    if (cache.inserted[style.name] !== undefined) continue;
    cache.inserted[style.name] = style.css;
    inOrder.push(style);
  }
  for (const [key, text] of record.registered) cache.registered[key] ??= text;
}

/**
 * Styles as <head> elements, in their order: each Global's its own (a Global's browser side finds it by its exact
 * `data-emotion`), and the component styles between them merged, so the cascade keeps the page's order.
 */
export function headStyleElements(styles: readonly InsertedStyle[], key = 'css'): string {
  const elements: StyleElement[] = [];
  for (const { name, css, component } of styles) {
    const previous = elements.at(-1);
    if (!component) elements.push({ key: `${key}-global`, names: name, css });
    else if (previous?.key === key) {
      previous.names += ` ${name}`;
      previous.css += css;
    } else elements.push({ key, names: name, css });
  }
  return elements.map(styleElement).join('');
}

/** The styles a server render inserted into `cache` (`serverEmotionCache`), as <head> elements. */
export function headStyles(cache: EmotionCache): string {
  return headStyleElements(insertedInOrder.get(cache) ?? [], cache.key);
}

/** An Emotion cache that knows the component styles the server wrote in `page`'s <head> as inserted. */
export function emotionCacheFor(page: Document): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
  for (const element of page.querySelectorAll(`style[${SERVER_NAMES}]`)) {
    for (const name of element.getAttribute(SERVER_NAMES)?.split(' ') ?? []) cache.inserted[name] = true;
  }
  return cache;
}

let browserCache: EmotionCache | undefined;

/**
 * The browser's Emotion cache, made once, from this page (`emotionCacheFor`): hydration adds none of the server's
 * component styles again and leaves their element where it is. Undefined on the server, whose render keeps
 * Emotion's own caches.
 */
export function browserEmotionCache(): EmotionCache | undefined {
  if (typeof document === 'undefined') return undefined;
  browserCache ??= emotionCacheFor(document);
  return browserCache;
}
