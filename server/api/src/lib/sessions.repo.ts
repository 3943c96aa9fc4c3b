import { queryOne, REUSED_PLAN, type Queryable } from '../db/client';

export interface SessionRow {
  session_id: number;
  user_id: number;
  email: string;
  role: number;
  expires_at: Date;
  created_at: Date;
  last_used_at: Date;
}

export async function insertSession(db: Queryable, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    userId,
    tokenHash,
    expiresAt,
  ]);
}

export async function deleteSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

export async function deleteSessionsOf(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** The session with this token hash and its user, or undefined. */
export function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  return queryOne<SessionRow>(
    db,
    `SELECT s.id AS session_id, s.user_id, u.email, u.role, s.expires_at, s.created_at, s.last_used_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1`,
    [tokenHash],
    REUSED_PLAN,
  );
}

export async function renewSession(db: Queryable, sessionId: number, expiresAt: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = now(), expires_at = $2 WHERE id = $1', [sessionId, expiresAt]);
}
