import { describe, expect, it } from 'vitest';
import { escapeXml } from './machines';

describe('escapeXml', () => {
  it('escapes the five XML special characters and leaves the rest', () => {
    expect(escapeXml(`https://a.example/?q=1&r=<2>"x"'y'`)).toBe(
      'https://a.example/?q=1&amp;r=&lt;2&gt;&quot;x&quot;&apos;y&apos;',
    );
    expect(escapeXml('https://shop.example/product/detail/7')).toBe('https://shop.example/product/detail/7');
  });
});
