import type http from 'node:http';
import net from 'node:net';

export interface StopLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface HttpDrain {
  /** True once `drain` was called: answers then carry `Connection: close`. */
  readonly draining: boolean;
  /** Requests being answered right now. */
  readonly requestsInFlight: number;
  /**
   * Stops accepting connections and lets the open ones finish: every answer from now on carries
   * `Connection: close`, kept-open connections stay open until their client is answered or their keep-alive
   * runs out, and whatever is still open after `graceMs` is cut. Resolves once no connection is left.
   */
  drain(graceMs: number, logger: StopLogger): Promise<void>;
  /** Cuts every connection now (a second stop signal, or the grace period is over). */
  cut(): void;
}

/**
 * Watches an HTTP server's requests so that it can be stopped without dropping any. Call before the server
 * answers its first request.
 *
 * Node's own `server.close()` also closes idle kept-alive connections at once; a client that has just sent its
 * next request on one of them then sees the connection reset. Here idle connections are left to Node's
 * keep-alive timeout (clients stop reusing them a second before it), and a request arriving on one during the
 * stop is answered, with `Connection: close`.
 */
export function trackHttpServer(server: http.Server): HttpDrain {
  const open = new Set<http.ServerResponse>();
  let draining = false;

  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    open.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => open.delete(res));
  });

  const cut = () => server.closeAllConnections();

  return {
    get draining() {
      return draining;
    },
    get requestsInFlight() {
      return open.size;
    },
    cut,
    async drain(graceMs, logger) {
      if (draining) return;
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) resolve();
        // net.Server's close, not http.Server's: stop accepting, but leave idle kept-open connections be.
        else net.Server.prototype.close.call(server, () => resolve());
      });
      logger.info(`no longer accepting connections; ${open.size} request(s) in flight`);
      const grace = setTimeout(() => {
        logger.warn(`${open.size} request(s) still running after the ${graceMs} ms grace period; cutting them`);
        cut();
      }, graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(grace);
      }
      logger.info('every connection is closed');
    },
  };
}
