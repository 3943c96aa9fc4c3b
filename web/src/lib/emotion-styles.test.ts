import { describe, expect, it } from 'vitest';
import { emotionCacheFor, hoistEmotionStyles } from './emotion-styles';

describe('hoistEmotionStyles', () => {
  it('takes every Emotion style out of the page, component styles merged in their order', () => {
    const html =
      '<style data-emotion="css-global g1">:root{--a:1}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2 css-c3">x</p></div>';

    const { styles, html: page } = hoistEmotionStyles(html);

    expect(page).toBe('<div class="css-a1"><p class="css-b2 css-c3">x</p></div>');
    expect(styles).toBe(
      '<style data-emotion="css-global g1" data-s="">:root{--a:1}</style>' +
        '<style data-emotion-ssr="a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
    );
  });

  it('keeps each Global its own element, and the cascade order of what comes after one', () => {
    const html =
      '<style data-emotion="css a1">.css-a1{color:red}</style>' +
      '<style data-emotion="css-global g1">body{color:blue}</style>' +
      '<style data-emotion="css-global g2">html{color:green}</style>' +
      '<style data-emotion="css b2">.css-b2{color:black}</style><i></i>';

    const { styles, html: page } = hoistEmotionStyles(html);

    expect(page).toBe('<i></i>');
    expect(styles).toBe(
      '<style data-emotion-ssr="a1">.css-a1{color:red}</style>' +
        '<style data-emotion="css-global g1" data-s="">body{color:blue}</style>' +
        '<style data-emotion="css-global g2" data-s="">html{color:green}</style>' +
        '<style data-emotion-ssr="b2">.css-b2{color:black}</style>',
    );
  });

  it('leaves a page without Emotion styles, and other style elements, as they are', () => {
    const html = '<style>.plain{}</style><p>no styles</p>';

    expect(hoistEmotionStyles(html)).toEqual({ styles: '', html });
  });
});

describe('emotionCacheFor', () => {
  it("knows the server's component styles as inserted, and leaves their element where it is", () => {
    const { styles } = hoistEmotionStyles(
      '<style data-emotion="css-global g1">:root{--a:1}</style>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2 css-c3">x</p></div>',
    );
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
