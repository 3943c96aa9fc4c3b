import type { MockLink } from '@apollo/client/testing';
import { COLORS } from '@spectrum/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductListQuery, ProductListQueryVariables } from '../__generated__/graphql';
import { PRODUCT_LIST_QUERY } from '../features/catalogue/product-list-query';
import { gate, renderApp } from '../test/render-app';
import { pageInfo } from '../test/page-info';

type ListedProduct = ProductListQuery['products']['items'][number];
type Typed<T, Name extends string> = T & { __typename: Name };

const CATEGORIES: Array<Typed<ProductListQuery['categories'][number], 'Category'>> = [
  { __typename: 'Category', id: '1', name: 'Sofas' },
  { __typename: 'Category', id: '2', name: 'Chairs' },
];
const BRANDS: Array<Typed<ProductListQuery['brands'][number], 'Brand'>> = [
  { __typename: 'Brand', id: '1', name: 'Nordhaus' },
  { __typename: 'Brand', id: '3', name: 'Linea' },
];
const SWATCHES: Array<Typed<ProductListQuery['colors'][number], 'Color'>> = COLORS.map((color) => ({
  __typename: 'Color',
  id: String(color.id),
  name: color.color_name,
  hex: color.hex,
}));

/** Product n's reviews: 4.5 stars from 2 when n % 3 is 1, 3 stars from 1 when it is 2, none otherwise. */
function ratingOf(n: number): Typed<ListedProduct['rating'], 'Rating'> {
  const [average, count] = [
    [0, 0],
    [4.5, 2],
    [3, 1],
  ][n % 3]!;
  return { __typename: 'Rating', average: average!, count: count! };
}

/** 14 products: 3 pages of 6. Product n has colour (n % 6) + 1, so each colour has 2 or 3 products. */
const CATALOGUE: Array<Typed<ListedProduct, 'Product'> & { colorId: string }> = Array.from(
  { length: 14 },
  (_, index) => ({
    __typename: 'Product',
    id: String(index + 1),
    name: `Piece ${index + 1}`,
    price: (index + 1) * 100_000,
    image: `/uploads/piece-${index + 1}-thumb.webp`,
    rating: ratingOf(index + 1),
    colorId: String((index % 6) + 1),
  }),
);

type Facets = ProductListQuery['products']['facets'];
const facet = (id: string, count: number) => ({ __typename: 'FacetCount' as const, id, count });

/** The colour facet counts the colours over the whole catalogue (a facet ignores its own filter). */
function facetsOf(catalogue: typeof CATALOGUE): Typed<Facets, 'ProductFacets'> {
  return {
    __typename: 'ProductFacets',
    exact: true,
    categories: [facet('1', 8), facet('2', 6)],
    brands: [facet('1', 5), facet('3', 9)],
    colors: SWATCHES.map((swatch) =>
      facet(swatch.id, catalogue.filter((product) => product.colorId === swatch.id).length),
    ),
  };
}

/** A page answer for the fake server: cursors name the page they lead to, so a test can follow them. */
function pageOf(
  items: ListedProduct[],
  page: number,
  totalPage: number,
  totalData: number,
): Typed<ProductListQuery['products'], 'ProductPage'> {
  return {
    __typename: 'ProductPage',
    items,
    pageInfo: pageInfo(page, totalPage, totalData),
    totalExact: true,
    prevCursor: page > 1 ? `before-${page}` : null,
    nextCursor: page < totalPage ? `after-${page}` : null,
    facets: facetsOf(CATALOGUE),
  };
}

/**
 * A small fake of the BFF: answers every ProductList request from CATALOGUE (colour filter and
 * paging applied; a page past the end answers the last page) and records the variables it was asked with.
 */
function fakeProductServer() {
  const requests: ProductListQueryVariables[] = [];
  const mock: MockLink.MockedResponse<ProductListQuery, ProductListQueryVariables> = {
    request: { query: PRODUCT_LIST_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      requests.push(variables);
      const limit = variables.limit ?? 6;
      const colorId = variables.filter?.colorId;
      const matching = CATALOGUE.filter((product) => !colorId || product.colorId === colorId);
      const totalPage = Math.max(1, Math.ceil(matching.length / limit));
      const page = Math.min(variables.page ?? 1, totalPage);
      const items = matching
        .slice((page - 1) * limit, page * limit)
        .map(({ colorId: _colorId, ...product }) => product);
      const products = pageOf(items, page, totalPage, matching.length);
      return { data: { products, categories: CATEGORIES, brands: BRANDS, colors: SWATCHES } };
    },
  };
  return { mock, requests, lastRequest: () => requests.at(-1) };
}

async function renderList(path: string) {
  const server = fakeProductServer();
  const view = await renderApp(path, { mocks: [server.mock] });
  return { ...view, server, search: () => new URLSearchParams(view.router.state.location.search) };
}

/** Each card's lines (name, rating, price), joined by " | ". */
async function cardNames() {
  const list = await screen.findByRole('list', { name: 'Products' });
  return within(list)
    .getAllByRole('link')
    .map((link) => Array.from(link.querySelectorAll('p'), (line) => line.textContent).join(' | '));
}

beforeEach(() => {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

describe('product list', () => {
  it('says why the products could not be loaded and shows them after Try again', async () => {
    const server = fakeProductServer();
    const failure: MockLink.MockedResponse<ProductListQuery, ProductListQueryVariables> = {
      request: { query: PRODUCT_LIST_QUERY, variables: () => true },
      error: new Error('The store is not answering'),
    };
    const { user } = await renderApp('/product', { mocks: [failure, server.mock] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the products: The store is not answering',
    );
    expect(server.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await cardNames()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows six cards linking to their details and which page this is', async () => {
    const { server } = await renderList('/product');

    expect(await screen.findByText('Showing page 1 of 3')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/product/detail/1');
    expect(links[0]).toHaveTextContent('Piece 1');
    expect(links[0]).toHaveTextContent('Rp 100,000');
    expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 1, limit: 6 });
    await waitFor(() => expect(document.title).toBe('Spectrum | Products'));
  });

  it('shows each card’s stars and review count, or that it has no reviews yet', async () => {
    await renderList('/product');
    const links = within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('link');
    expect(within(links[0]!).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(links[0]).toHaveTextContent('4.5 (2)');
    expect(within(links[2]!).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(links[2]).toHaveTextContent('No reviews yet');
  });

  it('filters 4 stars and up and sorts by top rated, in the address and the request', async () => {
    const { user, server, search } = await renderList('/product?page=2');
    const fourUp = await screen.findByRole('button', { name: '4 stars & up' });
    expect(fourUp).toHaveAttribute('aria-pressed', 'false');

    await user.click(fourUp);
    expect(search().toString()).toBe('minRating=4');
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { minRating: 4 }, sort: 'NEWEST', page: 1, limit: 6 }),
    );
    expect(screen.getByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
    expect(search().toString()).toBe('minRating=4&sort=rating');
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { minRating: 4 }, sort: 'TOP_RATED', page: 1, limit: 6 }),
    );

    await user.click(screen.getByRole('button', { name: '4 stars & up' }));
    expect(search().toString()).toBe('sort=rating');
    expect(screen.getByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads a rating filter from the address and ignores one that is not 1 to 5 stars', async () => {
    const { server } = await renderList('/product?minRating=4&sort=rating');
    expect(await screen.findByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(server.lastRequest()).toEqual({ filter: { minRating: 4 }, sort: 'TOP_RATED', page: 1, limit: 6 });
  });

  it.each(['0', '6', '4.5', 'x'])('treats minRating=%s as no rating filter', async (value) => {
    const { server } = await renderList(`/product?minRating=${value}`);
    expect(await screen.findByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 1, limit: 6 });
  });

  it('lists the categories and brands with what each would give, and the six colours', async () => {
    await renderList('/product');
    const sofas = await screen.findByRole('button', { name: /Sofas/ });
    expect(sofas).toHaveTextContent('Sofas8');
    expect(screen.getByRole('button', { name: /^Linea/ })).toHaveTextContent('Linea9');
    expect(screen.getByRole('button', { name: 'Ship Cove' })).toHaveAttribute('title', 'Ship Cove (3)');
    expect(screen.getByRole('button', { name: /^Linea/ })).toBeInTheDocument();
    for (const color of COLORS) {
      expect(screen.getByRole('button', { name: color.color_name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(0);
  });

  it('disables prev on the first page and next on the last', async () => {
    const { user, server, search } = await renderList('/product');
    await screen.findByText('Showing page 1 of 3');
    const prev = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(prev);
    expect(search().get('page')).toBeNull();

    await user.click(next);
    expect(await screen.findByText('Showing page 2 of 3')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 2, limit: 6, cursor: 'after-1' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing page 3 of 3')).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Piece 13 | 4.5 (2) | Rp 1,300,000', 'Piece 14 | 3.0 (1) | Rp 1,400,000']);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false');

    const requestsBefore = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('3');
    expect(server.requests).toHaveLength(requestsBefore);
  });

  it('sorting keeps the filters, goes back to page 1 and asks the server in that order', async () => {
    const { user, server, search } = await renderList('/product?categoryId=2&page=2');
    await screen.findByText('Showing page 2 of 3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'cheapest');

    await waitFor(() => expect(search().get('sort')).toBe('cheapest'));
    expect(search().get('categoryId')).toBe('2');
    expect(search().get('page')).toBeNull();
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { categoryId: '2' }, sort: 'CHEAPEST', page: 1, limit: 6 }),
    );
    expect(await screen.findByText('Showing page 1 of 3')).toBeInTheDocument();
  });

  it('a category filters, keeps the sort, resets the page, and a second click clears it', async () => {
    const { user, server, search } = await renderList('/product?sort=oldest&page=3');
    const chairs = await screen.findByRole('button', { name: /Chairs/ });

    await user.click(chairs);
    expect(search().toString()).toBe('categoryId=2&sort=oldest');
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { categoryId: '2' }, sort: 'OLDEST', page: 1, limit: 6 }),
    );
    expect(screen.getByRole('button', { name: /Chairs/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Chairs/ }));
    expect(search().toString()).toBe('sort=oldest');
    expect(screen.getByRole('button', { name: /Chairs/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a brand filters and resets the page', async () => {
    const { user, server, search } = await renderList('/product?page=2');
    await user.click(await screen.findByRole('button', { name: /^Linea/ }));

    expect(search().toString()).toBe('brandId=3');
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { brandId: '3' }, sort: 'NEWEST', page: 1, limit: 6 }),
    );
    expect(screen.getByRole('button', { name: /^Linea/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a colour swatch filters the cards and shows itself selected', async () => {
    const { user, server, search } = await renderList('/product?page=2');
    await screen.findByText('Showing page 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Ship Cove' }));

    expect(search().toString()).toBe('colorId=2');
    expect(await screen.findByText('Showing page 1 of 1')).toBeInTheDocument();
    expect(await cardNames()).toEqual([
      'Piece 2 | 3.0 (1) | Rp 200,000',
      'Piece 8 | 3.0 (1) | Rp 800,000',
      'Piece 14 | 3.0 (1) | Rp 1,400,000',
    ]);
    expect(server.lastRequest()).toEqual({ filter: { colorId: '2' }, sort: 'NEWEST', page: 1, limit: 6 });
    expect(screen.getByRole('button', { name: 'Ship Cove' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the price filter applies both bounds on FILTER and refuses a minimum above the maximum', async () => {
    const { user, server, search } = await renderList('/product?colorId=1&page=2');
    const min = await screen.findByRole('spinbutton', { name: 'Min price' });
    const max = screen.getByRole('spinbutton', { name: 'Max price' });

    await user.clear(min);
    await user.type(min, '900000');
    await user.clear(max);
    await user.type(max, '500000');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price is above the maximum.');
    expect(search().get('minPrice')).toBeNull();

    await user.clear(min);
    await user.type(min, '150000');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect(search().toString()).toBe('colorId=1&minPrice=150000&maxPrice=500000');
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({
        filter: { colorId: '1', minPrice: 150_000, maxPrice: 500_000 },
        sort: 'NEWEST',
        page: 1,
        limit: 6,
      }),
    );
  });

  it('fills every control from the address, so a shared link shows the same list', async () => {
    const { server } = await renderList(
      '/product?search=piece&categoryId=1&brandId=1&colorId=2&minPrice=1000&maxPrice=5000000&sort=priciest',
    );

    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('priciest');
    expect(await screen.findByRole('button', { name: /Sofas/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Nordhaus/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ship Cove' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Luxor Gold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(1000);
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(5_000_000);
    expect(screen.getByText('“piece”')).toBeInTheDocument();
    expect(server.lastRequest()).toEqual({
      filter: { search: 'piece', categoryId: '1', brandId: '1', colorId: '2', minPrice: 1000, maxPrice: 5_000_000 },
      sort: 'PRICIEST',
      page: 1,
      limit: 6,
    });
  });

  it('clear filters drops the search and every filter but keeps the sort', async () => {
    const { user, search } = await renderList(
      '/product?search=piece&categoryId=1&colorId=2&minPrice=10&sort=cheapest&page=2',
    );
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(search().toString()).toBe('sort=cheapest');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('shows a loading indicator, then an empty state when nothing matches', async () => {
    const empty: MockLink.MockedResponse<ProductListQuery, ProductListQueryVariables> = {
      request: {
        query: PRODUCT_LIST_QUERY,
        variables: { filter: { search: 'zebra' }, sort: 'RELEVANCE', page: 1, limit: 6 },
      },
      result: {
        data: {
          products: pageOf([], 1, 1, 0),
          categories: CATEGORIES,
          brands: BRANDS,
          colors: SWATCHES,
        },
      },
    };
    const answer = gate();
    await renderApp('/product?search=zebra', { mocks: [empty], hold: { ProductList: answer.opened } });

    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('says what a search that matches nothing can change: its words, and with filters, a filter', async () => {
    const nothing: MockLink.MockedResponse<ProductListQuery, ProductListQueryVariables> = {
      request: { query: PRODUCT_LIST_QUERY, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { products: pageOf([], 1, 1, 0), categories: CATEGORIES, brands: BRANDS, colors: SWATCHES } },
    };
    const { user, router } = await renderApp('/product?search=zebra', { mocks: [nothing] });
    expect(
      await screen.findByText('Nothing matches “zebra”. Check the spelling, or try fewer or other words.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all products' }));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBeNull();
    expect(await screen.findByText('New pieces arrive every week; please come back soon.')).toBeInTheDocument();

    await act(() => router.navigate('/product?search=zebra&categoryId=1'));
    expect(
      await screen.findByText('Nothing matches “zebra” with these filters. Try other words, or remove a filter.'),
    ).toBeInTheDocument();
    await act(() => router.navigate('/product?categoryId=1'));
    expect(
      await screen.findByText('Nothing matches these filters. Try another category, colour or price range.'),
    ).toBeInTheDocument();
  });

  it('coming back to a page already seen shows it from the cache without a spinner', async () => {
    const { user, router } = await renderList('/product');
    await screen.findByText('Showing page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing page 2 of 3');

    await act(() => router.navigate(-1));

    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    expect(await cardNames()).toHaveLength(6);
  });

  it('orders a search by best match unless another order is chosen, and back to newest without it', async () => {
    const { user, server, search } = await renderList('/product?search=piece');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.lastRequest()).toEqual({ filter: { search: 'piece' }, sort: 'RELEVANCE', page: 1, limit: 6 }),
    );

    await user.selectOptions(sort, 'newest');
    expect(search().toString()).toBe('search=piece&sort=newest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'relevance');
    expect(search().toString()).toBe('search=piece');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search().toString()).toBe('');
    await waitFor(() => expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 1, limit: 6 }));
    const plainSort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(plainSort).toHaveValue('newest');
    expect(within(plainSort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
  });

  it('pages with the server’s bookmark, keeps it in the address, and drops it when a filter changes', async () => {
    const { user, server, search } = await renderList('/product');
    await screen.findByText('Showing page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing page 2 of 3');
    expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 2, limit: 6, cursor: 'after-1' });
    expect(search().toString()).toBe('page=2&cursor=after-1');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Showing page 1 of 3');
    expect(search().toString()).toBe('');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing page 3 of 3');
    expect(search().toString()).toBe('page=3&cursor=after-2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Showing page 2 of 3');
    expect(server.lastRequest()).toEqual({ sort: 'NEWEST', page: 2, limit: 6, cursor: 'before-3' });

    await user.click(screen.getByRole('button', { name: /^Linea/ }));
    expect(search().toString()).toBe('brandId=3');
  });

  it('a page past the end shows the last page and says so in the address', async () => {
    const { search } = await renderList('/product?page=9');
    expect(await screen.findByText('Showing page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(search().toString()).toBe('page=3'));
    expect(await cardNames()).toEqual(['Piece 13 | 4.5 (2) | Rp 1,300,000', 'Piece 14 | 3.0 (1) | Rp 1,400,000']);
  });

  it('shows a count the store stopped at as “more than”', async () => {
    const items = CATALOGUE.slice(0, 6).map(({ colorId: _colorId, ...product }) => product);
    const many: MockLink.MockedResponse<ProductListQuery, ProductListQueryVariables> = {
      request: { query: PRODUCT_LIST_QUERY, variables: () => true },
      result: {
        data: {
          products: {
            ...pageOf(items, 1, 50, 300),
            totalExact: false,
            facets: { ...facetsOf(CATALOGUE), exact: false },
          },
          categories: CATEGORIES,
          brands: BRANDS,
          colors: SWATCHES,
        },
      },
    };
    await renderApp('/product?search=chair', { mocks: [many] });

    expect(await screen.findByText('Showing page 1 of 50+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sofas/ })).toHaveTextContent('Sofas8+');
  });
});

interface Viewport {
  width: number;
  height: number;
}

/** Resizes the test window (happy-dom's own control), so media queries follow. */
function setViewport(viewport: Viewport) {
  (window as unknown as { happyDOM: { setViewport: (size: Viewport) => void } }).happyDOM.setViewport(viewport);
}

describe('filters on a phone', () => {
  const defaultViewport = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => setViewport(defaultViewport));

  /** Records which elements were scrolled into view. */
  function watchScrolls(): Element[] {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function record(this: Element) {
      scrolled.push(this);
    };
    return scrolled;
  }

  it('folds the panel away after a choice and brings the results into view', async () => {
    setViewport({ width: 390, height: 844 });
    const { user, search } = await renderList('/product');
    await screen.findByText('Showing page 1 of 3');
    const scrolled = watchScrolls();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(screen.queryByRole('button', { name: /Chairs/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Chairs/ }));

    expect(search().get('categoryId')).toBe('2');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show filters (1)');
    expect(screen.queryByRole('button', { name: /Chairs/ })).not.toBeInTheDocument();
    // The folded panel's button, with the results right below it, comes up under the header.
    expect(scrolled).toEqual([screen.getByRole('complementary', { name: 'Filters' })]);
  });

  it('leaves the sidebar and the scroll alone on a wide screen', async () => {
    setViewport({ width: 1280, height: 900 });
    const { user, search } = await renderList('/product');
    await screen.findByText('Showing page 1 of 3');
    const scrolled = watchScrolls();

    await user.click(screen.getByRole('button', { name: /Chairs/ }));

    expect(search().get('categoryId')).toBe('2');
    expect(screen.getByRole('button', { name: /Chairs/ })).toHaveAttribute('aria-pressed', 'true');
    expect(scrolled).toHaveLength(0);
  });
});
