import type { RoleId } from '@spectrum/shared';
import { queryOne, REUSED_PLAN, type Queryable, type SqlParam } from '../../db/client';

export interface CredentialsRow {
  id: number;
  email: string;
  role: RoleId;
  password_hash: string;
}

export interface ProfileRow {
  id: number;
  email: string;
  role: RoleId;
  display_name: string | null;
  gender: string | null;
  image_key: string | null;
  store_name: string | null;
  store_desc: string | null;
}

/** Columns a person may change on their own profile; nothing else is ever written from a form. */
export const EDITABLE_PROFILE_COLUMNS = ['display_name', 'gender', 'store_name', 'store_desc', 'image_key'] as const;
export type ProfileChanges = Partial<Record<(typeof EDITABLE_PROFILE_COLUMNS)[number], string>>;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** Emails are compared case-insensitively; `lower(email)` matches the unique index. */
export function findCredentialsByEmail(db: Queryable, email: string): Promise<CredentialsRow | undefined> {
  return queryOne<CredentialsRow>(
    db,
    'SELECT id, email, role, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
}

export function findCredentialsById(db: Queryable, id: number): Promise<CredentialsRow | undefined> {
  return queryOne<CredentialsRow>(db, 'SELECT id, email, role, password_hash FROM users WHERE id = $1', [id]);
}

/** Inserts a user; a duplicate email (in any case) raises the unique violation of `users_email_key`. */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string; role: RoleId },
): Promise<{ id: number; email: string; roles_id: RoleId }> {
  const row = await queryOne<{ id: number; email: string; roles_id: RoleId }>(
    db,
    'INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3) RETURNING id, email, role AS roles_id',
    [user.email, user.passwordHash, user.role],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

export function findProfile(db: Queryable, userId: number): Promise<ProfileRow | undefined> {
  return queryOne<ProfileRow>(
    db,
    `SELECT id, email, role, display_name, gender, image_key, store_name, store_desc
       FROM users WHERE id = $1`,
    [userId],
    REUSED_PLAN,
  );
}

/** Locks the row so two concurrent edits cannot both think they replaced the same old avatar. */
export async function lockAvatarKey(db: Queryable, userId: number): Promise<string | null> {
  const row = await queryOne<{ image_key: string | null }>(db, 'SELECT image_key FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  return row?.image_key ?? null;
}

export async function updateProfile(db: Queryable, userId: number, changes: ProfileChanges): Promise<void> {
  const assignments: string[] = [];
  const params: SqlParam[] = [userId];
  for (const column of EDITABLE_PROFILE_COLUMNS) {
    const value = changes[column];
    if (value === undefined) continue;
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  if (assignments.length === 0) return;
  await db.query(`UPDATE users SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

/** Ends every session of the user except `keepSessionId` (the one that made the request). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
}
