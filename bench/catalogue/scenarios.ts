/**
 * The catalogue benchmark's scenarios: every catalogue read a shopper or a seller makes, once against the
 * store API and once through GraphQL as the web asks for it.
 */
import type { CategoryData, PageMeta, ProductListItem } from '@spectrum/shared';
import type { GrownCatalogue } from './grow';

export interface Scenario {
  name: string;
  layer: 'API' | 'GraphQL';
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface ScenarioContext {
  apiUrl: string;
  graphqlUrl: string;
  grown: GrownCatalogue;
}

/**
 * The product list page's query: the web's ProductList document, with the paging and facet fields the web
 * shows once it uses them (cursor links, "of Y+" and the sidebar's counts).
 */
const PRODUCT_LIST_QUERY = `query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {
  products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {
    items { id name price image rating { average count } }
    pageInfo { page totalPage totalData hasPrev hasNext } sort totalExact nextCursor prevCursor
    facets { totalData exact categories { id name count } brands { id name count } colors { id name hex count } }
  }
  categories { id name productCount }
  brands { id name }
  colors { id name hex }
}`;

const PRODUCT_DETAIL_QUERY = `query ProductDetail($id: ID!) {
  product(id: $id) {
    id name price stock inStock image images thumbnails description condition
    brand { id name } color { id name } categories { id name }
    seller { id storeName displayName rating { average count } }
    rating { average count }
  }
  relatedProducts(productId: $id) { id name price image rating { average count } }
}`;

/** The Review tab: a page of a product's reviews (the web's ProductReviews document). */
const PRODUCT_REVIEWS_QUERY = `query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {
  product(id: $id) {
    id rating { average count } seller { id }
    reviews(sort: $sort, page: $page) {
      pageInfo { page totalPage totalData }
      items {
        id rating title body reviewerName verifiedPurchase helpfulCount createdAt
        product { id name image } photos { id image thumbnail } reply { body updatedAt }
      }
    }
  }
}`;

const SELLER_PRODUCTS_QUERY = `query SellerProducts($filter: SellerProductFilter, $page: Int, $limit: Int) {
  sellerProducts(filter: $filter, page: $page, limit: $limit) {
    items { id name price stock image archived } pageInfo { page totalPage totalData hasPrev hasNext }
  }
}`;

const MY_ORDERS_QUERY = `query MyOrders($page: Int, $limit: Int) {
  myOrders(page: $page, limit: $limit) {
    items { id total createdAt lines { id productName quantity lineTotal status } } pageInfo { page totalPage totalData }
  }
}`;

const SELLER_ORDERS_QUERY = `query SellerOrders($status: OrderStatus, $page: Int, $limit: Int) {
  sellerOrders(status: $status, page: $page, limit: $limit) {
    items { id productName quantity lineTotal status receiverName } pageInfo { page totalPage totalData }
  }
}`;

interface ListCase {
  name: string;
  /** Store API query string. */
  query: Record<string, string | number>;
  /** The same as GraphQL variables. */
  variables: Record<string, unknown>;
}

async function getJson<T>(url: string, token?: string): Promise<{ data: T; meta: PageMeta }> {
  const response = await fetch(url, { headers: token ? { 'x-access-token': token } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as { data: T; meta: PageMeta };
}

const SORT_ENUM: Record<string, string> = {
  newest: 'NEWEST',
  oldest: 'OLDEST',
  priciest: 'PRICIEST',
  cheapest: 'CHEAPEST',
  rating: 'TOP_RATED',
};

export async function buildScenarios({ apiUrl, graphqlUrl, grown }: ScenarioContext): Promise<Scenario[]> {
  const categories = (await getJson<CategoryData[]>(`${apiUrl}/categories`)).data;
  const chairs = categories.find((category) => category.category_name === 'Chairs') ?? categories[0]!;
  const firstPage = await getJson<ProductListItem[]>(`${apiUrl}/products?sort=cheapest&page=1`);
  const lastPage = firstPage.meta.totalPage;
  const middlePage = Math.ceil(lastPage / 2);
  const middle = await getJson<ProductListItem[]>(`${apiUrl}/products?sort=cheapest&page=${middlePage}`);
  const detailId = middle.data[0]?.id ?? firstPage.data[0]!.id;
  const middleNext = (middle.meta as PageMeta & { nextCursor?: string | null }).nextCursor;
  const price = { minPrice: 1_000_000, maxPrice: 5_000_000 };
  const { words } = grown;

  const sortCase = (sort: string, page = 1, label = `page 1, ${sort}`): ListCase => ({
    name: label,
    query: { sort, page },
    variables: { sort: SORT_ENUM[sort], page },
  });
  const filterCase = (name: string, filter: Record<string, string | number>): ListCase => ({
    name,
    query: { ...filter, page: 1 },
    variables: {
      page: 1,
      filter: Object.fromEntries(
        Object.entries(filter).map(([key, value]) => [key, key.endsWith('Id') ? String(value) : value]),
      ),
    },
  });
  const listCases: ListCase[] = [
    sortCase('newest'),
    sortCase('oldest'),
    sortCase('priciest'),
    sortCase('cheapest'),
    sortCase('cheapest', middlePage, `middle page (${middlePage}), cheapest`),
    sortCase('newest', lastPage, `last page (${lastPage}), newest`),
    filterCase('category', { categoryId: chairs.id }),
    filterCase('brand', { brandId: 2 }),
    filterCase('colour', { colorId: 3 }),
    filterCase('price range', price),
    filterCase('all filters', { categoryId: chairs.id, brandId: 2, colorId: 3, ...price }),
    // Ratings (issue 30): the "top rated" order, "4 stars & up" alone and with other filters.
    sortCase('rating', 1, 'page 1, top rated'),
    sortCase('rating', middlePage, `middle page (${middlePage}), top rated`),
    filterCase('4 stars & up', { minRating: 4 }),
    filterCase('4 stars & up + category', { minRating: 4, categoryId: chairs.id }),
    {
      name: '4 stars & up + category, top rated',
      query: { minRating: 4, categoryId: chairs.id, sort: 'rating', page: 1 },
      variables: { filter: { minRating: 4, categoryId: String(chairs.id) }, sort: 'TOP_RATED', page: 1 },
    },
    filterCase(`4 stars & up + search "${words.common}"`, { minRating: 4, search: words.common }),
    filterCase(`search common "${words.common}"`, { search: words.common }),
    filterCase(`search rare "${words.rare}"`, { search: words.rare }),
    filterCase(`search two words "${words.twoWords}"`, { search: words.twoWords }),
    filterCase(`search typo "${words.typo}"`, { search: words.typo }),
    // Shapes beyond the first benchmark (issue 34): more words, numbers and short words, every kind of typo,
    // a search with each filter and each sort.
    ...[
      'lombok rattan sofa',
      'walnut dining table solid',
      'sofa 3 seater',
      'rug 200',
      'meja 120 cm',
      'tv stand',
      'a sofa',
    ].map((text) => filterCase(`search "${text}"`, { search: text })),
    ...[
      ['swap', 'chiar'],
      ['missing letter', 'walnt'],
      ['wrong letter', 'chsir'],
      ['extra letter', 'sofaa'],
      ['two typos, 9+ letters', 'bookshlfe'],
      ['typo + word', 'walnut chiar'],
    ].map(([kind, text]) => filterCase(`search ${kind} "${text}"`, { search: text! })),
    filterCase(`search "${words.common}" + category`, { search: words.common, categoryId: chairs.id }),
    filterCase(`search "${words.common}" + brand`, { search: words.common, brandId: 2 }),
    filterCase(`search "${words.common}" + colour`, { search: words.common, colorId: 3 }),
    filterCase(`search "${words.common}" + price`, { search: words.common, ...price }),
    ...['newest', 'oldest', 'priciest', 'cheapest'].map((sort) => ({
      name: `search "${words.twoWords}", ${sort}`,
      query: { search: words.twoWords, sort, page: 1 },
      variables: { filter: { search: words.twoWords }, sort: SORT_ENUM[sort], page: 1 },
    })),
    {
      name: `search "${words.common}" + category, cheapest`,
      query: { search: words.common, categoryId: chairs.id, sort: 'cheapest', page: 1 },
      variables: { filter: { search: words.common, categoryId: String(chairs.id) }, sort: 'CHEAPEST', page: 1 },
    },
  ];
  if (middleNext) {
    listCases.push({
      name: `next page of the middle (${middlePage + 1}), by cursor`,
      query: { sort: 'cheapest', page: middlePage + 1, cursor: middleNext },
      variables: { sort: 'CHEAPEST', page: middlePage + 1, cursor: middleNext },
    });
  }

  const rest = (name: string, pathAndQuery: string, token?: string): Scenario => ({
    name: `API  ${name}`,
    layer: 'API',
    url: `${apiUrl}${pathAndQuery}`,
    headers: token ? { 'x-access-token': token } : undefined,
  });
  const graphql = (name: string, query: string, variables: Record<string, unknown>, token?: string): Scenario => ({
    name: `GQL  ${name}`,
    layer: 'GraphQL',
    url: graphqlUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const queryString = (query: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

  // The primary-key detail first: every scenario's p97.5 is compared with its p97.5.
  const scenarios: Scenario[] = [rest('detail', `/products/details/${detailId}`)];
  for (const listCase of listCases) {
    scenarios.push(rest(listCase.name, `/products?${queryString(listCase.query)}`));
  }
  if (middleNext) {
    for (const [name, query] of [
      ['facets, no filter', ''],
      [
        'facets, all filters',
        `categoryId=${chairs.id}&brandId=2&colorId=3&minPrice=${price.minPrice}&maxPrice=${price.maxPrice}`,
      ],
      [`facets, search "${words.common}"`, `search=${words.common}`],
      [`facets, search "${words.twoWords}" + brand`, `search=${encodeURIComponent(words.twoWords)}&brandId=2`],
    ] as const) {
      scenarios.push(rest(name, `/products/facets?${query}`));
    }
  }
  // The header's suggestions as a shopper types "chair": after 2, 3 and 5 characters.
  for (const typed of ['ch', 'cha', 'chair', 'chiar']) {
    scenarios.push(rest(`suggestions "${typed}"`, `/products/suggestions?text=${typed}`));
  }
  scenarios.push(
    rest('related', `/products/related/${detailId}`),
    rest(`seller's products (${grown.bigSellerProducts})`, '/products/seller?page=1', grown.bigSellerToken),
    rest("customer's order history (5000)", '/transactions/history?page=1', grown.bigCustomerToken),
    rest("seller's order lines (100000)", '/transactions/seller?page=1', grown.bigSellerToken),
  );
  // A product's review page (the popular product's 1,500 reviews: first, middle and last pages, both orders),
  // the store-wide newest reviews and a store's rating.
  const popular = grown.popularProductId;
  const reviewPages = [
    ['newest', 1],
    ['helpful', 1],
    ['newest', 75],
    ['helpful', 150],
  ] as const;
  for (const [sort, page] of reviewPages) {
    scenarios.push(
      rest(`product reviews (1500), ${sort}, page ${page}`, `/products/${popular}/reviews?sort=${sort}&page=${page}`),
    );
  }
  scenarios.push(
    rest(`product reviews, a typical product`, `/products/${detailId}/reviews`),
    rest(`newest reviews in the store (${grown.reviews})`, '/reviews?page=1'),
    rest(`store rating`, `/reviews/sellers/${grown.bigSellerId}`),
  );
  for (const listCase of listCases) {
    scenarios.push(graphql(listCase.name, PRODUCT_LIST_QUERY, { limit: 6, ...listCase.variables }));
  }
  scenarios.push(
    graphql('detail + related', PRODUCT_DETAIL_QUERY, { id: String(detailId) }),
    graphql(`seller's products (${grown.bigSellerProducts})`, SELLER_PRODUCTS_QUERY, { page: 1 }, grown.bigSellerToken),
    graphql("customer's order history (5000)", MY_ORDERS_QUERY, { page: 1 }, grown.bigCustomerToken),
    graphql("seller's order lines (100000)", SELLER_ORDERS_QUERY, { page: 1 }, grown.bigSellerToken),
  );
  for (const [sort, page] of reviewPages) {
    scenarios.push(
      graphql(`product reviews (1500), ${sort}, page ${page}`, PRODUCT_REVIEWS_QUERY, {
        id: String(popular),
        sort: sort.toUpperCase(),
        page,
      }),
    );
  }
  return scenarios;
}

/** A scenario that fails would measure an error page: each is tried once before measuring. */
export async function checkAnswers(scenario: Scenario): Promise<void> {
  const response = await fetch(scenario.url, {
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
  });
  const text = await response.text();
  if (!response.ok || (scenario.layer === 'GraphQL' && text.includes('"errors"'))) {
    throw new Error(`${scenario.name} answers ${response.status}: ${text.slice(0, 500)}`);
  }
}
