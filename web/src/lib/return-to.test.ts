import { describe, expect, it } from 'vitest';
import { loginPathFor } from './return-to';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/product/detail/12', '/product/detail/12'],
    ['/chat?product=12', '/chat?product=12'],
    ['/order-track/7#line-3', '/order-track/7#line-3'],
    ['/product?categoryId=2&page=3', '/product?categoryId=2&page=3'],
    // Dot segments resolve inside the store.
    ['/a/../cart', '/cart'],
  ])('keeps the store path %s', (given, kept) => {
    expect(safeReturnPath(given)).toBe(kept);
  });

  it.each([
    ['protocol-relative', '//evil.example/cart'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/cart\\..\\..\\evil'],
    ['absolute http', 'https://evil.example/cart'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'cart'],
    ['tab inside //', '/\t/evil.example'],
    ['newline', '/cart\n//evil'],
    ['encoded nothing', ''],
    ['login itself', '/login'],
    ['too long', `/${'a'.repeat(2_001)}`],
  ])('refuses a %s address', (_what, given) => {
    expect(safeReturnPath(given)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the path, encoded, and nothing for home', () => {
    expect(loginPathFor('/cart')).toBe('/login?next=%2Fcart');
    expect(loginPathFor('/chat?product=12')).toBe('/login?next=%2Fchat%3Fproduct%3D12');
    expect(loginPathFor('/')).toBe('/login');
  });
});
