// docs/configuration.md is where an operator finds every setting (the README links it as "every environment
// variable"). A merge once dropped its main table and nothing noticed. These tests read the names the servers,
// `npm start` and `npm run dev` take from their environment, and expect each in a table of that file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS, rateLimitEnvName, type RateLimitName } from '../../server/api/src/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where settings are read: both servers, the shared helpers they read some with (BFF_SECRET), `npm start` and
 * `npm run dev` (scripts/dev.mjs if there is one), and the Vite config `npm run dev` runs for the web.
 */
const SOURCES = [
  'server/api/src',
  'server/bff/src',
  'shared/src/server',
  'scripts/start.mjs',
  'scripts/dev.mjs',
  'web/vite.config.ts',
];

/** Names the code reads that are not settings an operator sets, each with the reason. */
const NOT_SETTINGS = new Set([
  // Read only to refuse it by name: EXPOSE_RESET_CODE replaced it, and that row says so.
  'EXPOSE_OTP',
]);

/** The forms the code reads a setting in: `env.NAME`, `process.env.NAME`, `env['NAME']`, `readWholeNumber('NAME', …)`. */
const READ_PATTERNS = [
  /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\b(?:readWholeNumber|parseRateRule)\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
];

function sourceFiles(entry: string): string[] {
  const absolute = path.join(root, entry);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [absolute];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && child.name !== '__generated__')
    .flatMap((child) => {
      const relative = path.join(entry, child.name);
      if (child.isDirectory()) return sourceFiles(relative);
      return /\.(ts|tsx|mjs|js)$/.test(child.name) && !/\.test\.tsx?$/.test(child.name)
        ? [path.join(root, relative)]
        : [];
    });
}

/** Every environment variable name the sources read (the rate limits' names are built, see below). */
function namesReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of READ_PATTERNS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

/** The names in the first column of the file's tables: `NAME`, or a prefix written `PREFIX_*`. */
function documentedNames(): { names: Set<string>; prefixes: string[] } {
  const names = new Set<string>();
  const prefixes: string[] = [];
  const markdown = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
  for (const line of markdown.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*(?:_\*)?)`/g)) {
      if (name!.endsWith('*')) prefixes.push(name!.slice(0, -1));
      else names.add(name!);
    }
  }
  return { names, prefixes };
}

const read = namesReadByCode();
const documented = documentedNames();
const rateLimitNames = (Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map(rateLimitEnvName);

describe('docs/configuration.md', () => {
  it('finds the settings in the code (the scan itself works)', () => {
    for (const name of ['DATABASE_URL', 'BFF_SECRET', 'PAGE_CACHE_MB', 'START_TIMEOUT_MS', 'BFF_URL']) {
      expect(read, `${name} was not found in ${SOURCES.join(', ')}`).toContain(name);
    }
    expect(read.size).toBeGreaterThan(50);
  });

  it('has a row for every setting the code reads', () => {
    const missing = [...read]
      .filter((name) => !documented.names.has(name) && !NOT_SETTINGS.has(name))
      .filter((name) => !documented.prefixes.some((prefix) => name.startsWith(prefix)))
      .sort();
    expect(missing, `read by the code but without a row in docs/configuration.md: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a row for every rate limit in the Rate limits table', () => {
    const missing = rateLimitNames.filter((name) => !documented.names.has(name));
    expect(missing, `rate limits without a row in docs/configuration.md: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no row for a setting the code no longer reads', () => {
    const stale = [...documented.names].filter((name) => !read.has(name) && !rateLimitNames.includes(name)).sort();
    const unusedPrefixes = documented.prefixes.filter(
      (prefix) => ![...read, ...rateLimitNames].some((name) => name.startsWith(prefix)),
    );
    const extra = [...stale, ...unusedPrefixes.map((prefix) => `${prefix}*`)];
    expect(extra, `rows in docs/configuration.md for names the code does not read: ${extra.join(', ')}`).toEqual([]);
  });
});
