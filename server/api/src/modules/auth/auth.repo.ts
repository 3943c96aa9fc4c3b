import { queryOne, type Queryable } from '../../db/client';

/**
 * Stores a new reset code for the user and ends any earlier code that was not used yet. For a user id no account
 * has, the same statements run and change nothing: an unknown email costs the same work as a known one.
 */
export async function replaceResetCode(
  db: Queryable,
  reset: { userId: number; codeHash: string; ttlMinutes: number },
): Promise<void> {
  await db.query(
    'UPDATE password_resets SET expires_at = now() WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()',
    [reset.userId],
  );
  await db.query(
    `INSERT INTO password_resets (user_id, code_hash, expires_at)
     SELECT id, $2, now() + make_interval(mins => $3) FROM users WHERE id = $1`,
    [reset.userId, reset.codeHash, reset.ttlMinutes],
  );
}

export interface ClaimedAttempt {
  id: number;
  code_hash: string;
}

/**
 * Counts one attempt against the user's newest unused code, but only while that code is live and has
 * attempts left. The single conditional UPDATE is what keeps concurrent guesses from exceeding the cap:
 * each guess is compared only after it has claimed its attempt.
 */
export function claimResetAttempt(
  db: Queryable,
  userId: number,
  maxAttempts: number,
): Promise<ClaimedAttempt | undefined> {
  return queryOne<ClaimedAttempt>(
    db,
    `UPDATE password_resets SET attempts = attempts + 1
      WHERE id = (SELECT id FROM password_resets
                   WHERE user_id = $1 AND used_at IS NULL
                   ORDER BY created_at DESC, id DESC LIMIT 1)
        AND expires_at > now()
        AND attempts < $2
      RETURNING id, code_hash`,
    [userId, maxAttempts],
  );
}

/** Marks a code used; false when another request used it (or it expired) in the meantime. */
export async function consumeResetCode(db: Queryable, resetId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
    [resetId],
  );
  return rows.length === 1;
}

/** Remembers that the account signed in from this address (see known_sign_in_addresses). */
export async function rememberAddress(db: Queryable, userId: number, address: string): Promise<void> {
  await db.query(
    `INSERT INTO known_sign_in_addresses (user_id, address) VALUES ($1, $2)
     ON CONFLICT (user_id, address) DO UPDATE SET last_seen_at = now()`,
    [userId, address],
  );
}

/** Addresses are forgotten after this many days without a sign-in. */
export const KNOWN_ADDRESS_DAYS = 90;

export async function isKnownAddress(db: Queryable, userId: number, address: string): Promise<boolean> {
  const row = await queryOne<{ known: boolean }>(
    db,
    `SELECT true AS known FROM known_sign_in_addresses
      WHERE user_id = $1 AND address = $2 AND last_seen_at > now() - make_interval(days => $3)`,
    [userId, address, KNOWN_ADDRESS_DAYS],
  );
  return row?.known === true;
}

/** Deletes what can no longer be used: expired sessions, reset codes and rate-limit windows, old addresses. */
export async function deleteExpiredAuthRows(db: Queryable, sessionMaxAgeMinutes: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now() OR created_at < now() - make_interval(mins => $1)', [
    sessionMaxAgeMinutes,
  ]);
  await db.query("DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'");
  await db.query('DELETE FROM rate_limit_hits WHERE expires_at < now()');
  await db.query('DELETE FROM known_sign_in_addresses WHERE last_seen_at < now() - make_interval(days => $1)', [
    KNOWN_ADDRESS_DAYS,
  ]);
}
