import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDb, queryOne, type Db } from '../../server/api/src/db/client';
import { migrate } from '../../server/api/src/db/migrate';
import { createLocalStorage } from '../../server/api/src/lib/storage';
import { createTestDatabase } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

/*
 * The operator's moderation CLI (docs/reviews.md) run as the operator runs it: a process of its own with the API's
 * environment, on a database and an upload folder this file prepares.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const script = path.join(repoRoot, 'server/api/src/cli/moderate-reviews.ts');
const runFile = promisify(execFile);

interface CliDatabase {
  /** DATABASE_URL for the CLI: empty on the embedded database, which the CLI then finds in DATA_DIR. */
  url: string;
  /** Runs `work` on the database; the embedded one is open only meanwhile (one process holds its data folder). */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set (a database of this file's own), else embedded PGlite in `dataDir`. */
async function cliDatabase(dataDir: string): Promise<CliDatabase> {
  if (process.env.DATABASE_URL) {
    const { db, url, dispose } = await createTestDatabase();
    return { url: url!, use: (work) => work(db), dispose };
  }
  const template = inject('pgliteTemplate');
  const open = (loadDataDir?: Blob) => createPgliteDb(path.join(dataDir, 'pglite'), loadDataDir);
  const created = await open(template ? new Blob([await fs.readFile(template)]) : undefined);
  await migrate(created);
  await created.close();
  return {
    url: '',
    async use(work) {
      const db = await open();
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    dispose: async () => {},
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-moderation-'));
const uploadsDir = path.join(dataDir, 'uploads');
const storage = createLocalStorage(uploadsDir);
const database = await cliDatabase(dataDir);
afterAll(async () => {
  await database.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface CliOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

async function moderate(...args: string[]): Promise<CliOutcome> {
  return moderateWith({}, ...args);
}

async function moderateWith(settings: Record<string, string>, ...args: string[]): Promise<CliOutcome> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    STORAGE: 'local',
    ...settings,
  };
  try {
    const { stdout, stderr } = await runFile(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env,
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Stores a review photo's two sizes as an upload does; its key. */
async function storedPhoto(name: string): Promise<string> {
  const key = `reviews/${name}`;
  await storage.put(`${key}-large.webp`, Buffer.from(`${name} large`));
  await storage.put(`${key}-thumb.webp`, Buffer.from(`${name} thumb`));
  return key;
}

async function photoStored(key: string): Promise<boolean> {
  return (await storage.exists(`${key}-large.webp`)) || (await storage.exists(`${key}-thumb.webp`));
}

/** A review of `productId` with one photo, hidden by three reports when `hidden` (as reportReview hides one). */
async function reviewWithPhoto(db: Db, productId: number, photo: string, hidden: boolean): Promise<number> {
  const author = await createUser(db, { role: 1 });
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body, report_count, hidden_at)
     SELECT id, $2, seller_id, 1, 'Broke', 'It broke.', $3, $4 FROM products WHERE id = $1 RETURNING id`,
    [productId, author.id, hidden ? 3 : 0, hidden ? new Date() : null],
  );
  const id = row!.id;
  if (hidden) {
    for (let reporter = 0; reporter < 3; reporter++) {
      const { id: userId } = await createUser(db, { role: 1 });
      await db.query('INSERT INTO review_reports (review_id, user_id) VALUES ($1, $2)', [id, userId]);
    }
  }
  await db.query('INSERT INTO review_images (review_id, position, image_key) VALUES ($1, 0, $2)', [
    id,
    await storedPhoto(photo),
  ]);
  return id;
}

const { product, toKeep, toRemove, visible } = await database.use(async (db) => {
  const seller = await createUser(db, { role: 2 });
  const productId = await createProduct(db, seller.id);
  return {
    product: productId,
    toKeep: await reviewWithPhoto(db, productId, 'kept', true),
    toRemove: await reviewWithPhoto(db, productId, 'removed', true),
    visible: await reviewWithPhoto(db, productId, 'visible', false),
  };
});

const reviewState = (id: number) =>
  database.use((db) =>
    queryOne<{ hidden: boolean; moderated: boolean }>(
      db,
      'SELECT hidden_at IS NOT NULL AS hidden, moderated_at IS NOT NULL AS moderated FROM reviews WHERE id = $1',
      [id],
    ),
  );

describe('moderate-reviews', () => {
  it('lists the hidden reviews, oldest first, and not the visible one', async () => {
    const listed = await moderate('list');
    expect(listed).toEqual({
      exitCode: 0,
      stdout:
        `review ${toKeep} of product ${product}: 3 reports\n` + `review ${toRemove} of product ${product}: 3 reports\n`,
      stderr: '',
    });
    expect(listed.stdout).not.toContain(`review ${visible} `);
  });

  it('keeps a review: shown again, moderated, and off the list', async () => {
    expect(await moderate('keep', String(toKeep))).toMatchObject({
      exitCode: 0,
      stdout: `review ${toKeep}: shown again\n`,
    });
    expect(await reviewState(toKeep)).toEqual({ hidden: false, moderated: true });
    expect(await photoStored('reviews/kept')).toBe(true);
    expect((await moderate('list')).stdout).not.toContain(`review ${toKeep} `);
  });

  it('removes a review with its photos, and only its photos', async () => {
    expect(await moderate('remove', String(toRemove))).toMatchObject({
      exitCode: 0,
      stdout: `review ${toRemove}: removed\n`,
    });
    expect(await reviewState(toRemove)).toBeUndefined();
    expect(await photoStored('reviews/removed')).toBe(false);
    expect(await photoStored('reviews/visible')).toBe(true);
    expect((await moderate('list')).stdout).toBe('');
  });

  it('exits 1 for a review that does not exist', async () => {
    expect(await moderate('keep', '999999')).toEqual({ exitCode: 1, stdout: 'no review 999999\n', stderr: '' });
    expect(await moderate('remove', String(toRemove))).toMatchObject({
      exitCode: 1,
      stdout: `no review ${toRemove}\n`,
    });
  });

  it.each([[[]], [['delete', '1']], [['remove', 'abc']]])('prints the usage and exits 2 for %j', async (args) => {
    // Said without opening a database: the embedded one's folder here is a file no database can open.
    const notAFolder = path.join(dataDir, 'not-a-folder');
    await fs.writeFile(notAFolder, '');
    expect(await moderateWith({ DATABASE_URL: '', DATA_DIR: notAFolder }, ...args)).toEqual({
      exitCode: 2,
      stdout: '',
      stderr: 'usage: moderate-reviews list | keep <review id> | remove <review id>\n',
    });
  });

  it('says in one line that it cannot reach the database, and exits 1', async () => {
    // Nothing listens on port 1: a mistyped DATABASE_URL, refused at once.
    const outcome = await moderateWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/spectrum' }, 'list');
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toMatch(/^moderate-reviews failed: .*ECONNREFUSED.*\n$/);
  });
});
