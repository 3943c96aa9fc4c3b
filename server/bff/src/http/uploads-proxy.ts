import type { Agent } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import nodeFetch from 'node-fetch';
import type { Logger } from 'pino';
import type { FetchFunction } from '../datasources/store-api';

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
  timeoutMs: number;
  logger: Logger;
  fetch?: FetchFunction;
}

/** GET/HEAD /uploads/* answered by the store API, streamed through with its type and cache headers. */
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
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers,
        agent: options.agent,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      res.status(upstream.status);
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader('x-content-type-options', 'nosniff');
      if (req.method === 'HEAD' || !upstream.body) {
        res.end();
        return;
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      options.logger.warn({ err: error, path: target.pathname }, 'image could not be fetched from the store API');
      if (!res.headersSent) res.status(502).type('text/plain').send('The store is not answering, please try again');
      else res.destroy();
    }
  };
}
