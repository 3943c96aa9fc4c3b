import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { STYLIS_PLUGINS } from './css-prefixes';

/** The CSS Emotion writes for `styles` through a cache with the store's stylis plugins. */
function writtenCss(styles: Parameters<typeof css>[0]): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'test', stylisPlugins: STYLIS_PLUGINS, container, speedy: false });
  const serialized = css(styles);
  cache.insert(`.test-${serialized.name}`, serialized, cache.sheet, true);
  return container.textContent ?? '';
}

describe('STYLIS_PLUGINS', () => {
  it('writes no prefixes that only browsers of ten years ago read', () => {
    const written = writtenCss({
      display: 'flex',
      alignItems: 'center',
      transform: 'translateX(1px)',
      appearance: 'none',
      '&::placeholder': { color: 'gray' },
      '@keyframes spin': { to: { rotate: '1turn' } },
    });

    expect(written).toContain('display:flex;');
    expect(written).toContain('::placeholder{color:gray;}');
    expect(written).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it('gives Safari its -webkit- copy of the properties it reads only so, before the standard one', () => {
    const written = writtenCss({ userSelect: 'none', backgroundClip: 'text', textDecoration: 'underline dotted' });

    expect(written).toContain('-webkit-user-select:none;user-select:none;');
    expect(written).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(written).toContain('-webkit-text-decoration:underline dotted;text-decoration:underline dotted;');
  });

  it('leaves a background-clip other than text alone', () => {
    expect(writtenCss({ backgroundClip: 'padding-box' })).not.toContain('-webkit-');
  });
});
