import type { MockLink } from '@apollo/client/testing';
import { matchPagePath, PAGE_PATHS } from '@spectrum/shared/page-paths';
import { waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetailQuery } from '../__generated__/graphql';
import { SITE_DESCRIPTION } from '../components/ui/page-meta';
import { PRODUCT_DETAIL_QUERY } from '../features/catalogue/product-detail-query';
import { renderApp } from '../test/render-app';
import { appRoutes } from './routes';
import { emptyProductListMock, noLatestReviewsMock } from '../test/neutral-mocks';
import { LAMP, noReviewsYetMock, productDetailMock, typed } from '../test/product-mocks';

/** Every path `routes` answers, made absolute. */
function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path?.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    const path = route.path === undefined ? parent || '/' : own;
    return [path, ...routePaths(route.children ?? [], path)];
  });
}

/** The content (or href) of each head element `selector` finds. */
function head(selector: string): string[] {
  return [...document.head.querySelectorAll(selector)].map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href') ?? element.textContent ?? '',
  );
}

const origin = window.location.origin;

describe('page addresses', () => {
  it('routes.tsx has exactly the pages of the shared PAGE_PATHS, which the BFF answers 404 without', () => {
    expect(new Set(routePaths(appRoutes))).toEqual(new Set(Object.values(PAGE_PATHS)));
  });

  it.each([
    '/',
    '/FAQ',
    '/faq',
    '/about/',
    '/product/detail/review',
    '/product/detail/12',
    '/profile/seller/product/3/edit',
    '/s',
    '/no-such-page',
    '/product/detail/1/extra',
    '/product/detail',
  ])('the BFF and the router agree on %s', (address) => {
    const routed = matchRoutes(appRoutes, address)?.at(-1)?.route;
    const routedPath = routed?.index ? PAGE_PATHS.landing : routed?.path;
    const page = matchPagePath(address);
    expect(page ? PAGE_PATHS[page.name] : undefined).toBe(routedPath);
  });
});

describe('page metadata', () => {
  it('gives a public page one title, description and canonical URL, and preview tags', async () => {
    await renderApp('/about');
    await waitFor(() => expect(document.title).toBe('Spectrum | About Us'));
    expect(head('title')).toEqual(['Spectrum | About Us']);
    const [description] = head('meta[name="description"]');
    expect(description).toMatch(/^About Spectrum/);
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]')).toEqual([`${origin}/about`]);
    expect(head('meta[property="og:url"]')).toEqual([`${origin}/about`]);
    expect(head('meta[property="og:title"]')).toEqual(['Spectrum | About Us']);
    expect(head('meta[property="og:description"]')).toEqual([description]);
    expect(head('meta[name="twitter:card"]')).toEqual(['summary']);
    expect(head('meta[property="og:image"]')).toEqual([]);
    expect(head('meta[name="robots"]')).toEqual([]);
  });

  it.each([
    ['/', 'Spectrum | Minimal Furniture Store'],
    ['/FAQ', 'Spectrum | FAQ'],
    ['/blog', 'Spectrum | Blog'],
    ['/blog/detail', 'Spectrum | Blog Detail'],
    ['/contact', 'Spectrum | Contact Us'],
    ['/comingsoon', 'Spectrum | Coming Soon'],
    ['/product/detail/review', 'Spectrum | Product Review'],
    ['/login', 'Spectrum | Login'],
    ['/register', 'Spectrum | Register'],
    ['/no-such-page', 'Spectrum | Page Not Found'],
  ])('%s has its own title and description, and nothing twice', async (path, title) => {
    await renderApp(path, { mocks: [noLatestReviewsMock()] });
    await waitFor(() => expect(head('title')).toEqual([title]));
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('meta[name="description"]')[0]).not.toBe(SITE_DESCRIPTION);
    expect(head('link[rel="canonical"]')).toEqual([`${origin}${path}`]);
  });

  it('keeps personal pages out of search results', async () => {
    await renderApp('/chat');
    await waitFor(() => expect(head('title')).toEqual(['Spectrum | Chat']));
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
    expect(head('link[rel="canonical"]')).toEqual([]);
  });

  it('replaces the tags of the page left', async () => {
    const { router } = await renderApp('/about');
    await waitFor(() => expect(document.title).toBe('Spectrum | About Us'));
    await router.navigate('/FAQ');
    await waitFor(() => expect(head('title')).toEqual(['Spectrum | FAQ']));
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]')).toEqual([`${origin}/FAQ`]);
  });
});

/** The lamp with a name and description that would break out of the head if written unescaped. */
const TRICKY: NonNullable<ProductDetailQuery['product']> = {
  ...LAMP,
  name: 'Lamp </script><script>alert(1)</script> & "Co"',
  stock: 0,
  inStock: false,
  description: 'A glass dome\non a brass stem.',
};

const detailMock = productDetailMock(TRICKY);

describe('product detail metadata', () => {
  it("is titled by the product, previews its photo, and describes it in JSON-LD that its name can't break", async () => {
    await renderApp('/product/detail/44', { mocks: [detailMock, noReviewsYetMock()] });
    await waitFor(() => expect(head('title')).toEqual([`Spectrum | ${TRICKY.name}`]));
    const url = `${origin}/product/detail/44`;
    expect(head('meta[name="description"]')).toEqual(['A glass dome on a brass stem.']);
    expect(head('link[rel="canonical"]')).toEqual([url]);
    expect(head('meta[property="og:type"]')).toEqual(['product']);
    expect(head('meta[property="og:image"]')).toEqual([`${origin}/uploads/lamp-1-large.webp`]);
    expect(head('meta[name="twitter:image"]')).toEqual([`${origin}/uploads/lamp-1-large.webp`]);
    expect(head('meta[name="twitter:card"]')).toEqual(['summary_large_image']);

    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script.innerHTML).not.toMatch(/<|>/);
    }
    const [product, breadcrumbs] = scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: '44',
      name: TRICKY.name,
      description: TRICKY.description,
      url,
      image: [`${origin}/uploads/lamp-1-large.webp`, `${origin}/uploads/lamp-2-large.webp`],
      brand: { '@type': 'Brand', name: 'Linea' },
      itemCondition: 'https://schema.org/NewCondition',
      offers: {
        '@type': 'Offer',
        url,
        price: 850_000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Lamps', item: `${origin}/product?categoryId=5` },
        { '@type': 'ListItem', position: 3, name: TRICKY.name, item: url },
      ],
    });
  });

  it('is the not-found page for a product that does not exist', async () => {
    const missing: MockLink.MockedResponse<ProductDetailQuery> = {
      request: { query: PRODUCT_DETAIL_QUERY, variables: { id: '45' } },
      result: { data: { product: null, relatedProducts: [] } },
    };
    await renderApp('/product/detail/45', { mocks: [missing] });
    await waitFor(() => expect(head('title')).toEqual(['Spectrum | Page Not Found']));
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('product list metadata', () => {
  it.each([
    ['/product', 'Spectrum | Products', '/product'],
    ['/product?categoryId=2&sort=cheapest&page=2', 'Spectrum | Chairs', '/product?categoryId=2'],
    ['/product?search=oak', 'Spectrum | Products: search results for "oak"', '/product'],
    ['/product?search=oak&categoryId=2', 'Spectrum | Chairs: search results for "oak"', '/product'],
  ])('%s is titled "%s", canonical %s', async (address, title, canonical) => {
    await renderApp(address, { mocks: [emptyProductListMock([typed('Category', { id: '2', name: 'Chairs' })])] });
    await waitFor(() => expect(head('title')).toEqual([title]));
    expect(head('link[rel="canonical"]')).toEqual([`${origin}${canonical}`]);
    expect(head('meta[name="description"]')).toHaveLength(1);
  });
});
