import { queryOne, type Queryable } from '../../db/client';

/** Stores a new reset code for the user and ends any earlier code that was not used yet. */
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
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
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

/** Whether the user's newest unused code is still live but has run out of attempts. */
export async function isNewestCodeExhausted(db: Queryable, userId: number, maxAttempts: number): Promise<boolean> {
  const row = await queryOne<{ exhausted: boolean }>(
    db,
    `SELECT (expires_at > now() AND attempts >= $2) AS exhausted
       FROM password_resets
      WHERE user_id = $1 AND used_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, maxAttempts],
  );
  return row?.exhausted === true;
}

/** Marks a code used; false when another request used it (or it expired) in the meantime. */
export async function consumeResetCode(db: Queryable, resetId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
    [resetId],
  );
  return rows.length === 1;
}

/**
 * Counts one sign-in attempt for the email and returns how many it has made in the current window
 * (a new window starts once the old one is over). Counting before the password is checked, in one
 * statement, is what keeps a burst of concurrent guesses from getting past the limit.
 */
export async function countLoginAttempt(db: Queryable, email: string, windowMinutes: number): Promise<number> {
  const row = await queryOne<{ attempts: number }>(
    db,
    `INSERT INTO login_attempts (email, attempts, window_started_at) VALUES (lower($1), 1, now())
     ON CONFLICT (email) DO UPDATE SET
       attempts = CASE WHEN login_attempts.window_started_at > now() - make_interval(mins => $2)
                       THEN login_attempts.attempts + 1 ELSE 1 END,
       window_started_at = CASE WHEN login_attempts.window_started_at > now() - make_interval(mins => $2)
                                THEN login_attempts.window_started_at ELSE now() END
     RETURNING attempts`,
    [email, windowMinutes],
  );
  return row?.attempts ?? 1;
}

export async function clearLoginAttempts(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email = lower($1)', [email]);
}

/** Deletes what can no longer be used: expired sessions and reset codes, finished sign-in windows. */
export async function deleteExpiredAuthRows(db: Queryable, loginWindowMinutes: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  await db.query("DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'");
  await db.query('DELETE FROM login_attempts WHERE window_started_at < now() - make_interval(mins => $1)', [
    loginWindowMinutes,
  ]);
}
