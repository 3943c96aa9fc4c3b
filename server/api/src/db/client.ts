import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

export type SqlParam = string | number | boolean | null | Date | Buffer | readonly (string | number)[];

/** What a repository needs: parameterised queries. Implemented by the database and by a transaction. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export async function queryOne<Row extends object>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}

// int8 and numeric come back as strings from node-postgres; our amounts are whole rupiah well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function createPostgresDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client can be cut off under us (server restart, a database dropped WITH (FORCE)); the pool
  // discards it and opens a new one on demand. Unheard, that error event would crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
            const result = await client.query(sql, params as unknown[]);
            return result.rows as Row[];
          },
        };
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

function normaliseNumbers<Row extends object>(rows: Row[]): Row[] {
  // PGlite returns int8 as bigint; node-postgres as number (parser above). Make both agree.
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of Object.keys(row)) {
      if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
    }
  }
  return rows;
}

export function wrapPglite(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pglite.query<Row>(sql, params as unknown[]);
      return normaliseNumbers(result.rows);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pglite.transaction(async (transaction) => {
        const tx: Queryable = {
          async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
            const result = await transaction.query<Row>(sql, params as unknown[]);
            return normaliseNumbers(result.rows);
          },
        };
        return work(tx);
      });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Embedded PostgreSQL kept in `dataDir` (or in memory when `dataDir` is undefined). */
export async function createPgliteDb(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (!dataDir) return wrapPglite(await PGlite.create(undefined, loadDataDir ? { loadDataDir } : {}));
  await fs.mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = wrapPglite(pglite);
  return {
    ...db,
    async close() {
      await db.close();
      await unlock();
    },
  };
}

export async function createDb(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  if (config.databaseUrl) return createPostgresDb(config.databaseUrl);
  return createPgliteDb(`${config.dataDir}/pglite`);
}
