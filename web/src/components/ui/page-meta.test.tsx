import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, PageMeta, SiteOriginContext } from './page-meta';

const ORIGIN = 'https://shop.example';

describe('absoluteUrl', () => {
  it('puts paths and queries on the origin', () => {
    expect(absoluteUrl(ORIGIN, '/product/detail/5')).toBe(`${ORIGIN}/product/detail/5`);
    expect(absoluteUrl(ORIGIN, '/product?categoryId=2')).toBe(`${ORIGIN}/product?categoryId=2`);
    expect(absoluteUrl(ORIGIN, '/uploads/products/a-large.webp')).toBe(`${ORIGIN}/uploads/products/a-large.webp`);
  });

  it('never leaves the origin for an address that begins with // or /\\', () => {
    for (const address of [
      '//evil.example/product/detail/5',
      '/\\evil.example/product/detail/5',
      '/\t/evil.example/product/detail/5',
      'http://evil.example/product/detail/5',
    ]) {
      const url = new URL(absoluteUrl(ORIGIN, address));
      expect({ address, origin: url.origin }).toEqual({ address, origin: ORIGIN });
      expect(url.pathname, address).toBe('/product/detail/5');
    }
  });

  it('leaves the address as it is while the origin is unknown', () => {
    expect(absoluteUrl('', '/product')).toBe('/product');
  });
});

describe('PageMeta at an address that begins with //', () => {
  it('writes its canonical and Open Graph URLs on the site origin', () => {
    const html = renderToStaticMarkup(
      <SiteOriginContext value={ORIGIN}>
        <MemoryRouter initialEntries={['//evil.example/product/detail/5']}>
          <PageMeta title="Sofa" image="//evil.example/photo.webp" />
        </MemoryRouter>
      </SiteOriginContext>,
    );
    expect(html).not.toContain('evil.example/');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/photo.webp"/>`);
  });
});
