import { queryOne, type Queryable } from '../db/client';

export async function deleteExpiredHits(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE expires_at < now()');
}

/** One more hit of `key` in its window (a new window after the old one ended): the hits and seconds left. */
export function upsertHit(
  db: Queryable,
  name: string,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; seconds_left: number } | undefined> {
  return queryOne<{ hits: number; seconds_left: number }>(
    db,
    `INSERT INTO rate_limit_hits AS r (name, key, hits, expires_at)
     VALUES ($1, $2, 1, now() + make_interval(secs => $3))
     ON CONFLICT (name, key) DO UPDATE SET
       hits = CASE WHEN r.expires_at > now() THEN r.hits + 1 ELSE 1 END,
       expires_at = CASE WHEN r.expires_at > now() THEN r.expires_at ELSE now() + make_interval(secs => $3) END
     RETURNING hits, extract(epoch FROM expires_at - now())::float8 AS seconds_left`,
    [name, key, windowSeconds],
  );
}

export async function deleteHits(db: Queryable, name: string, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE name = $1 AND key = $2', [name, key]);
}
