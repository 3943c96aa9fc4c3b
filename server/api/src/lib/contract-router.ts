import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  API_MESSAGES,
  ROLES,
  selects,
  storeApi,
  type FieldError,
  type Parsed,
  type RouteDefinition,
  type RouteGroup,
  type StoreApiContract,
} from '@spectrum/shared';
import type { AppDeps } from '../deps';
import { requireAuth, requireBff, requireRole, type AuthUser } from './auth';
import { badRequest } from './errors';
import { parseFields, send } from './http';
import { meteredImageUpload } from './uploads';

/** What a route's handler gets: its inputs parsed by the contract's schemas, and who is calling. */
export interface RouteInput<Route extends RouteDefinition> {
  params: Parsed<Route['params']>;
  query: Parsed<Route['query']>;
  body: Parsed<Route['body']>;
  headers: Parsed<Route['headers']>;
  /** The uploaded files of a route with `upload`, in form order (none otherwise). */
  files: Express.Multer.File[];
  user: Route['access'] extends 'public' | 'internal' ? AuthUser | undefined : AuthUser;
  req: Request;
  res: Response;
}

/** What the handler of a `stream` route answers once it has written (and ended) the stream itself. */
export interface StreamedAnswer {
  streamed: true;
}

/**
 * What a handler answers: the success envelope's data, and meta when the route declares one (a `stream` route
 * writes its own answer).
 */
export type RouteAnswer<Route extends RouteDefinition> = Route['stream'] extends true
  ? StreamedAnswer
  : EnvelopeAnswer<Route>;

type EnvelopeAnswer<Route extends RouteDefinition> = {
  data: z.input<Route['data']>;
  /** The sentence of the envelope's `msg` ('OK' when absent). */
  msg?: string;
  /** The route's own status unless given (e.g. 200 for a replayed create). */
  status?: number;
} & (Route['meta'] extends z.ZodType ? { meta: z.input<Route['meta']> } : { meta?: undefined });

export interface RouteImplementation<Route extends RouteDefinition> {
  /**
   * Middleware run after the access check and before any body is read (rate limits, ownership checks): an upload
   * is parsed only once these have passed.
   */
  before?: RequestHandler[];
  handle(input: RouteInput<Route>): Promise<RouteAnswer<Route>>;
}

/** A route's implementation: a handler, or a handler with middleware to run before it. */
export type Implementation<Route extends RouteDefinition> =
  RouteImplementation<Route> | RouteImplementation<Route>['handle'];

/** One implementation for every route of a contract group: a route left out is a type error. */
export type GroupImplementation<Group extends RouteGroup> = { [Name in keyof Group]: Implementation<Group[Name]> };

/** Each module's implementation of its group of the contract, by the contract's group names. */
export type StoreApiImplementation = {
  [Group in keyof StoreApiContract]: GroupImplementation<StoreApiContract[Group]>;
};

type AnyImplementation = RouteImplementation<RouteDefinition>;

/** Forms and links send `?maxPrice=` for "not set": an empty value counts as absent, not as bad input. */
function presentQueryValues(req: Request): Record<string, unknown> {
  return Object.fromEntries(Object.entries(req.query).filter(([, value]) => value !== ''));
}

function filesOf(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

/** Parses every input of the route, so that one 400 names every problem of the request. */
function parseInput(route: RouteDefinition, req: Request, res: Response): RouteInput<RouteDefinition> {
  const errors: FieldError[] = [];
  const slot = <Schema extends z.ZodType | undefined>(schema: Schema, value: unknown): Parsed<Schema> => {
    if (!schema) return undefined as Parsed<Schema>;
    const result = parseFields(schema, value);
    if (result.success) return result.data as Parsed<Schema>;
    errors.push(...result.errors);
    return undefined as Parsed<Schema>;
  };
  const files = filesOf(req);
  const input: RouteInput<RouteDefinition> = {
    params: slot(route.params, req.params),
    query: slot(route.query, presentQueryValues(req)),
    body: slot(route.body, req.body),
    headers: slot(route.headers, req.headers),
    files,
    user: res.locals.user as AuthUser,
    req,
    res,
  };
  if (route.upload?.required && files.length === 0) {
    errors.push({ field: route.upload.field, message: route.upload.required });
  }
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? API_MESSAGES.validationFailed, errors);
  return input;
}

/**
 * Checks an answer against the route's declared data and meta as it goes on the wire (after JSON), so that a
 * service answering something the contract does not say fails the tests instead of surprising a client.
 */
function assertAnswerMatches(route: RouteDefinition, answer: { data: unknown; meta?: unknown }): void {
  const wire = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const problems = [
    ['data', route.data, answer.data],
    ['meta', route.meta, answer.meta],
  ].flatMap(([slot, schema, value]) => {
    if (!schema) return [];
    const result = (schema as z.ZodType).safeParse(wire(value));
    return result.success
      ? []
      : result.error.issues.map((issue) => `${slot}.${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0) {
    throw new Error(`${route.method} ${route.path} answered outside its contract: ${problems.slice(0, 5).join('; ')}`);
  }
}

function accessCheck(route: RouteDefinition, deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler[] {
  if (route.access === 'public') return [];
  if (route.access === 'internal') return [requireBff(deps.config.bffSecret)];
  if (route.access === 'signed-in') return [requireAuth(deps.db, deps.config)];
  return [requireRole(deps.db, deps.config, route.access === 'customer' ? ROLES.customer : ROLES.seller)];
}

function normalise<Route extends RouteDefinition>(implementation: Implementation<Route>): RouteImplementation<Route> {
  return typeof implementation === 'function' ? { handle: implementation } : implementation;
}

/** A variant of a shared method and path runs only when the request selects it; else the next route does. */
function variantGuard(route: RouteDefinition): RequestHandler[] {
  const selector = route.selectedBy;
  if (!selector) return [];
  return [(req, _res, next) => next(selects(selector, req) ? undefined : 'route')];
}

/**
 * The store API's routes as one Express router, in the contract's order: for each route the access check, the
 * implementation's own middleware (ownership checks), the upload limits and parser, then the handler with its inputs
 * parsed by the contract.
 */
export function contractRouter(implementation: StoreApiImplementation, deps: Pick<AppDeps, 'db' | 'config'>): Router {
  const router = Router();
  const entries = (Object.keys(storeApi) as (keyof StoreApiContract)[]).flatMap((group) => {
    const routes: RouteGroup = storeApi[group];
    const implementations = implementation[group] as Record<string, Implementation<RouteDefinition>>;
    return Object.entries(routes).map(([name, route]) => ({
      route,
      implementation: normalise(implementations[name]!),
    }));
  });
  // A variant goes before the route it shares a method and path with, which answers what it does not select.
  entries.sort((a, b) => Number(!a.route.selectedBy) - Number(!b.route.selectedBy));
  for (const { route, implementation: handler } of entries) mount(router, route, handler, deps);
  return router;
}

function mount(
  router: Router,
  route: RouteDefinition,
  implementation: AnyImplementation,
  deps: Pick<AppDeps, 'db' | 'config'>,
): void {
  // Every route that takes images counts against the upload limits before a byte of a file is read.
  const upload = route.upload
    ? meteredImageUpload(deps, route.upload.field, route.upload.maxFiles, route.upload.tooManyFiles)
    : [];
  const checkAnswers = deps.config.checkResponses;
  const handle: RequestHandler = async (req, res) => {
    const answer: RouteAnswer<RouteDefinition> | StreamedAnswer = await implementation.handle(
      parseInput(route, req, res),
    );
    if ('streamed' in answer) return;
    if (checkAnswers) assertAnswerMatches(route, answer);
    send(res, answer.data, { status: answer.status ?? route.status ?? 200, msg: answer.msg, meta: answer.meta });
  };
  const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
  router[method](
    route.path,
    ...variantGuard(route),
    ...accessCheck(route, deps),
    ...(implementation.before ?? []),
    ...upload,
    handle,
  );
}
