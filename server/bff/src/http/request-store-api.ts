import crypto from 'node:crypto';
import type { Agent } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { createStoreApiClient, type FetchFunction, type StoreApiClient } from '../datasources/store-api';
import type { UpstreamGuard } from '../datasources/upstream-guard';
import { clientGoneSignal } from './client-gone';

/** What the plain HTTP routes (sitemaps, page statuses) need to ask the store API for a visitor. */
export interface RequestStoreApiOptions {
  apiUrl: string;
  agent: Agent;
  guard?: UpstreamGuard;
  timeoutMs: number;
  logger: Logger;
  fetch?: FetchFunction;
}

/**
 * The store API for one request, anonymous unless given the caller's session token: its request id and address
 * passed on, cancelled if the client goes.
 */
export function storeApiForRequest(
  options: RequestStoreApiOptions,
  req: Request,
  res: Response,
  token: string | null = null,
): StoreApiClient {
  const incoming = req.get('x-request-id');
  return createStoreApiClient({
    baseUrl: options.apiUrl,
    token,
    requestId: incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID(),
    clientAddress: req.ip,
    timeoutMs: options.timeoutMs,
    agent: options.agent,
    guard: options.guard,
    signal: clientGoneSignal(res),
    fetch: options.fetch,
    logger: options.logger,
  });
}
