import { describe, expect, it } from 'vitest';
import { emotionCacheFor, headStyleElements } from './emotion-styles';

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

  it('writes nothing for a page without styles', () => {
    expect(headStyleElements([])).toBe('');
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
