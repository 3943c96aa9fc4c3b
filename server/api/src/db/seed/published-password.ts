import type { Queryable } from '../client';
import { verifyPassword } from '../../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** The demo accounts that still sign in with the password published in the README (anyone can use them). */
export async function demoAccountsWithPublishedPassword(db: Queryable): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const rows = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM users WHERE lower(email) = ANY($1::text[])',
    [emails],
  );
  const open: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.password_hash, DEMO_PASSWORD)) open.push(row.email);
  }
  return open;
}
