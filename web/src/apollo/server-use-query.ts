/**
 * `@apollo/client/react` as the server render's build gives it to the store's code (build/prefetched-queries.ts):
 * Apollo's own, except `useQuery`, which hands a prefetched query's data to the page as it is. Apollo's hook,
 * during a server render, makes an ObservableQuery for every call, subscribes to it and reads the whole query out of
 * the normalised cache: about a tenth of a cold detail page's render (issue 32, point 4). Any other query (not
 * prefetched, skipped, not to be rendered on the server) goes through Apollo's hook as before. The browser's build
 * uses Apollo's hook.
 */
import { NetworkStatus, type DocumentNode, type OperationVariables } from '@apollo/client';
import { skipToken, useApolloClient, useQuery as apolloUseQuery } from '@apollo/client/react';
import { use } from 'react';
import { PrefetchedAnswersContext } from './prefetched-answers';

export * from '@apollo/client/react';

function notDuringServerRender(): never {
  throw new Error('This method cannot be called during SSR.');
}

type QueryOptions = Parameters<typeof apolloUseQuery>[1];

function answerable(options: QueryOptions): options is Exclude<QueryOptions, typeof skipToken> {
  if (options === skipToken) return false;
  return !options?.skip && options?.ssr !== false && !['standby', 'no-cache'].includes(options?.fetchPolicy ?? '');
}

function useQueryOnServer(query: DocumentNode, options?: QueryOptions): unknown {
  const client = useApolloClient();
  const answers = use(PrefetchedAnswersContext);
  const variables: OperationVariables | undefined = answerable(options) ? options?.variables : undefined;
  const data = answers && answerable(options) ? answers.dataOf(query, variables) : undefined;
  // A server render renders each component once, so whether its query was prefetched is the same at every call.
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
export const useQuery = useQueryOnServer as unknown as typeof apolloUseQuery;
