import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's server render writes a `<style data-emotion="css <names>">` before each element it styles: 80 or so
 * on a product page. The browser re-evaluates the page's style at each one as it parses, and the client's Emotion
 * cache then moves every one of them into <head> (to keep them out of React's hydration), each move re-adding a
 * style sheet. `hoistEmotionStyles` takes them out of the page for <head> instead, the component styles of a run
 * merged into one element.
 *
 * The browser's cache must not take that element over either: Emotion "hydrates" a server element by appending
 * it to <head> again, even where it already is the last child, and the browser then builds its style sheet anew
 * and restyles the whole page (about 13 ms on a product page, unthrottled, inside the first bundle's task). So
 * the component elements carry their names in `data-emotion-ssr`, which Emotion does not look for, and
 * `browserEmotionCache` marks those names as inserted. The Globals' elements keep Emotion's own attribute: the
 * browser's `Global`s of a server-rendered page have nothing to add (app/theme.ts, `systemForPage`).
 */
const EMOTION_STYLE = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

interface StyleElement {
  /** The Emotion key: `css` for components, `css-global` for a Global's element. */
  key: string;
  names: string[];
  css: string;
}

/** Where a server-rendered page lists the component style names its <head> holds. */
const SERVER_NAMES = 'data-emotion-ssr';

function styleElement({ key, names, css }: StyleElement): string {
  if (key === 'css') return `<style ${SERVER_NAMES}="${names.join(' ')}">${css}</style>`;
  return `<style data-emotion="${[key, ...names].join(' ')}" data-s="">${css}</style>`;
}

export function hoistEmotionStyles(html: string): { styles: string; html: string } {
  const elements: StyleElement[] = [];
  const page = html.replace(EMOTION_STYLE, (_element, attribute: string, css: string) => {
    const [key = '', ...names] = attribute.split(' ');
    const previous = elements.at(-1);
    // A Global's element is found again by its exact `data-emotion` value, so only component styles are merged,
    // and only with the ones right before them: the cascade keeps the order the page had.
    if (key !== 'css' || previous?.key !== 'css') elements.push({ key, names, css });
    else {
      previous.names.push(...names);
      previous.css += css;
    }
    return '';
  });
  return { styles: elements.map(styleElement).join(''), html: page };
}

/** An Emotion cache that knows the component styles the server wrote in `page`'s <head> as inserted. */
export function emotionCacheFor(page: Document): EmotionCache {
  const cache = createCache({ key: 'css' });
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
