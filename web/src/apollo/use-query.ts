/**
 * The store's `useQuery`: Apollo's, except in a server render, where a query the BFF prefetched gets its answer's
 * data as it is (apollo/prefetched-answers.ts, given by entry-server.tsx). Apollo's hook, during a server render,
 * makes an ObservableQuery for every call, subscribes to it and reads the whole query out of the normalised cache:
 * about a tenth of a cold detail page's render (issue 32, point 4). Any other query (not prefetched, skipped, not to
 * be rendered on the server), and every query in the browser, where no answers are given, goes through Apollo's
 * hook. Lint keeps the store's code on this one.
 */
import { NetworkStatus, type DocumentNode, type OperationVariables } from '@apollo/client';
import { skipToken, useApolloClient, useQuery as apolloUseQuery } from '@apollo/client/react';
import { use } from 'react';
import { PrefetchedAnswersContext } from './prefetched-answers';

function notDuringServerRender(): never {
  throw new Error('This method cannot be called during SSR.');
}

type QueryOptions = Parameters<typeof apolloUseQuery>[1];

function answerable(options: QueryOptions): options is Exclude<QueryOptions, typeof skipToken> {
  if (options === skipToken) return false;
  return !options?.skip && options?.ssr !== false && !['standby', 'no-cache'].includes(options?.fetchPolicy ?? '');
}

function useQueryWithAnswers(query: DocumentNode, options?: QueryOptions): unknown {
  const client = useApolloClient();
  const answers = use(PrefetchedAnswersContext);
  const handedOver = answers !== undefined && answerable(options);
  const variables: OperationVariables | undefined = handedOver ? options?.variables : undefined;
  const data = handedOver ? answers.dataOf(query, variables) : undefined;
  // A server render renders each component once, and the browser is given no answers, so whether a query is
  // answered here is the same at every call of a component's life.
  if (data === undefined) return apolloUseQuery(query, options);
  const result = {
    data,
    dataState: 'complete',
    loading: false,
    networkStatus: NetworkStatus.ready,
    partial: false,
    error: undefined,
    client,
    refetch: notDuringServerRender,
    fetchMore: notDuringServerRender,
    subscribeToMore: notDuringServerRender,
    updateQuery: notDuringServerRender,
    startPolling: notDuringServerRender,
    stopPolling: notDuringServerRender,
    variables,
    previousData: undefined,
  };
  // As Apollo's server render has it for a query it did not watch.
  return Object.defineProperty(result, 'observable', { get: notDuringServerRender });
}

/** Apollo's hook has overloads by options; this one takes and returns the same. */
export const useQuery = useQueryWithAnswers as unknown as typeof apolloUseQuery;
