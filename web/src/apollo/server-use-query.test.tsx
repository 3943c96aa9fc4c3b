import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import path from 'node:path';
import { parse } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { prefetchedQueries } from '../../build/prefetched-queries';
import { PrefetchedAnswers, PrefetchedAnswersContext } from './prefetched-answers';
import { useQuery } from './server-use-query';

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

function render(answers: PrefetchedAnswers, props: { id: string; skip?: boolean }): string {
  return renderToString(
    <ApolloProvider client={offline()}>
      <PrefetchedAnswersContext value={answers}>
        <ProductName {...props} />
      </PrefetchedAnswersContext>
    </ApolloProvider>,
  );
}

describe("the server render's useQuery", () => {
  const answers = new PrefetchedAnswers();
  answers.add(PRODUCT, { id: '1' }, { product: { __typename: 'Product', id: '1', name: 'Oslo Linen Sofa' } });

  it('hands a prefetched query its data as it is, with nothing left to load', () => {
    expect(render(answers, { id: '1' })).toBe('<p>Oslo Linen Sofa</p>');
  });

  it("leaves any other query to Apollo's hook: other variables, a skipped query", () => {
    expect(render(answers, { id: '2' })).toBe('<p>loading</p>');
    expect(render(answers, { id: '1', skip: true })).toBe('<p>nothing</p>');
  });

  it('knows a query answered without data as answered, and hands over no data for it', () => {
    const withoutData = new PrefetchedAnswers();
    withoutData.add(PRODUCT, { id: '1' });

    expect(withoutData.has(PRODUCT, { id: '1' })).toBe(true);
    expect(withoutData.dataOf(PRODUCT, { id: '1' })).toBeUndefined();
    expect(render(withoutData, { id: '1' })).toBe('<p>loading</p>');
  });
});

describe('prefetchedQueries (the server build gives the store this module for Apollo’s)', () => {
  const plugin = prefetchedQueries();
  const resolve = (source: string, importer: string) =>
    (plugin.resolveId as (source: string, importer: string) => string | null)(source, importer);
  const own = path.join(import.meta.dirname, 'server-use-query.ts');
  const page = path.join(import.meta.dirname, '../routes/product-detail.tsx');

  it("redirects the store's imports only", () => {
    expect(resolve('@apollo/client/react', page)).toBe(own);
    expect(resolve('@apollo/client/react', own)).toBeNull();
    expect(resolve('@apollo/client/react', '/node_modules/@apollo/client/react/ssr/useSSRQuery.js')).toBeNull();
    expect(resolve('@apollo/client', page)).toBeNull();
  });
});
