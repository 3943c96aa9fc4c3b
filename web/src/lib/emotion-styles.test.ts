import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { compactText, emotionCacheFor, headStyleElements } from './emotion-styles';

/** How V8 holds a string: one byte a character, or two (the serialiser's tag says). */
function bytesPerCharacter(text: string): 1 | 2 {
  const written = v8.serialize(text);
  // After the header (version tag and number) and any padding that aligns a two-byte string.
  let at = 2;
  while (written[at] === 0) at += 1;
  const tag = String.fromCharCode(written[at] ?? 0);
  if (tag === '"') return 1;
  if (tag === 'c') return 2;
  throw new Error(`unexpected serialiser tag ${tag}`);
}

describe('headStyleElements', () => {
  it('writes the component styles of a run as one element, in their order', () => {
    const styles = headStyleElements([
      { name: 'g1', css: ':root{--a:1}', component: false },
      { name: 'a1', css: '.css-a1{color:red}', component: true },
      { name: '44436', css: '.css-44436{margin:0}', component: true },
      { name: 'c3', css: '.css-c3{padding:0}', component: true },
    ]);

    expect(styles).toBe(
      '<style data-emotion="css-global g1" data-s="">:root{--a:1}</style>' +
        '<style data-emotion-ssr="a1 44436 c3">.css-a1{color:red}.css-44436{margin:0}.css-c3{padding:0}</style>',
    );
  });

  it('keeps each Global its own element, and the cascade order of what comes after one', () => {
    const styles = headStyleElements([
      { name: 'a1', css: '.css-a1{color:red}', component: true },
      { name: 'g1', css: 'body{color:blue}', component: false },
      { name: 'g2', css: 'html{color:green}', component: false },
      { name: 'b2', css: '.css-b2{color:black}', component: true },
    ]);

    expect(styles).toBe(
      '<style data-emotion-ssr="a1">.css-a1{color:red}</style>' +
        '<style data-emotion="css-global g1" data-s="">body{color:blue}</style>' +
        '<style data-emotion="css-global g2" data-s="">html{color:green}</style>' +
        '<style data-emotion-ssr="b2">.css-b2{color:black}</style>',
    );
  });

  it('writes one byte a character for names that have been property keys', () => {
    // Emotion keys its caches by the names; Array.join of such strings gives two bytes a character in Node 20.
    const registry: Record<string, boolean> = {};
    const styles = Array.from({ length: 120 }, (_, index) => {
      const name = `n${(index * 7919).toString(36)}`;
      registry[name] = true;
      return { name, css: `.css-${name}{order:${index}}`, component: true };
    });

    expect(bytesPerCharacter(headStyleElements(styles))).toBe(1);
  });

  it('writes nothing for a page without styles', () => {
    expect(headStyleElements([])).toBe('');
  });
});

describe('compactText', () => {
  it('copies long CSS to one byte a character when every character fits, once per text', () => {
    // Stylis hands Chakra's global styles out this way: Latin-1 text held two bytes a character.
    const globalCss = `\u0100${'body{margin:0}'.repeat(100)}\u00ff`.split('\u0100').join('');
    expect(bytesPerCharacter(globalCss)).toBe(2);

    const compact = compactText(globalCss);
    expect(compact).toBe(globalCss);
    expect(bytesPerCharacter(compact)).toBe(1);
  });

  it('leaves CSS with a character past U+00FF as it is', () => {
    const quotes = 'p{quotes:"\u201C" "\u201D"}';
    expect(bytesPerCharacter(compactText(quotes))).toBe(2);
    expect(compactText(quotes)).toBe(quotes);
  });
});

describe('emotionCacheFor', () => {
  it("knows the server's component styles as inserted, and leaves their element where it is", () => {
    const styles = headStyleElements([
      { name: 'g1', css: ':root{--a:1}', component: false },
      { name: 'a1', css: '.css-a1{color:red}', component: true },
      { name: 'b2', css: '.css-b2{margin:0}', component: true },
      { name: 'c3', css: '.css-c3{padding:0}', component: true },
    ]);
    const page = document.implementation.createHTMLDocument();
    page.head.innerHTML = `<title>t</title>${styles}`;
    const headBefore = [...page.head.children];

    const cache = emotionCacheFor(page);

    expect(cache.inserted).toEqual({ a1: true, b2: true, c3: true });
    expect([...page.head.children]).toEqual(headBefore);
    expect(cache.sheet.tags).toEqual([]);
  });

  it('is an empty cache on a page the server did not render', () => {
    const cache = emotionCacheFor(document.implementation.createHTMLDocument());
    expect(cache.inserted).toEqual({});
    expect(cache.key).toBe('css');
  });
});
