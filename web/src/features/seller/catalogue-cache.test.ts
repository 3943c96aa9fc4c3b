import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../apollo/cache';
import { evictCatalogueLists, evictShopProduct } from './catalogue-cache';

// Built with parse() so codegen does not collect these test-only documents.
const PUBLIC_LIST = parse('query PublicList { products { items { id name } pageInfo { totalPage } } }');
const OWN_LIST = parse('query OwnList { sellerProducts { items { id name } pageInfo { totalPage } } }');
const CATEGORIES = parse('query Counts { categories { id name productCount } }');
const DETAIL = parse('query Detail($id: ID!) { product(id: $id) { id name } }');

function seededCache() {
  const cache = createCache();
  cache.writeQuery({
    query: PUBLIC_LIST,
    data: {
      products: {
        __typename: 'ProductPage',
        items: [{ __typename: 'Product', id: '1', name: 'Oak Stool' }],
        pageInfo: { __typename: 'PageInfo', totalPage: 1 },
      },
    },
  });
  cache.writeQuery({
    query: OWN_LIST,
    data: {
      sellerProducts: {
        __typename: 'SellerProductPage',
        items: [{ __typename: 'SellerProduct', id: '1', name: 'Oak Stool' }],
        pageInfo: { __typename: 'PageInfo', totalPage: 1 },
      },
    },
  });
  cache.writeQuery({
    query: CATEGORIES,
    data: {
      categories: [
        { __typename: 'Category', id: '1', name: 'Chairs', productCount: 4 },
        { __typename: 'Category', id: '2', name: 'Lamps', productCount: 2 },
      ],
    },
  });
  cache.writeQuery({
    query: DETAIL,
    variables: { id: '1' },
    data: { product: { __typename: 'Product', id: '1', name: 'Oak Stool' } },
  });
  return cache;
}

describe('catalogue cache after a seller change', () => {
  it('drops both product lists and the counts of the new product’s categories after an add', () => {
    const cache = seededCache();
    expect(cache.readQuery({ query: PUBLIC_LIST })).not.toBeNull();
    expect(cache.readQuery({ query: OWN_LIST })).not.toBeNull();
    evictCatalogueLists(cache, ['2']);

    expect(cache.readQuery({ query: PUBLIC_LIST })).toBeNull();
    expect(cache.readQuery({ query: OWN_LIST })).toBeNull();
    const counts = cache.extract();
    expect(counts['Category:1']).toMatchObject({ productCount: 4 });
    expect(counts['Category:2']).not.toHaveProperty('productCount');
  });

  it('drops the deleted product, the public list and the category counts after a delete', () => {
    const cache = seededCache();
    expect(cache.readQuery({ query: DETAIL, variables: { id: '1' } })).not.toBeNull();
    expect(cache.readQuery({ query: CATEGORIES })).not.toBeNull();
    evictShopProduct(cache, '1');

    expect(cache.readQuery({ query: DETAIL, variables: { id: '1' } })).toBeNull();
    expect(cache.readQuery({ query: PUBLIC_LIST })).toBeNull();
    expect(cache.readQuery({ query: CATEGORIES })).toBeNull();
  });
});
