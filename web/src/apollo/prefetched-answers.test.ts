import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PrefetchedAnswers, writePrefetchedAnswers } from './prefetched-answers';

// Built with parse() rather than a tagged template so codegen does not collect this test-only query.
const PRODUCT = parse('query ProductName($id: ID!) { product(id: $id) { __typename id name } }');
const sofa = { product: { __typename: 'Product', id: '1', name: 'Oslo Linen Sofa' } };

describe('prefetched answers', () => {
  it('lists the answers with data for the page state, by operation name and variables whatever their order', () => {
    const answers = new PrefetchedAnswers();
    answers.add(PRODUCT, { id: '3' }, sofa);
    answers.add(PRODUCT, { id: '2' });
    answers.add(PRODUCT, { id: '1' }, sofa);

    expect(answers.inCache(PRODUCT, { id: '2' })).toBe(true);
    expect(answers.inCache(PRODUCT, { id: '1' })).toBe(false);
    expect(answers.list()).toEqual([
      { operationName: 'ProductName', variables: { id: '1' }, data: sofa },
      { operationName: 'ProductName', variables: { id: '3' }, data: sofa },
    ]);
  });

  it("writes each answer to the page's query with the same name and variables, and no other", () => {
    const cache = new InMemoryCache();

    writePrefetchedAnswers(
      cache,
      [
        { query: PRODUCT, variables: { id: '1' } },
        { query: PRODUCT, variables: { id: '3' } },
      ],
      [
        { operationName: 'ProductName', variables: { id: '1' }, data: sofa },
        { operationName: 'ProductName', variables: { id: '2' }, data: sofa },
      ],
    );

    expect(cache.readQuery({ query: PRODUCT, variables: { id: '1' } })).toEqual(sofa);
    expect(cache.readQuery({ query: PRODUCT, variables: { id: '2' } })).toBeNull();
    expect(cache.readQuery({ query: PRODUCT, variables: { id: '3' } })).toBeNull();
  });
});
