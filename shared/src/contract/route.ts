import type { z } from 'zod';
import type { ApiErrorCode } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone, any signed-in user (a session token in `x-access-token`), only a customer or
 * a seller (401 without a session, 403 with the other role), or only the BFF (`internal`: the `x-bff-secret`
 * header carries BFF_SECRET; 403 otherwise).
 */
export type RouteAccess = 'public' | 'signed-in' | 'customer' | 'seller' | 'internal';

export type RouteSelector = { query: string } | { body: readonly string[] };

/** Whether a request selects the route variant `selector` describes. */
export function selects(selector: RouteSelector, request: { query: unknown; body: unknown }): boolean {
  const has = (value: unknown, key: string) =>
    typeof value === 'object' &&
    value !== null &&
    key in value &&
    (value as Record<string, unknown>)[key] !== undefined;
  return 'query' in selector
    ? has(request.query, selector.query)
    : selector.body.some((field) => has(request.body, field));
}

/** A route that takes image files as multipart/form-data, the other body fields beside them. */
export interface RouteUpload {
  /** The form field the files come in. */
  field: string;
  maxFiles: number;
  /** The sentence when more files come than `maxFiles` (the API's general one when absent). */
  tooManyFiles?: string;
  /** When at least one file is required: the sentence when none comes. */
  required?: string;
}

/**
 * One store API route, declared once: the API's routing and validation, the BFF's typed client and the OpenAPI
 * document (`shared/openapi.json`, served at /api/openapi.json) all derive from it.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Under /api, Express syntax for parameters: `/products/details/:id`. */
  path: `/${string}`;
  /**
   * For a route that shares its method and path with another: what selects this one. `query`: the parameter is
   * present (GET /products with `ids` is the batch lookup, without it the catalogue page); `body`: one of the
   * fields is (POST /auth/reset with a `code` uses a code, without one asks for it).
   */
  selectedBy?: RouteSelector;
  /** One line for the reference: what the route does. */
  summary: string;
  /** More for the reference, when one line is not enough. */
  description?: string;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** JSON, or with `upload` the text fields of the multipart form. */
  body?: z.ZodType;
  upload?: RouteUpload;
  /** Request headers the route reads (names in lower case). */
  headers?: z.ZodObject;
  /** The success status; 200 unless the route creates something. */
  status?: 200 | 201;
  /** `data` of the success envelope; with `stream`, of each event. */
  data: z.ZodType;
  /** The answer is a stream of server-sent events (`text/event-stream`), not one JSON envelope. */
  stream?: true;
  /** `meta` of the success envelope (null when absent). */
  meta?: z.ZodType;
  /**
   * The refusals particular to this route. Every route may also answer INVALID_INPUT (with a query, body or
   * params), LOGIN_REQUIRED and FORBIDDEN (by its access), TOO_MANY_ATTEMPTS (when rate-limited), BUSY and
   * INTERNAL_ERROR.
   */
  errors: readonly ApiErrorCode[];
}

/** Declares a route, keeping its literal types (the method, path and schemas) for the code derived from it. */
export function defineRoute<const Route extends RouteDefinition>(route: Route): Route {
  return route;
}

/** A group of routes, by name: one per module of the API. */
export type RouteGroup = Record<string, RouteDefinition>;

/** What a schema slot of a route takes on the wire (`z.input`), or `undefined` when the route has none. */
export type WireInput<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
/** What a schema slot of a route holds once parsed (`z.output`), or `undefined` when the route has none. */
export type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The `data` of a route's success answer. */
export type RouteData<Route extends RouteDefinition> = z.output<Route['data']>;
/** The `meta` of a route's success answer (null when the route declares none). */
export type RouteMeta<Route extends RouteDefinition> = Route['meta'] extends z.ZodType ? z.output<Route['meta']> : null;

/** The path with its parameters filled in: `/products/details/:id` with `{ id: 7 }` gives `/products/details/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
