import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/api/src/app';
import { loadConfig } from '../../server/api/src/config';
import { createDb, type Db } from '../../server/api/src/db/client';
import { createOutbox } from '../../server/api/src/lib/mailer';
import { createLocalStorage } from '../../server/api/src/lib/storage';
import { createTestDatabase, type TestDatabase } from '../support/api';

/** The real API over HTTP on `db`, with the given readiness timeout. */
async function serve(db: Db, readyTimeoutMs: number) {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), readyTimeoutMs };
  const app = createApp({
    db,
    config,
    storage: createLocalStorage(config.uploadsDir),
    mailer: createOutbox(),
    logger: pino({ level: 'silent' }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A "database server" that accepts connections and never says a word. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://nobody@127.0.0.1:${(server.address() as AddressInfo).port}/none`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('readiness cannot hang', () => {
  it('answers 503 with Retry-After when the database does not answer within READY_TIMEOUT_MS', async () => {
    // A database that never answers (a hung server, a lost network): no real one is needed to be that.
    const never = () => new Promise<never>(() => undefined);
    const hung: Db = {
      kind: 'postgres',
      query: never,
      transaction: never,
      exclusive: never,
      listen: never,
      close: async () => {},
    };
    const api = await serve(hung, 100);
    try {
      const response = await fetch(`${api.origin}/api/readyz`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(((await response.json()) as { data: { database: string } }).data.database).toBe('down');
    } finally {
      await api.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool (PGlite runs in-process: no pool, no wire)', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DB_POOL_SIZE: '3',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '250',
      DB_CONNECT_TIMEOUT_MS: '10000',
    });
    db = await createDb(config);
  });
  afterAll(async () => {
    await db.close();
    await database.dispose();
  });

  it('sets the statement and idle-in-transaction timeouts from the environment on every connection', async () => {
    const rows = await Promise.all(
      Array.from({ length: 3 }, () =>
        db.query<{ statement: string; idle: string }>(
          `SELECT current_setting('statement_timeout') AS statement,
                  current_setting('idle_in_transaction_session_timeout') AS idle, pg_sleep(0.05)`,
        ),
      ),
    );
    for (const [row] of rows) expect(row).toEqual({ statement: '1s', idle: '250ms', pg_sleep: '' });
    expect(db.poolStats!().total).toBeLessThanOrEqual(3);
  });

  it('cancels a statement that runs past the statement timeout, and the API answers 503 for it', async () => {
    await expect(db.query('SELECT pg_sleep(30)')).rejects.toMatchObject({ code: '57014' });
    const api = await serve(
      { ...db, query: (sql, params) => db.query(sql.replace('SELECT 1', 'SELECT pg_sleep(30)'), params) },
      60_000,
    );
    try {
      const response = await fetch(`${api.origin}/api/readyz`);
      expect(response.status).toBe(503);
    } finally {
      await api.close();
    }
  });

  it('ends a transaction left idle past the idle-in-transaction timeout', async () => {
    const name = `idle_${crypto.randomBytes(3).toString('hex')}`;
    await db.query(`CREATE TABLE ${name} (id int)`);
    const outcome = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${name} VALUES (1)`);
      // The server ends the session while the transaction sits idle; the next statement finds it gone.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await tx.query('SELECT 1');
    });
    await expect(outcome).rejects.toThrow();
    expect(await db.query(`SELECT * FROM ${name}`)).toEqual([]);
  });

  it('gives up connecting after DB_CONNECT_TIMEOUT_MS, and the API answers 503 instead of waiting', async () => {
    const silent = await silentServer();
    const unreachable = await createDb(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: silent.url, DB_CONNECT_TIMEOUT_MS: '200' }),
    );
    const api = await serve(unreachable, 60_000);
    try {
      await expect(unreachable.query('SELECT 1')).rejects.toThrow(/timeout/i);
      const response = await fetch(`${api.origin}/api/products`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
    } finally {
      await api.close();
      await unreachable.close();
      await silent.close();
    }
  });
});
