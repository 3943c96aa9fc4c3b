import { ApolloClient, ApolloLink, CombinedGraphQLErrors, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { LocalState } from '@apollo/client/local-state';
import { MESSAGES } from '@spectrum/shared/messages';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { endSession, getSession } from '../lib/session';
import { createCache } from './cache';
import { uploadProgressFetch } from './upload-progress-fetch';
import { toastFailure } from '../lib/toasts';

export const GRAPHQL_PATH = '/graphql';
export const SESSION_EXPIRED_TOAST_ID = 'session-expired';
/** Operation context flag for calls that end the session themselves (logout). */
export const SKIP_SESSION_EXPIRY = 'skipSessionExpiry';

export interface ApolloClientOptions {
  uri?: string;
  fetch?: typeof fetch;
  /** Called after an UNAUTHENTICATED answer ended the session; the app sends the person to /login. */
  onSessionExpired?: () => void;
  /**
   * The `@client` part of the schema: field policies for its fields, resolvers for its mutations; the app passes
   * the features' (app/local-state.ts).
   */
  localTypePolicies?: TypePolicies;
  localResolvers?: LocalState.Resolvers;
  /** A server render's client: every query answered once, no polling or refetching. */
  ssrMode?: boolean;
  /**
   * In a browser that hydrates a server-rendered page: for this many milliseconds queries that would go to the
   * network read the state the server handed over instead.
   */
  ssrForceFetchDelay?: number;
}

export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')
  );
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const sessionHeaders = new SetContextLink((previous) => {
    const { token } = getSession();
    return { headers: { ...previous.headers, ...(token ? { 'x-access-token': token } : {}) } };
  });

  // The server may end a session the browser still holds (expiry, logout elsewhere, password reset).
  const sessionExpiry = new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(error) || operation.getContext()[SKIP_SESSION_EXPIRY]) return;
    endSession();
    toastFailure(MESSAGES.loginFirst, { id: SESSION_EXPIRED_TOAST_ID });
    options.onSessionExpired?.();
  });

  const http = new UploadHttpLink({
    uri: options.uri ?? GRAPHQL_PATH,
    // Apollo Server's CSRF prevention refuses multipart uploads without this header.
    headers: { 'Apollo-Require-Preflight': 'true' },
    fetch: options.fetch ?? uploadProgressFetch,
  });

  return new ApolloClient({
    link: ApolloLink.from([sessionExpiry, sessionHeaders, http]),
    cache: createCache(options.localTypePolicies),
    localState: new LocalState({ resolvers: options.localResolvers ?? {} }),
    ssrMode: options.ssrMode,
    ssrForceFetchDelay: options.ssrForceFetchDelay,
  });
}
