import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from './emotion-styles';

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
        '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
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
      '<style data-emotion="css a1" data-s="">.css-a1{color:red}</style>' +
        '<style data-emotion="css-global g1" data-s="">body{color:blue}</style>' +
        '<style data-emotion="css-global g2" data-s="">html{color:green}</style>' +
        '<style data-emotion="css b2" data-s="">.css-b2{color:black}</style>',
    );
  });

  it('leaves a page without Emotion styles, and other style elements, as they are', () => {
    const html = '<style>.plain{}</style><p>no styles</p>';

    expect(hoistEmotionStyles(html)).toEqual({ styles: '', html });
  });
});
