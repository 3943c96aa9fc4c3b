/**
 * Emotion's server render writes a `<style data-emotion="css <names>">` before each element it styles: 80 or so
 * on a product page. The browser re-evaluates the page's style at each one as it parses, and the client's Emotion
 * cache then moves every one of them into <head> (to keep them out of React's hydration), each move re-adding a
 * style sheet. `hoistEmotionStyles` takes them out of the page for <head> instead, the component styles of a run
 * merged into one element, all marked `data-s` as the client's own are, so the cache finds them where it would
 * have put them and moves nothing.
 */

const EMOTION_STYLE = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

interface StyleElement {
  /** The Emotion key: `css` for components, `css-global` for a Global's element. */
  key: string;
  names: string[];
  css: string;
}

function styleElement({ key, names, css }: StyleElement): string {
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
