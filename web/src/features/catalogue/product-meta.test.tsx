import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetailQuery } from '../../__generated__/graphql';
import { SiteOriginContext } from '../../components/ui/page-meta';
import { previewDescription, ProductMeta, scriptSafeJson } from './product-meta';

type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

const HOSTILE_NAME = 'Sofa </script><script>alert(1)</script><!-- \u2028 & "quoted"';

const PRODUCT: DetailedProduct = {
  id: '7',
  name: HOSTILE_NAME,
  price: 1_250_000,
  stock: 2,
  inStock: true,
  image: null,
  images: [],
  thumbnails: [],
  description: '',
  condition: 'SECOND',
  brand: { id: '1', name: 'Nordhaus' },
  color: { id: '1', name: 'Luxor Gold' },
  categories: [],
  seller: { id: '2', storeName: null, displayName: null, rating: { average: 0, count: 0 } },
  rating: { average: 0, count: 0 },
  reviews: { items: [] },
};

describe('scriptSafeJson', () => {
  it('leaves no character that could end a script element, and reads back the same', () => {
    const json = scriptSafeJson({ name: HOSTILE_NAME });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: HOSTILE_NAME });
  });
});

describe('ProductMeta in a server render', () => {
  it('writes JSON-LD that a hostile product name cannot break out of', () => {
    const html = renderToStaticMarkup(
      <SiteOriginContext value="https://shop.example">
        <MemoryRouter initialEntries={['/product/detail/7']}>
          <ProductMeta product={PRODUCT} />
        </MemoryRouter>
      </SiteOriginContext>,
    );
    const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
    const scripts = [...parsed.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json', 'application/ld+json']);
    const [product, breadcrumbs] = scripts.map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: HOSTILE_NAME,
      url: 'https://shop.example/product/detail/7',
      image: [],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { price: 1_250_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
    // Without a category the trail is Home › product.
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: HOSTILE_NAME, item: 'https://shop.example/product/detail/7' },
    ]);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/detail/7"/>');
    expect(parsed.querySelectorAll('meta[property="og:image"]')).toHaveLength(0);
  });
});

describe('previewDescription', () => {
  it('puts the description on one line and cuts a long one at a word', () => {
    expect(previewDescription({ name: 'Lamp', description: '  A dome\n\non a stem. ' })).toBe('A dome on a stem.');
    expect(previewDescription({ name: 'Lamp', description: '' })).toBe('Lamp at Spectrum.');
    const long = previewDescription({ name: 'Lamp', description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
