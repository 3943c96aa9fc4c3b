import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS, PRODUCT_ID_PATTERN } from './page-paths';

describe('matchPagePath', () => {
  it('names the page of every pattern, with its parameters', () => {
    expect(matchPagePath('/')).toEqual({ name: 'landing', params: {} });
    expect(matchPagePath('/product/detail/81')).toEqual({ name: 'productDetail', params: { id: '81' } });
    expect(matchPagePath('/profile/seller/product/4/edit')).toEqual({ name: 'sellerEditProduct', params: { id: '4' } });
    for (const [name, path] of Object.entries(PAGE_PATHS)) {
      expect(matchPagePath(path.replace(/:id/g, '12'))?.name).toBe(name);
    }
  });

  it('prefers a static segment to a parameter', () => {
    expect(matchPagePath('/product/detail/review')?.name).toBe('productReview');
    expect(matchPagePath('/product/detail/Review')?.name).toBe('productReview');
  });

  it('matches as react-router does: any case, trailing slashes, percent-encoded segments', () => {
    expect(matchPagePath('/faq')?.name).toBe('faq');
    expect(matchPagePath('/about/')?.name).toBe('about');
    expect(matchPagePath('/ab%6Fut')?.name).toBe('about');
    expect(matchPagePath('/product/detail/%E2%9C%93')).toEqual({ name: 'productDetail', params: { id: '✓' } });
    expect(matchPagePath('/product/detail/%')).toEqual({ name: 'productDetail', params: { id: '%' } });
  });

  it('matches nothing else', () => {
    for (const path of ['/products/3', '/product/detail', '/product/detail/1/extra', '//about', '/about//x', 'about']) {
      expect(matchPagePath(path)).toBeNull();
    }
  });
});

describe('PRODUCT_ID_PATTERN', () => {
  it('takes the ids the store API takes', () => {
    for (const id of ['1', '81', '999999999']) expect(PRODUCT_ID_PATTERN.test(id)).toBe(true);
    for (const id of ['0', '007', '1000000000', '-1', '1.5', 'abc', ''])
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(false);
  });
});
