import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDb } from '../../server/api/src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/api/src/db/seed/demo-accounts';
import { hashPassword } from '../../server/api/src/lib/passwords';
import { createTestDatabase } from '../support/api';
import { createUser } from '../support/fixtures';
import { DataDirInUseError, LOCK_STALE_MS } from '../../server/api/src/db/data-dir-lock';
import {
  compiledServer,
  freePort,
  getOnce,
  occupyPort,
  startServerProcess,
  type ServerProcess,
} from '../support/processes';
import { refusedStart } from '../support/refused-start';

let workDir: string;
let entry: string;
const running: ServerProcess[] = [];
/** A migrated, empty embedded database's folder (PGlite runs only), copied into each case's DATA_DIR. */
let migratedPglite: string | undefined;

beforeAll(async () => {
  entry = await compiledServer('api');
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-startup-'));
  const template = inject('pgliteTemplate');
  if (template) {
    migratedPglite = path.join(workDir, 'migrated', 'pglite');
    const db = await createPgliteDb(migratedPglite, new Blob([await fs.readFile(template)]));
    await db.close();
  }
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});
afterAll(async () => {
  await fs.rm(workDir, { recursive: true, force: true });
});

/**
 * A DATA_DIR named `name` holding an embedded database that is already created and migrated, as a store finds it on
 * every start after its first: these cases are about starting, and creating a database (initdb) costs seconds per
 * process. The first start on an empty folder is every browser journey's and fault case's.
 */
async function migratedDataDir(name: string): Promise<string> {
  if (!migratedPglite) throw new Error('no migrated embedded database: these cases run on the PGlite pass only');
  const dataDir = path.join(workDir, name);
  await fs.cp(migratedPglite, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** The store API as `npm run start:api` runs it (compiled), on the embedded database in `dataDir`, without demo data. */
function startApi(port: number, dataDir: string): ServerProcess {
  const api = startServerProcess(entry, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    API_PORT: String(port),
    SEED_DEMO_DATA: 'false',
  });
  running.push(api);
  return api;
}

// These cases run the API on an embedded database whatever the suite's database is: the PGlite pass covers them,
// and the PostgreSQL pass would only repeat them.
const embeddedOnly = describe.skipIf(Boolean(process.env.DATABASE_URL));

embeddedOnly('starting the store API', () => {
  it('says the port is taken and exits instead of claiming to be ready', async () => {
    const taken = await occupyPort();
    try {
      const api = startApi(taken.port, await migratedDataDir('port-taken'));
      expect(await api.exited).toBe(1);
      expect(api.output()).toContain(`Port ${taken.port} is already in use`);
      expect(api.output()).not.toContain('Store API ready');
      // The database was closed on the way out, so its lock is gone too.
      await expect(fs.access(path.join(workDir, 'port-taken', 'pglite.lock'))).rejects.toThrow();
    } finally {
      await taken.release();
    }
  });

  it('refuses a second API on the same embedded database, and leaves the first one serving', async () => {
    const dataDir = await migratedDataDir('shared');
    const first = startApi(await freePort(), dataDir);
    await first.waitFor('Store API ready');
    const firstPort = Number(/localhost:(\d+)\/api/.exec(first.output())?.[1]);

    const second = startApi(await freePort(), dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another store API');

    const health = await getOnce(`http://127.0.0.1:${firstPort}/api/health`);
    expect(health.status).toBe(200);
    expect(await first.stop()).toBe(0);
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();
  });
});

describe('starting in production', () => {
  it('refuses to start while a demo account has the published password, and starts once it is changed', async () => {
    // On the database the suite runs on: a new PostgreSQL database, or a copy of a migrated embedded one.
    const database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const dataDir = database ? path.join(workDir, 'production-demo') : await migratedDataDir('production-demo');
    const db = database?.db ?? (await createPgliteDb(path.join(dataDir, 'pglite')));
    try {
      const demo = await createUser(db, { email: DEMO_ACCOUNTS.seller.email, password: DEMO_PASSWORD, role: 2 });
      if (!database) await db.close();
      const start = async () => {
        const api = startServerProcess(entry, {
          NODE_ENV: 'production',
          APP_SECRET: 'startup-test-secret-0123456789',
          BFF_SECRET: 'startup-test-bff-secret-0123456789',
          DATABASE_URL: database?.url ?? '',
          DATA_DIR: dataDir,
          UPLOADS_DIR: path.join(workDir, 'production-demo-uploads'),
          API_PORT: String(await freePort()),
          SEED_DEMO_DATA: 'false',
        });
        running.push(api);
        return api;
      };

      const refused = await start();
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(
        'The store API refuses to start in production: the demo account seller@spectrum.test still signs in ' +
          'with the published password "spectrum123"',
      );
      expect(refused.output()).not.toContain('Store API ready');

      const reopened = database?.db ?? (await createPgliteDb(path.join(dataDir, 'pglite')));
      await reopened.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        demo.id,
        await hashPassword('a-private-password-1'),
      ]);
      if (!database) await reopened.close();
      const started = await start();
      await started.waitFor('Store API ready');
    } finally {
      await Promise.all(running.splice(0).map((server) => server.stop()));
      await database?.dispose();
    }
    // Two starts of the compiled API one after the other, as the fault suite's process cases are given.
  }, 120_000);
});

describe('refusing an environment it cannot trust', () => {
  // Each refusal comes from the configuration, before any database is opened.
  const refusal = async (env: Record<string, string>) => {
    const api = startServerProcess(entry, {
      APP_SECRET: 'startup-test-secret-0123456789',
      BFF_SECRET: 'startup-test-bff-secret-0123456789',
      DATABASE_URL: '',
      DATA_DIR: path.join(workDir, 'refused'),
      API_PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
      ...env,
    });
    running.push(api);
    return refusedStart(api, 'Store API ready');
  };

  it('refuses an unknown NODE_ENV, naming the accepted values', async () => {
    for (const mode of ['prod', 'Production']) {
      expect(await refusal({ NODE_ENV: mode })).toContain(
        `The store API refuses to start: NODE_ENV must be development, production or test (unset means ` +
          `development), not "${mode}"`,
      );
    }
  });

  it('refuses to return reset codes in production', async () => {
    expect(await refusal({ NODE_ENV: 'production', EXPOSE_RESET_CODE: 'true' })).toContain(
      'The store API refuses to start: EXPOSE_RESET_CODE=true is refused in production',
    );
  });
});

embeddedOnly('the embedded database lock', () => {
  it('lets one process open a data directory at a time and takes over a lock whose holder is gone', async () => {
    const dataDir = path.join(await migratedDataDir('lock'), 'pglite');
    const lockPath = `${dataDir}.lock`;

    // What a crash or a kill -9 leaves behind: a lock nobody refreshes any more.
    await fs.mkdir(lockPath);
    const longAgo = new Date(Date.now() - 5 * LOCK_STALE_MS);
    await fs.utimes(lockPath, longAgo, longAgo);

    const db = await createPgliteDb(dataDir);
    expect((await fs.stat(lockPath)).mtimeMs).toBeGreaterThan(longAgo.getTime());

    // A live holder (this open database) keeps it, however long the other one is willing to wait.
    const waits: number[] = [];
    await expect(
      createPgliteDb(dataDir, undefined, { lock: { onWait: (ms) => waits.push(ms) } }),
    ).rejects.toBeInstanceOf(DataDirInUseError);
    expect(waits).toEqual([LOCK_STALE_MS]);

    await db.close();
    await expect(fs.access(lockPath)).rejects.toThrow();
  });
});
