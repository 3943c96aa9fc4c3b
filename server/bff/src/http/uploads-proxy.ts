import type { Agent } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import nodeFetch from 'node-fetch';
import type { Logger } from 'pino';
import { OverloadedError } from '@spectrum/shared/server/overload';
import { deadline } from '../deadline';
import type { FetchFunction } from '../datasources/store-api';
import { STORE_UNAVAILABLE_MESSAGE } from '../errors';
import { outcomeOfThrow, type UpstreamGuard, type UpstreamPass } from '../datasources/upstream-guard';
import { clientGoneSignal } from './client-gone';

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
];

export interface UploadsProxyOptions {
  /** Origin of the store API, e.g. http://localhost:4001 (images live at /uploads there). */
  apiOrigin: string;
  agent: Agent;
  guard?: UpstreamGuard;
  timeoutMs: number;
  logger: Logger;
  fetch?: FetchFunction;
}

/**
 * GET/HEAD /uploads/* answered by the store API, streamed through with its type and cache headers. Admitted by
 * the same guard as every store API call (503 with Retry-After when refused), and cancelled when the client
 * goes away.
 */
export function uploadsProxy(options: UploadsProxyOptions): RequestHandler {
  const fetch = options.fetch ?? nodeFetch;
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = new URL(req.originalUrl, options.apiOrigin);
    // The URL parser resolves `..` (also percent-encoded): only what stays under /uploads/ is forwarded.
    if (target.origin !== new URL(options.apiOrigin).origin || !target.pathname.startsWith('/uploads/')) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const clientSignal = clientGoneSignal(res);
    let pass: UpstreamPass | undefined;
    try {
      pass = await options.guard?.admit(clientSignal);
    } catch (error) {
      if (!(error instanceof OverloadedError)) return; // the client went away while waiting
      res.setHeader('retry-after', String(error.retryAfterSeconds));
      res.status(503).type('text/plain').send(STORE_UNAVAILABLE_MESSAGE);
      return;
    }
    const limit = deadline(
      options.timeoutMs,
      clientSignal,
      `the store API did not send the image in ${options.timeoutMs} ms`,
    );
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers,
        agent: options.agent,
        signal: limit.signal,
        redirect: 'error',
      });
      res.status(upstream.status);
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader('x-content-type-options', 'nosniff');
      if (req.method === 'HEAD' || !upstream.body) res.end();
      else await pipeline(upstream.body, res);
      pass?.settle(upstream.status >= 500 ? 'failed' : upstream.status >= 400 ? 'refused' : 'ok');
    } catch (error) {
      const outcome = outcomeOfThrow(clientSignal, limit.signal);
      pass?.settle(outcome);
      if (outcome === 'aborted') return;
      options.logger.warn({ err: error, path: target.pathname }, 'image could not be fetched from the store API');
      if (!res.headersSent) res.status(502).type('text/plain').send(STORE_UNAVAILABLE_MESSAGE);
      else res.destroy();
    } finally {
      limit.end();
    }
  };
}
