import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { DB_POOL_SIZE } from '../config';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock';

export type SqlParam = string | number | boolean | null | Date | Buffer | readonly (string | number | null)[];

export interface QueryOptions {
  /**
   * Keep the statement prepared on its connection, planned once for any values (a generic plan): parse and
   * planning were most of the cost of the catalogue's count queries and of key lookups. Only for statements
   * whose best plan does not depend on the values: a plan reused for a search word, an open price range or an
   * unknown LIMIT can be far off. On PGlite too, where PostgreSQL takes the generic plan after five runs when it
   * costs no more (the embedded session's plan_cache_mode would apply to every statement: wrapPglite). Inside
   * `transaction()` the statement is prepared on the transaction's connection, which plans as PostgreSQL chooses
   * (custom plans first).
   */
  prepare?: boolean;
}

/**
 * For the statements a page view runs on every request (key lookups, a customer's or seller's pages): parse
 * and planning were most of their database time, several times their execution.
 */
export const REUSED_PLAN: QueryOptions = { prepare: true };

/** What a repository needs: parameterised queries. Implemented by the database and by a transaction. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<Row[]>;
}

const statementNames = new Map<string, string>();
/** A prepared statement's name on a connection: the same text always gets the same one. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function pgQuery(sql: string, params: readonly SqlParam[], options: QueryOptions | undefined): pg.QueryConfig {
  return { text: sql, values: params as unknown[], ...(options?.prepare ? { name: statementName(sql) } : {}) };
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding a lock every process on this database shares (a PostgreSQL session advisory
   * lock; PGlite has a single process), e.g. so that one replica does the seeding while the others wait.
   */
  exclusive<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** Connections of the PostgreSQL pool, for metrics (PGlite has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Hears `NOTIFY channel` from every process on this database (on PostgreSQL over a connection of its own).
   * `onLost` is called once if that connection fails: notifications may have been missed and no more come.
   * Resolves once listening, to a function that stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}

/** A channel name as SQL: our channels are fixed identifiers, never input. */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** One round trip: whether the database answers at all (health and readiness). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

export async function queryOne<Row extends object>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
  options?: QueryOptions,
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params, options);
  return rows[0];
}

/** A count: the `total` column of a query's one row, 0 when it answers none. */
export async function queryTotal(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
  options?: QueryOptions,
): Promise<number> {
  const row = await queryOne<{ total: number }>(db, sql, params, options);
  return row?.total ?? 0;
}

// int8 and numeric come back as strings from node-postgres; our amounts are whole rupiah well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Bounds on the PostgreSQL pool, so that no call waits forever on the database. */
export interface PoolTimeouts {
  /** How long to wait for a connection (opening one, or a free one from a full pool). */
  connectTimeoutMs?: number;
  /** The server cancels any statement running longer. */
  statementTimeoutMs?: number;
  /** The server ends a session that sits idle inside a transaction longer (its locks are freed). */
  idleInTransactionTimeoutMs?: number;
}

/**
 * Server settings for every connection of a pool, sent when it opens (the `options` startup parameter), so they
 * hold before its first statement without a statement of their own. An `options` in DATABASE_URL replaces them.
 */
function withSettings(config: pg.PoolConfig, settings: Record<string, string>): pg.PoolConfig {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  return { ...config, options };
}

/** Planner settings of every session, on PostgreSQL and embedded PGlite alike (see createPostgresDb for why). */
const PLANNER_SETTINGS = {
  synchronize_seqscans: 'off',
  max_parallel_workers_per_gather: '0',
  random_page_cost: '1.1',
} as const;

/** Settings of every connection to a PostgreSQL server (see createPostgresDb for why). */
const SESSION_SETTINGS_PG = { jit: 'off', ...PLANNER_SETTINGS } as const;

export function createPostgresDb(
  connectionString: string,
  options: { max?: number; onClosed?: EmbeddedDbOptions['onClosed'] } & PoolTimeouts = {},
): Db {
  const poolConfig: pg.PoolConfig = {
    connectionString,
    max: options.max ?? DB_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
  };
  // No JIT compilation: the planner's cost of a LIMIT query counts the whole index it may walk, so at a
  // million products most page queries passed jit_above_cost and spent 20-60 ms compiling to save microseconds.
  //
  // No synchronized scans: a search's count reads products in turn until it has 301 matches, and a scan that
  // starts where the scans in flight are meets the matches wherever that is. Products of one kind lie together,
  // so the same count read 20 or 7,000 products (0.3 to 9 ms for "walnt" at 100,000); from the table's start
  // it always reads the same ones.
  //
  // No parallel workers: a request is one of many in flight, so there is no idle core for a worker to take, and
  // starting one costs milliseconds. At a million products the planner gave a search's page of 6 a parallel
  // scan (the index walk it expects to be long): 7.7 ms, of which the scan took 0.7.
  //
  // A random page read priced at 1.1 sequential ones (4 by default, for spinning disks): the catalogue's pages
  // are in memory, where a read through an index costs about what a read in turn does. At 4 a search of a
  // common word under a colour or brand read the table in turn to find that colour's products (7,900 products
  // for 1,266 of colour 3, 1.9 ms) rather than through the colour's index (1.0 ms).
  const pool = new pg.Pool(withSettings(poolConfig, SESSION_SETTINGS_PG));
  // Prepared statements (`prepare`) run on connections of their own that plan each of them once, for any
  // values. Left to choose, PostgreSQL kept planning them for each call's values, which cost more than running
  // them; and the setting cannot be per statement, while on the other connections every unnamed statement must
  // still be planned for its values (a search's words, a price range).
  const reusedPlanPool = new pg.Pool(
    withSettings(poolConfig, { ...SESSION_SETTINGS_PG, plan_cache_mode: 'force_generic_plan' }),
  );
  // An idle client can be cut off under us (server restart, a database dropped WITH (FORCE)); the pool
  // discards it and opens a new one on demand. Unheard, that error event would crash the process.
  pool.on('error', () => undefined);
  reusedPlanPool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions) {
      const result = await (options?.prepare ? reusedPlanPool : pool).query(pgQuery(sql, params, options));
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // The server may end the session while it is checked out (idle_in_transaction_session_timeout, a restart):
      // unheard, that error event would crash the process. The next query fails instead, and the broken
      // connection is destroyed on release rather than returned to the pool.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row extends object>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions) {
            const result = await client.query(pgQuery(sql, params, options));
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
        client.off('error', onError);
        client.release(broken);
      }
    },
    async exclusive<T>(lockId: number, work: () => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: options.connectTimeoutMs });
      let stopped = false;
      let lost = false;
      const lose = (error: Error) => {
        if (stopped || lost) return;
        lost = true;
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('The notification connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${channelIdentifier(channel)}`);
      return async () => {
        stopped = true;
        await client.end().catch(() => undefined);
      };
    },
    poolStats: () => ({
      total: pool.totalCount + reusedPlanPool.totalCount,
      idle: pool.idleCount + reusedPlanPool.idleCount,
      waiting: pool.waitingCount + reusedPlanPool.waitingCount,
    }),
    async close() {
      await Promise.all([pool.end(), reusedPlanPool.end()]);
      options.onClosed?.('database');
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
  // PGlite's `query` plans every statement. A statement marked `prepare` goes through node-postgres on the same
  // session instead (PGlite's adapter), which keeps it prepared and reuses its plan: planning asks the size of every
  // index of the tables (each an fstat on the embedded file system), several times the execution of a key lookup.
  let preparedSession: Promise<pg.Client> | undefined;
  const reusedPlanClient = () =>
    (preparedSession ??= (async () => {
      const client = new pg.Client(createPgConfig(pglite));
      client.on('error', () => (preparedSession = undefined));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      // A session that never opened is not kept: the next prepared statement tries again.
      preparedSession = undefined;
      throw error;
    }));
  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions) {
      if (options?.prepare) {
        const client = await reusedPlanClient();
        // The adapter sends each protocol message on its own: holding PGlite's transaction lock keeps every other
        // statement and transaction of the session out until this one's Sync is answered.
        const result = await pglite._runExclusiveTransaction(() => client.query(pgQuery(sql, params, options)));
        return result.rows as Row[];
      }
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
    exclusive: (_lockId, work) => work(),
    async listen(channel, onNotify) {
      // One process holds PGlite: its notifications cannot be lost while it is open.
      const unlisten = await pglite.listen(channelIdentifier(channel), onNotify);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      const client = await preparedSession?.catch(() => undefined);
      await client?.end();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** The contrib extensions the migrations create (trigram matching, and search indexes holding the filters). */
export function pgliteOptions(loadDataDir?: Blob): PGliteOptions {
  return { extensions: { btree_gin, pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
}

export interface EmbeddedDbOptions {
  lock?: DataDirLockOptions;
  /** Told of each step of closing (the database, then the embedded one's lock), for the shutdown log. */
  onClosed?: (step: 'database' | 'lock') => void;
}

/**
 * The embedded database's session as the PostgreSQL pool's (createPostgresDb): no synchronized scans, no
 * parallel workers (a single process has none to start, but the plans are then those of PostgreSQL), random
 * reads priced as in memory.
 */
const SESSION_SETTINGS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value}`)
  .join('; ');

/** Embedded PostgreSQL kept in `dataDir` (or in memory when `dataDir` is undefined). */
export async function createPgliteDb(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  options: EmbeddedDbOptions = {},
): Promise<Db> {
  if (!dataDir) {
    const pglite = await PGlite.create(undefined, pgliteOptions(loadDataDir));
    await pglite.exec(SESSION_SETTINGS);
    return wrapPglite(pglite);
  }
  await fs.mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir, options.lock);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, pgliteOptions(loadDataDir));
    await pglite.exec(SESSION_SETTINGS);
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = wrapPglite(pglite);
  let closed = false;
  return {
    ...db,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      options.onClosed?.('database');
      await unlock();
      options.onClosed?.('lock');
    },
  };
}

export async function createDb(
  config: {
    databaseUrl: string | undefined;
    dataDir: string;
    dbPoolSize?: number;
    dbConnectTimeoutMs?: number;
    dbStatementTimeoutMs?: number;
    dbIdleInTransactionTimeoutMs?: number;
  },
  options: EmbeddedDbOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    return createPostgresDb(config.databaseUrl, {
      onClosed: options.onClosed,
      max: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
    });
  }
  return createPgliteDb(`${config.dataDir}/pglite`, undefined, options);
}
