import { ApolloClient, ApolloLink, CombinedGraphQLErrors, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { LocalState } from '@apollo/client/local-state';
import { MESSAGES } from '@spectrum/shared/messages';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { setLiveConnected } from '../lib/live-connection';
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
   * The whole link instead of HTTP: a server render's way into the BFF's own GraphQL server
   * (apollo/in-process-link.ts). It has no session to send or end.
   */
  link?: ApolloLink;
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

  const httpChain = ApolloLink.from([
    endHydrationWindowOnWrite,
    sessionExpiry,
    sessionHeaders,
    ApolloLink.split(({ query }) => persistedHash(query) !== undefined, persistedDocuments.concat(http), http),
  ]);
  return new ApolloClient({
    link: options.link ?? (options.ssrMode || typeof window === 'undefined' ? httpChain : withLiveSocket(httpChain)),
    cache: createCache(options.localTypePolicies, { serverRender: options.ssrMode }),
    localState: new LocalState({ resolvers: options.localResolvers ?? {} }),
    ssrMode: options.ssrMode,
    ssrForceFetchDelay: options.ssrForceFetchDelay,
  });
}

/*
 * For its first seconds the browser's client answers queries from the data the server rendered
 * (`ssrForceFetchDelay`), so hydration asks for nothing again. A write makes that data old: the refetches that
 * follow a mutation in that window were answered from the cache, and a review posted within 2 s of the page
 * loading did not show. The first mutation ends the window.
 */
const endHydrationWindowOnWrite = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION && operation.client.prioritizeCacheValues) {
    operation.client.prioritizeCacheValues = false;
  }
  return forward(operation);
});

/** The hash codegen gave a document (`persisted-documents.json`); absent for the browser-only (`@client`) ones. */
export function persistedHash(document: DocumentNode): string | undefined {
  const meta = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

/**
 * Operations go by their persisted hash instead of their text, and queries as GET, so a CDN or proxy can keep
 * the public ones (the BFF says which in Cache-Control). The BFF knows every hash of this build; should it not
 * (a replica of another build), the link sends the text once.
 */
const persistedDocuments = new PersistedQueryLink({
  generateHash: (document) => persistedHash(document) ?? '',
  useGETForHashedQueries: true,
});

/**
 * Subscriptions go over a WebSocket at /graphql (graphql-ws), opened when the first one starts, with the session
 * token in its init payload; queries and mutations stay on HTTP. Whether it is connected is told to the pages
 * (they poll while it is not).
 */
function withLiveSocket(httpChain: ApolloLink): ApolloLink {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = createClient({
    url: url.href,
    connectionParams: () => ({ token: getSession().token ?? undefined }),
    retryAttempts: Infinity,
    shouldRetry: () => true,
    on: {
      connected: () => setLiveConnected(true),
      closed: () => setLiveConnected(false),
    },
  });
  return ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    new GraphQLWsLink(socket),
    httpChain,
  );
}
