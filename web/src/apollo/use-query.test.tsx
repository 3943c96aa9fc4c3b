import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { parse } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PrefetchedAnswers, PrefetchedAnswersContext } from './prefetched-answers';
import { useQuery } from './use-query';

// Built with parse() rather than a tagged template so codegen does not collect this test-only query.
const PRODUCT = parse('query ProductName($id: ID!) { product(id: $id) { __typename id name } }');

function ProductName({ id, skip = false }: { id: string; skip?: boolean }) {
  const { data, loading } = useQuery<{ product: { name: string } }>(PRODUCT, { variables: { id }, skip });
  if (loading) return <p>loading</p>;
  return <p>{data?.product.name ?? 'nothing'}</p>;
}

/** A client whose every request fails: a prefetched answer must not need one. */
const offline = () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('offline')))),
  });

function render(answers: PrefetchedAnswers | undefined, props: { id: string; skip?: boolean }): string {
  return renderToString(
    <ApolloProvider client={offline()}>
      <PrefetchedAnswersContext value={answers}>
        <ProductName {...props} />
      </PrefetchedAnswersContext>
    </ApolloProvider>,
  );
}

describe("the store's useQuery", () => {
  const answers = new PrefetchedAnswers();
  answers.add(PRODUCT, { id: '1' }, { product: { __typename: 'Product', id: '1', name: 'Oslo Linen Sofa' } });

  it('hands a prefetched query its data as it is, with nothing left to load', () => {
    expect(render(answers, { id: '1' })).toBe('<p>Oslo Linen Sofa</p>');
  });

  it("leaves any other query to Apollo's hook: other variables, a skipped query, a page given no answers", () => {
    expect(render(answers, { id: '2' })).toBe('<p>loading</p>');
    expect(render(answers, { id: '1', skip: true })).toBe('<p>nothing</p>');
    expect(render(undefined, { id: '1' })).toBe('<p>loading</p>');
  });

  it('hands over no data for a query answered into the cache', () => {
    const withoutData = new PrefetchedAnswers();
    withoutData.add(PRODUCT, { id: '1' });

    expect(withoutData.dataOf(PRODUCT, { id: '1' })).toBeUndefined();
    expect(render(withoutData, { id: '1' })).toBe('<p>loading</p>');
  });
});
