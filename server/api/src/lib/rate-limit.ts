import type { Request, RequestHandler, Response } from 'express';
import { addressKey } from '@spectrum/shared/server/address-key';
import { waitPhrase } from '@spectrum/shared/server/rate-rule';
import type { RateLimitName, RateRule } from '../config';
import type { Queryable } from '../db/client';
import { HttpError } from './errors';
import * as hitsRepo from './rate-limit.repo';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Roughly one hit in this many also deletes expired rows, so the table stays small without a job. */
const CLEANUP_ONE_IN = 200;

/**
 * Counts one hit of `key` against limit `name` in its current fixed window, in one atomic upsert (a new window
 * starts at the first hit after the old one ended). Counting before the guarded work is done, in one statement,
 * is what keeps a burst of concurrent requests, on any number of replicas, from getting past the limit.
 */
/**
 * What a counter is named in rate_limit_hits: a configurable limit, or `resetCodeGuesses`, the guesses at one
 * email's current reset code (LIMITS.otpMaxAttempts, restarted with each code asked for; see auth.service).
 */
export type CounterName = RateLimitName | 'resetCodeGuesses';

export async function countHit(db: Queryable, name: CounterName, key: string, rule: RateRule): Promise<Hit> {
  if (Math.random() < 1 / CLEANUP_ONE_IN) await hitsRepo.deleteExpiredHits(db).catch(() => undefined);
  const row = await hitsRepo.upsertHit(db, name, key, rule.windowSeconds);
  return { hits: row?.hits ?? 1, retryAfterSeconds: Math.max(1, Math.ceil(row?.seconds_left ?? rule.windowSeconds)) };
}

/** Forgets the hits of `key` (e.g. a successful sign-in clears its failures). */
export const clearHits = (db: Queryable, name: CounterName, key: string): Promise<void> =>
  hitsRepo.deleteHits(db, name, key);

/** A 429 with Retry-After and a sentence that says what was limited and how long to wait. */
export function rateLimited(what: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, `${what}, please try again in ${waitPhrase(retryAfterSeconds)}`, undefined, {
    retryAfterSeconds,
  });
}

/** Counts the hit and throws a 429 once it is over the limit. */
export async function enforce(
  db: Queryable,
  name: RateLimitName,
  key: string,
  rule: RateRule,
  what: string,
): Promise<void> {
  const hit = await countHit(db, name, key, rule);
  if (hit.hits > rule.max) throw rateLimited(what, hit.retryAfterSeconds);
}

/**
 * The key the client's address is counted and remembered under: the address Express resolved under `trust proxy`
 * (the peer when no trusted proxy told it), an IPv6 one reduced to its /64 (see addressKey).
 */
export function clientAddress(req: Request): string {
  return addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/**
 * Middleware: one hit per request, keyed by what `keyOf` returns (nothing: not counted, e.g. the account
 * of a request that is not signed in). Put it before the work it guards, e.g. before an upload is parsed.
 */
export function limitRequests(
  db: Queryable,
  name: RateLimitName,
  rule: RateRule,
  what: string,
  keyOf: (req: Request, res: Response) => string | undefined,
): RequestHandler {
  return async (req, res, next) => {
    const key = keyOf(req, res);
    if (key !== undefined) await enforce(db, name, key, rule, what);
    next();
  };
}

export const byAddress = (req: Request) => clientAddress(req);
export const byAccount = (_req: Request, res: Response) => (res.locals.user ? `user:${res.locals.user.id}` : undefined);
