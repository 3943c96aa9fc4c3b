import crypto from 'node:crypto';
import type { Agent } from 'node:http';
import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { LIMITS, type CategoryData, type ProductBatchItem } from '@spectrum/shared';
import type { BffConfig } from './config';
import { ReferenceCache, type ReferenceLists } from './datasources/reference-cache';
import {
  createStoreApiClient,
  type FetchFunction,
  type SharedReads,
  type StoreApiClient,
} from './datasources/store-api';
import type { UpstreamGuard } from './datasources/upstream-guard';
import { clientGoneSignal } from './http/client-gone';
import type { InboxHub } from './live/inbox-hub';

export interface Loaders {
  /** Products by id in one `GET /products?ids=…` per tick; null for archived or unknown ids. */
  productById: DataLoader<number, ProductBatchItem | null>;
  /** `GET /categories` at most once per request (category counts for categories reached via a product). */
  categories: () => Promise<CategoryData[]>;
  /** A fixed reference list from the process-wide cache (REST only when it is empty or stale). */
  reference: <List extends keyof ReferenceLists>(list: List) => Promise<ReferenceLists[List]>;
}

export interface BffContext {
  /** The caller's session token (`x-access-token`), or null. */
  token: string | null;
  requestId: string;
  storeApi: StoreApiClient;
  loaders: Loaders;
  logger: Logger;
  /** Largest file the BFF reads from an upload. */
  maxUploadBytes: number;
  /**
   * Whether `storeApi` shares its GET answers with the rest of a server render (ContextRequest.sharedReads): a
   * read asked for early is then answered once, to whichever resolver asks for it.
   */
  sharesReads?: boolean;
  /** On a live socket (subscriptions): who is signed in on it, and where their news comes from. */
  live?: { userId: number; inbox: InboxHub };
}

/**
 * `referenceApi` loads the shared reference lists: one load serves every request waiting for it, so it must not
 * be cancelled when the client that happened to start it goes away (it is the same API without that signal).
 */
export function createLoaders(
  storeApi: StoreApiClient,
  referenceCache = new ReferenceCache(),
  referenceApi: StoreApiClient = storeApi,
): Loaders {
  const productById = new DataLoader<number, ProductBatchItem | null>(
    async (ids) => {
      const { data } = await storeApi.products.byIds({ query: { ids: [...ids] } });
      const byId = new Map(data.map((product) => [product.id, product]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: LIMITS.maxBatchIds },
  );
  let categories: Promise<CategoryData[]> | undefined;
  const loadReference: { [List in keyof ReferenceLists]: () => Promise<ReferenceLists[List]> } = {
    brands: async () => (await referenceApi.catalog.brands()).data,
    colors: async () => (await referenceApi.catalog.colors()).data,
    payments: async () => (await referenceApi.catalog.payments()).data,
    shipments: async () => (await referenceApi.catalog.shipments()).data,
  };
  return {
    productById,
    categories: () => (categories ??= storeApi.catalog.categories().then((answer) => answer.data)),
    reference: (list) => referenceCache.get(list, loadReference[list]),
  };
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** The incoming `x-request-id` when it is a sane one, a new one otherwise. */
export function requestIdOf(req: Request): string {
  const incoming = req.get('x-request-id');
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface ContextDeps {
  config: Pick<BffConfig, 'apiUrl' | 'upstreamTimeoutMs' | 'maxUploadBytes'>;
  agent: Agent;
  guard?: UpstreamGuard;
  logger: Logger;
  fetch?: FetchFunction;
}

/** Who a GraphQL operation runs for, and what cancels its store API calls. */
export interface ContextRequest {
  token: string | null;
  requestId: string;
  clientAddress: string | undefined;
  /** Aborts the store API calls (the client went away); reference lists load without it. */
  signal?: AbortSignal;
  /** Shares GET answers with the other operations of the same server render (in-process-graphql.ts). */
  sharedReads?: SharedReads;
}

/**
 * Builds each GraphQL operation's context: a fresh data source and fresh loaders, so no data leaks between
 * people. Only the public reference lists are shared between operations.
 */
export function operationContextFactory(deps: ContextDeps): (request: ContextRequest) => BffContext {
  const referenceCache = new ReferenceCache();
  return ({ token, requestId, clientAddress, signal, sharedReads }) => {
    const logger = deps.logger.child({ requestId });
    const options = {
      baseUrl: deps.config.apiUrl,
      token,
      requestId,
      clientAddress,
      timeoutMs: deps.config.upstreamTimeoutMs,
      agent: deps.agent,
      guard: deps.guard,
      fetch: deps.fetch,
      logger,
    };
    const storeApi = createStoreApiClient({ ...options, signal, sharedReads });
    return {
      token,
      requestId,
      storeApi,
      loaders: createLoaders(storeApi, referenceCache, createStoreApiClient(options)),
      logger,
      maxUploadBytes: deps.config.maxUploadBytes,
      sharesReads: sharedReads !== undefined,
    };
  };
}

/** The context of a GraphQL request over HTTP: its session token, request id and address, cancelled if it goes. */
export function contextFactory(deps: ContextDeps, build = operationContextFactory(deps)) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<BffContext> => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    return build({
      token: req.get('x-access-token')?.trim() || null,
      requestId,
      clientAddress: req.ip ?? req.socket.remoteAddress,
      signal: clientGoneSignal(res),
    });
  };
}
