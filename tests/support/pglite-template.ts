import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from '../../server/api/src/db/client';
import { migrate } from '../../server/api/src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as a tarball, made once per run (PGlite runs only). */
    pgliteTemplate: string | null;
  }
}

/**
 * Global setup of the suites that start the store API on PGlite: creating PGlite runs initdb, which costs
 * seconds per test file; loading a data directory that is already initialised and migrated skips it.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return undefined;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-pglite-template-'));
  const pglite = await PGlite.create(undefined, pgliteOptions());
  await migrate(wrapPglite(pglite));
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
