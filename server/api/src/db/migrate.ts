import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS, COLORS, ORDER_STATUSES, PAYMENTS, PROMOS, SHIPMENTS } from '@spectrum/shared';
import type { Db, Queryable } from './client';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same in every replica so that two starts never migrate at once.
const MIGRATION_LOCK_ID = 7_301_977;

export async function migrate(db: Db): Promise<string[]> {
  const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      // A replica waiting here for another's migration, or an index built over a large table, may well take
      // longer than the statement timeout meant for requests.
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    }
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await fs.readFile(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      newlyApplied.push(file);
    }
    await syncReferenceData(tx);
    return newlyApplied;
  });
}

/**
 * Splits a migration file into statements at semicolons outside dollar-quoted bodies (`$$ … $$`,
 * `$tag$ … $tag$`); our migrations keep semicolons out of string literals, and comment lines are dropped.
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let start = 0;
  let openTag: string | undefined;
  const tokens = /\$[A-Za-z_]*\$|;/g;
  for (let match = tokens.exec(text); match; match = tokens.exec(text)) {
    const token = match[0];
    if (openTag) {
      if (token === openTag) openTag = undefined;
    } else if (token === ';') {
      statements.push(text.slice(start, match.index));
      start = match.index + 1;
    } else {
      openTag = token;
    }
  }
  statements.push(text.slice(start));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

/** The fixed lists live in @spectrum/shared; the tables mirror them so foreign keys can point at them. */
async function syncReferenceData(tx: Queryable): Promise<void> {
  const upsert = async (table: string, nameColumn: string, rows: readonly { id: number; name: string }[]) => {
    for (const row of rows) {
      await tx.query(
        `INSERT INTO ${table} (id, ${nameColumn}) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET ${nameColumn} = EXCLUDED.${nameColumn}`,
        [row.id, row.name],
      );
    }
  };
  await upsert(
    'brands',
    'brand_name',
    BRANDS.map((b) => ({ id: b.id, name: b.brand_name })),
  );
  await upsert(
    'payments',
    'payment_name',
    PAYMENTS.map((p) => ({ id: p.id, name: p.payment_name })),
  );
  await upsert(
    'shipments',
    'shipment_name',
    SHIPMENTS.map((s) => ({ id: s.id, name: s.shipment_name })),
  );
  await upsert(
    'promos',
    'promo_name',
    PROMOS.map((p) => ({ id: p.id, name: p.promo_name })),
  );
  await upsert(
    'order_statuses',
    'status_name',
    ORDER_STATUSES.map((s) => ({ id: s.id, name: s.status_name })),
  );
  for (const color of COLORS) {
    await tx.query(
      'INSERT INTO colors (id, color_name, hex) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET color_name = EXCLUDED.color_name, hex = EXCLUDED.hex',
      [color.id, color.color_name, color.hex],
    );
  }
}
