import http, { type Agent, type IncomingHttpHeaders } from 'node:http';

/** The part of an answer the store API's transport reads: node-fetch's Response has it too. */
export interface ExchangeAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface ExchangeInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
  signal?: AbortSignal;
}

function headerGetter(headers: IncomingHttpHeaders): ExchangeAnswer['headers'] {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * One JSON exchange with the store API through Node's own HTTP client, on the process's keep-alive agent. It does
 * the few things node-fetch did for these calls at a fraction of its CPU (issue 32, point 4: node-fetch was the
 * largest library of a cold page's data path): it reads the whole answer, stops with `signal` (the socket is
 * destroyed, the error is the signal's reason) and refuses a redirect as `redirect: 'error'` did. It asks for no
 * compression, which the store API on a private network does not need.
 */
export function httpExchange(url: URL, init: ExchangeInit = {}): Promise<ExchangeAnswer> {
  const { signal } = init;
  return new Promise<ExchangeAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
    const request = http.request(url, { method: init.method ?? 'GET', headers, agent: init.agent });
    const onAbort = () => request.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.on('error', (error) => {
      settle();
      reject(error);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        settle();
        response.resume();
        reject(new Error(`the store API redirected (${status}) ${url.pathname}; redirects are refused`));
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => {
        settle();
        reject(error);
      });
      response.on('close', () => {
        if (response.complete) return;
        settle();
        reject(signal?.aborted ? signal.reason : new Error(`the store API's answer to ${url.pathname} was cut short`));
      });
      response.on('end', () => {
        settle();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, headers: headerGetter(response.headers), text: () => Promise.resolve(text) });
      });
    });
    request.end(init.body);
  });
}
