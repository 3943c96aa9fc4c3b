import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

const planted: string[] = [];
/** The folders planted in, with their times before: the builds and the browser suite read "sources changed" there. */
const folderTimes = new Map<string, fs.Stats>();

/** Writes `code` to `file`, a new file of the tree that is removed after the tests. */
function plant(file: string, code: string): string {
  const absolute = path.join(repoRoot, file);
  if (fs.existsSync(absolute)) throw new Error(`${file} exists: plant a new file`);
  const folder = path.dirname(absolute);
  if (!folderTimes.has(folder)) folderTimes.set(folder, fs.statSync(folder));
  planted.push(absolute);
  fs.writeFileSync(absolute, code);
  return absolute;
}

/** The rules the project's lint breaks in `file` once it holds `code`. */
async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([plant(file, code)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Each case runs the project's real ESLint (typescript-eslint and the import plugin's module graph), seconds of CPU
// on a loaded two-core machine, not the unit suite's usual milliseconds.
describe('lint guards the layers', { timeout: 60_000 }, () => {
  afterAll(() => {
    for (const file of planted) fs.rmSync(file, { force: true });
    // Left with a new time, a folder would have the web rebuilt before the journeys and the servers before the
    // fault suite, though no source changed.
    for (const [folder, before] of folderTimes) fs.utimesSync(folder, before.atimeMs / 1000, before.mtimeMs / 1000);
  });

  it.each([
    ['web/src/lib', 'web/src/lib/planted-cycle-a.ts', 'web/src/lib/planted-cycle-b.ts'],
    ['server/api/src/lib', 'server/api/src/lib/planted-cycle-a.ts', 'server/api/src/lib/planted-cycle-b.ts'],
  ])('refuses an import cycle in %s', async (_folder, first, second) => {
    const importing = (other: string) =>
      `import { y as x } from './${path.basename(other, '.ts')}';\nexport const y = () => x;\n`;
    plant(second, importing(first));
    expect(await ruleIdsFor(first, importing(second))).toContain('import/no-cycle');
  });

  it('keeps the BFF from importing the API', async () => {
    expect(await ruleIdsFor('server/bff/src/planted.ts', "export { createApp } from '../../api/src/app';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it("lets an API module use another module only through that module's service", async () => {
    const file = 'server/api/src/modules/wishlist/planted';
    const fromRepo = "export { insertProduct } from '../products/products.repo';\n";
    const fromService = "export { insertProduct } from '../products/products.service';\n";
    expect(await ruleIdsFor(`${file}-repo.ts`, fromRepo)).toContain('no-restricted-imports');
    expect(await ruleIdsFor(`${file}-service.ts`, fromService)).toEqual([]);
  });

  it('keeps lib/ below the modules', async () => {
    const code = "export { listWishlist } from '../modules/wishlist/wishlist.service';\n";
    expect(await ruleIdsFor('server/api/src/lib/planted.ts', code)).toContain('no-restricted-imports');
  });

  it('keeps SQL in repositories and db/', async () => {
    const code =
      "import type { Queryable } from '../../db/client';\nexport const f = (db: Queryable) => db.query(`SELECT 1`);\n";
    expect(await ruleIdsFor('server/api/src/modules/wishlist/planted.service.ts', code)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIdsFor('server/api/src/modules/wishlist/planted.repo.ts', code)).toEqual([]);
  });
});
