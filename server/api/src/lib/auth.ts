import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { BFF_SECRET_HEADER, type RoleId } from '@spectrum/shared';
import type { ApiConfig } from '../config';
import type { Db, Queryable } from '../db/client';
import { forbidden, unauthorized } from './errors';
import * as sessions from './sessions.repo';

export interface AuthUser {
  id: number;
  email: string;
  role: RoleId;
  sessionId: number;
}

declare global {
  // Express's own declaration-merging point for res.locals.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      user?: AuthUser;
    }
  }
}

export const TOKEN_HEADER = 'x-access-token';
/** How long a session lives: `sessionIdleMinutes` from its last use, and never past `sessionMaxAgeMinutes`. */
export type SessionLifetime = Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionMaxAgeMinutes'>;
const MINUTE_MS = 60 * 1000;
const DEFAULT_LIFETIME: SessionLifetime = { sessionIdleMinutes: 7 * 24 * 60, sessionMaxAgeMinutes: 30 * 24 * 60 };
// Renewing on every request would write on every read; once a minute keeps the sliding expiry honest.
const RENEW_AFTER_MS = 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its opaque token (256 random bits); only its hash is stored. */
export async function createSession(
  db: Queryable,
  userId: number,
  lifetime: SessionLifetime = DEFAULT_LIFETIME,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const idleMs = Math.min(lifetime.sessionIdleMinutes, lifetime.sessionMaxAgeMinutes) * MINUTE_MS;
  await sessions.insertSession(db, userId, hashToken(token), new Date(Date.now() + idleMs));
  return token;
}

export const revokeSession = sessions.deleteSession;
export const revokeAllSessions = sessions.deleteSessionsOf;

async function findSession(db: Db, token: string, lifetime: SessionLifetime): Promise<AuthUser | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const row = await sessions.findSessionByTokenHash(db, hashToken(token));
  if (!row) return undefined;
  const now = Date.now();
  // The sliding expiry never reaches past the absolute one, so a token in daily use still ends.
  const absoluteEnd = new Date(row.created_at).getTime() + lifetime.sessionMaxAgeMinutes * MINUTE_MS;
  if (new Date(row.expires_at).getTime() <= now || absoluteEnd <= now) {
    await revokeSession(db, row.session_id);
    return undefined;
  }
  if (now - new Date(row.last_used_at).getTime() > RENEW_AFTER_MS) {
    await sessions.renewSession(
      db,
      row.session_id,
      new Date(Math.min(now + lifetime.sessionIdleMinutes * MINUTE_MS, absoluteEnd)),
    );
  }
  return { id: row.user_id, email: row.email, role: row.role as RoleId, sessionId: row.session_id };
}

/** Middleware: a valid session is required (401 otherwise). */
export function requireAuth(db: Db, lifetime: SessionLifetime) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = req.get(TOKEN_HEADER);
    const user = token ? await findSession(db, token, lifetime) : undefined;
    if (!user) throw unauthorized();
    res.locals.user = user;
    next();
  };
}

/** Middleware: a valid session of the given role is required (401 without one, 403 with another role). */
export function requireRole(db: Db, lifetime: SessionLifetime, role: RoleId) {
  const authenticate = requireAuth(db, lifetime);
  return async (req: Request, res: Response, next: NextFunction) => {
    await authenticate(req, res, () => undefined);
    if (res.locals.user?.role !== role) throw forbidden();
    next();
  };
}

/** Middleware: the request comes from a BFF, which sends BFF_SECRET in `x-bff-secret` (403 otherwise). */
export function requireBff(secret: string) {
  const expected = crypto.createHash('sha256').update(secret).digest();
  return (req: Request, _res: Response, next: NextFunction) => {
    const given = crypto
      .createHash('sha256')
      .update(req.get(BFF_SECRET_HEADER) ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) throw forbidden();
    next();
  };
}

/** The signed-in user; only call behind requireAuth/requireRole. */
export function currentUser(res: Response): AuthUser {
  const user = res.locals.user;
  if (!user) throw unauthorized();
  return user;
}
