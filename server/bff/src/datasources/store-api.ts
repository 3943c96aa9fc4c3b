import type { Agent } from 'node:http';
import nodeFetch, { FormData, File, type RequestInit, type Response } from 'node-fetch';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  API_ERROR_CODES,
  fillPath,
  storeApi as storeApiContract,
  type ApiErrorCode,
  type FieldError,
  type RouteData,
  type RouteDefinition,
  type RouteMeta,
  type RouteUpload,
  type StoreApiContract,
} from '@spectrum/shared';
import { OverloadedError } from '@spectrum/shared/server/overload';
import { STORE_BUSY_MESSAGE, StoreUnavailableError, UpstreamError } from '../errors';
import { httpExchange, type ExchangeAnswer, type ExchangeInit } from './http-exchange';
import { deadline } from '../deadline';
import { outcomeOfThrow, type UpstreamGuard } from './upstream-guard';

export type FetchFunction = (url: URL | string, init?: RequestInit) => Promise<Response>;

export interface StoreApiOptions {
  /** e.g. http://localhost:4001/api */
  baseUrl: string;
  /** The caller's session token, forwarded as `x-access-token`. */
  token: string | null;
  /** Forwarded as `x-request-id` so one id follows a request through both processes. */
  requestId: string;
  /**
   * The client's address, forwarded as `x-forwarded-for` so that the API's per-address limits count the
   * client and not the BFF (the API believes it only from its TRUSTED_PROXIES).
   */
  clientAddress?: string;
  timeoutMs: number;
  /** Keep-alive agent shared by every request of the process. */
  agent?: Agent;
  /** Admission (bulkhead and circuit breaker) shared by every request of the process. */
  guard?: UpstreamGuard;
  /** Aborts when the client that asked went away: its calls are cancelled, not left to run. */
  signal?: AbortSignal;
  fetch?: FetchFunction;
  logger?: Logger;
  /**
   * GET answers shared by every call made with this map: the operations of one server render (a page's product
   * and its reviews) ask for some of the same resources, and each would fetch them again.
   */
  sharedReads?: SharedReads;
}

/** One exchange's answer as read off the wire, before its envelope is opened. */
export interface RawAnswer {
  status: number;
  text: string;
  retryAfterSeconds: number | undefined;
}

/** GET answers by address, shared by the calls of one server render (StoreApiOptions.sharedReads). */
export type SharedReads = Map<string, Promise<RawAnswer>>;

/** What one successful call answered, the envelope unwrapped. */
export interface StoreAnswer<TData, TMeta = null> {
  data: TData;
  meta: TMeta;
  msg: string;
  /** The success status (201 for a route that created something, 200 when it found it there already). */
  status?: number;
}

/** A file as the BFF forwards it (already read, at most the upload cap). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** A path parameter as the BFF has it: the contract parses the text the address carries. */
type PathValue = string | number;

/**
 * What a call of `Route` sends, typed by the contract: its path parameters, its query (null or empty values are
 * left out), its body (JSON, or the text fields of a multipart form when files come) and its files.
 */
export type CallInput<Route extends RouteDefinition> = (Route['params'] extends z.ZodObject
  ? { params: { [Name in keyof z.input<Route['params']>]: PathValue } }
  : { params?: undefined }) &
  (Route['query'] extends z.ZodType
    ? { query?: { [Name in keyof z.input<Route['query']>]?: z.input<Route['query']>[Name] | null } }
    : { query?: undefined }) &
  (Route['body'] extends z.ZodType ? { body: z.input<Route['body']> } : { body?: undefined }) &
  (Route['upload'] extends RouteUpload ? { files?: readonly UploadedFile[] } : { files?: undefined }) & {
    headers?: Record<string, string>;
  };

/** What a successful call of `Route` answers, typed by the contract. */
export type RouteAnswer<Route extends RouteDefinition> = StoreAnswer<RouteData<Route>, RouteMeta<Route>>;

/** One route as a function; its input may be left out when nothing in it is required. */
export type RouteCall<Route extends RouteDefinition> =
  object extends CallInput<Route>
    ? (input?: CallInput<Route>) => Promise<RouteAnswer<Route>>
    : (input: CallInput<Route>) => Promise<RouteAnswer<Route>>;

/** The store API as the BFF calls it: the contract's groups and routes, each a typed function. */
export type StoreApiClient = {
  [Group in keyof StoreApiContract]: {
    // A stream route is no call that answers once: it is followed by live/store-events.ts.
    [
      Name in keyof StoreApiContract[Group] as StoreApiContract[Group][Name] extends { stream: true } ? never : Name
    ]: StoreApiContract[Group][Name] extends RouteDefinition ? RouteCall<StoreApiContract[Group][Name]> : never;
  };
};

interface Envelope {
  status?: unknown;
  msg?: unknown;
  data?: unknown;
  meta?: unknown;
  errors?: unknown;
  code?: unknown;
  details?: unknown;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

function errorCodeOf(value: unknown): ApiErrorCode | undefined {
  return typeof value === 'string' && KNOWN_CODES.has(value) ? (value as ApiErrorCode) : undefined;
}

function detailsOf(value: unknown): Record<string, number | string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number | string] =>
      ['number', 'string'].includes(typeof entry[1]),
    ),
  );
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldError).field === 'string' &&
        typeof (item as FieldError).message === 'string',
    )
  );
}

function isConnectionReset(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

function appendFile(form: FormData, field: string, file: UploadedFile) {
  form.append(field, new File([file.content], file.filename || 'upload', { type: file.mimetype }));
}

function appendText(form: FormData, fields: object) {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
}

function isPresent(value: QueryValue): value is NonNullable<QueryValue> {
  return value !== undefined && value !== null && value !== '';
}

/** What goes out in one exchange besides its address. */
interface OutgoingCall {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

interface CallOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * The transport to the store API: one instance per GraphQL request. Answers come back unwrapped; refusals (4xx)
 * as UpstreamError; anything else as StoreUnavailableError.
 */
export class StoreApi {
  constructor(private readonly options: StoreApiOptions) {}

  /**
   * JSON calls go through Node's HTTP client (http-exchange.ts); a multipart upload, rare, through node-fetch,
   * which writes the form. A `fetch` given in the options takes every call (tests count them with it).
   */
  private exchange(url: URL, init: Omit<ExchangeInit, 'body'> & { body?: string | FormData }): Promise<ExchangeAnswer> {
    const { body } = init;
    if (this.options.fetch || body instanceof FormData) {
      return (this.options.fetch ?? nodeFetch)(url, { ...init, redirect: 'error' });
    }
    return httpExchange(url, { ...init, body });
  }

  /** One route of the contract: its path filled in, its query and body sent as the contract says. */
  call<Route extends RouteDefinition>(route: Route, input: CallInput<Route> = {} as CallInput<Route>) {
    const {
      params,
      query,
      body,
      files,
      headers = {},
    } = input as {
      params?: Record<string, PathValue>;
      query?: Record<string, QueryValue>;
      body?: object;
      files?: readonly UploadedFile[];
      headers?: Record<string, string>;
    };
    const options: CallOptions = { query, headers };
    if (route.upload && files && files.length > 0) {
      const form = new FormData();
      if (body) appendText(form, body);
      for (const file of files) appendFile(form, route.upload.field, file);
      options.form = form;
    } else if (body !== undefined) {
      options.json = body;
    }
    return this.request<RouteData<Route>, RouteMeta<Route>>(route.method, fillPath(route.path, params), options);
  }

  // ─── Transport ─────────────────────────────────────────────────────────────

  private url(path: string, query: CallOptions['query']): URL {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (isPresent(value)) url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url;
  }

  /**
   * One HTTP exchange, admitted by the guard first. A GET that meets a reset connection (a kept-alive socket the
   * API closed just as it was reused) is sent once more; nothing else is retried, and never a write.
   */
  private async send(url: URL, init: OutgoingCall, retried = false): Promise<RawAnswer> {
    const clientSignal = this.options.signal;
    const pass = await this.options.guard?.admit(clientSignal);
    const limit = deadline(
      this.options.timeoutMs,
      clientSignal,
      `the store API did not answer in ${this.options.timeoutMs} ms`,
    );
    try {
      const response = await this.exchange(url, { ...init, agent: this.options.agent, signal: limit.signal });
      const text = await response.text();
      pass?.settle(response.status >= 500 ? 'failed' : response.status >= 400 ? 'refused' : 'ok');
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        status: response.status,
        text,
        retryAfterSeconds: Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      };
    } catch (error) {
      pass?.settle(outcomeOfThrow(clientSignal, limit.signal));
      if (!retried && !clientSignal?.aborted && init.method === 'GET' && isConnectionReset(error)) {
        return this.send(url, init, true);
      }
      throw error;
    } finally {
      limit.end();
    }
  }

  /** A GET already asked for with the same `sharedReads` is answered by that exchange, not sent again. */
  private sendOrShare(url: URL, init: OutgoingCall): Promise<RawAnswer> {
    const reads = this.options.sharedReads;
    if (!reads || init.method !== 'GET') return this.send(url, init);
    let answer = reads.get(url.href);
    if (!answer) {
      answer = this.send(url, init);
      reads.set(url.href, answer);
    }
    return answer;
  }

  private async request<TData, TMeta>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<StoreAnswer<TData, TMeta>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': this.options.requestId,
      ...options.headers,
    };
    if (this.options.token) headers['x-access-token'] = this.options.token;
    if (this.options.clientAddress) headers['x-forwarded-for'] = this.options.clientAddress;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }

    const url = this.url(path, options.query);
    let status: number;
    let text: string;
    let retryAfterSeconds: number | undefined;
    try {
      ({ status, text, retryAfterSeconds } = await this.sendOrShare(url, { method, headers, body }));
    } catch (error) {
      if (error instanceof OverloadedError) {
        // Refused here without calling: the API is known to be down (open circuit), or too many calls wait.
        const message = error.reason === 'circuit_open' ? undefined : STORE_BUSY_MESSAGE;
        throw new StoreUnavailableError(error.retryAfterSeconds, message);
      }
      if (this.options.signal?.aborted) {
        this.options.logger?.debug({ method, path }, 'client went away; store API call cancelled');
      } else {
        this.options.logger?.warn({ err: error, method, path }, 'store API did not answer');
      }
      throw new StoreUnavailableError();
    }

    let envelope: Envelope | undefined;
    try {
      envelope = text ? (JSON.parse(text) as Envelope) : undefined;
    } catch {
      envelope = undefined;
    }
    if (status >= 500 || !envelope || typeof envelope !== 'object') {
      this.options.logger?.warn({ method, path, status }, 'store API failed');
      throw status === 503 ? new StoreUnavailableError(1, STORE_BUSY_MESSAGE) : new StoreUnavailableError();
    }
    if (status >= 400) {
      const msg = typeof envelope.msg === 'string' ? envelope.msg : `Request refused (${status})`;
      throw new UpstreamError(
        status,
        msg,
        isFieldErrorList(envelope.errors) ? envelope.errors : [],
        errorCodeOf(envelope.code),
        detailsOf(envelope.details),
        retryAfterSeconds,
      );
    }
    return {
      data: (envelope.data ?? null) as TData,
      meta: (envelope.meta ?? null) as TMeta,
      msg: typeof envelope.msg === 'string' ? envelope.msg : '',
      status,
    };
  }
}

/** The contract's routes a client calls, by group (a stream is read by its own code): listed once per process. */
const clientRoutes = Object.entries(storeApiContract).map(
  ([group, routes]) =>
    [group, Object.entries(routes as Record<string, RouteDefinition>).filter(([, route]) => !route.stream)] as const,
);

/**
 * The store API client for one request: every route of the contract (shared/src/contract/store-api.ts) as
 * `client.<group>.<route>(input)`, typed by the route's schemas, sent through one transport. A group's functions
 * are made the first time the request uses it: a server render makes a client for every operation, and uses one or
 * two of the groups.
 */
export function createStoreApiClient(options: StoreApiOptions): StoreApiClient {
  const transport = new StoreApi(options);
  const client = {};
  for (const [group, routes] of clientRoutes) {
    Object.defineProperty(client, group, {
      enumerable: true,
      configurable: true,
      get() {
        const calls = Object.fromEntries(
          routes.map(([name, route]) => [name, (input?: CallInput<RouteDefinition>) => transport.call(route, input)]),
        );
        Object.defineProperty(client, group, { value: calls, enumerable: true });
        return calls;
      },
    });
  }
  return client as StoreApiClient;
}
