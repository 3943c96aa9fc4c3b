import type { Queryable } from '../../db/client';
import { lookUpSearchWords, type SearchQuery, type SearchWordLookup, type SearchWordRow } from './catalogue.repo';

/** Longer searches are cut here: eight words already narrow a furniture catalogue to nothing. */
const MAX_WORDS = 8;
/** Closest known words tried in place of an unknown one. */
const CORRECTIONS = 2;
/**
 * Known words tried for the word still being typed. When no more than these begin with it, they are all the
 * words it can become and the search matches them alone; only beyond that does it also match as a prefix,
 * which the full-text index can only answer by reading every product of every lexeme the prefix begins.
 */
const COMPLETIONS = 5;

/**
 * How long a word's look-up is reused. The words products use change only when products are added or
 * edited; this process forgets its look-ups at once when it does that (forgetSearchWords), another replica
 * within this time, until when a typo or prefix of a brand-new word does not yet lead to it. The word itself
 * always matches.
 */
const WORD_LOOKUP_TTL_MS = 10_000;
/** Bounds the memory a stream of made-up words can take. */
const MAX_CACHED_LOOKUPS = 5_000;

interface CachedLookup {
  row: SearchWordRow;
  expiresAt: number;
}

/**
 * Look-ups per database (tests run several stores in one process). The vocabulary is small and shared by
 * every search, so its look-up, a third of a search's database time, is mostly answered from here.
 */
const lookupsByDb = new WeakMap<Queryable, Map<string, CachedLookup>>();

const lookupKey = (lookup: SearchWordLookup) => `${lookup.complete ? '+' : '='}${lookup.word}`;

/** Called after this process adds or edits products: their new words are searchable by typo and prefix at once. */
export function forgetSearchWords(db: Queryable): void {
  lookupsByDb.delete(db);
}

async function lookUpCached(db: Queryable, lookups: readonly SearchWordLookup[]): Promise<SearchWordRow[]> {
  const cache = lookupsByDb.get(db) ?? new Map<string, CachedLookup>();
  lookupsByDb.set(db, cache);
  const now = Date.now();
  const found = new Map<string, SearchWordRow>();
  for (const lookup of lookups) {
    const cached = cache.get(lookupKey(lookup));
    if (cached && cached.expiresAt > now) found.set(lookupKey(lookup), cached.row);
  }
  const missing = lookups.filter((lookup) => !found.has(lookupKey(lookup)));
  if (missing.length > 0) {
    // One completion more than used tells whether the list holds every known word the last word begins.
    const rows = await lookUpSearchWords(db, missing, { corrections: CORRECTIONS, completions: COMPLETIONS + 1 });
    const expiresAt = Date.now() + WORD_LOOKUP_TTL_MS;
    rows.forEach((row, index) => {
      const key = lookupKey(missing[index]!);
      found.set(key, row);
      cache.delete(key); // re-inserted last: the oldest look-ups are the first dropped
      cache.set(key, { row, expiresAt });
    });
    for (const key of cache.keys()) {
      if (cache.size <= MAX_CACHED_LOOKUPS) break;
      cache.delete(key);
    }
  }
  return lookups.map((lookup) => found.get(lookupKey(lookup))!);
}

/** The words of a search text as the search matches them: lower case, letters and digits only. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * Turns a search text into tsqueries. Every word must match (AND); a word no product uses also matches the
 * closest words products do use (typo tolerance, trigram similarity); the last word also matches through the
 * known words it begins (typing "sof" finds sofas; "comfortab" finds "comfortable", whose stem "comfort" a
 * plain prefix would miss), and as a prefix when more words begin with it than are listed. Returns undefined
 * when the text has no words.
 *
 * Words reach the tsquery text only as letters and digits, so no input can change its syntax.
 */
export async function buildSearchQuery(db: Queryable, text: string): Promise<SearchQuery | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const known = await lookUpCached(
    db,
    words.map((word, index) => ({ word, complete: index === words.length - 1 })),
  );
  const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);
  const groups = known.map((row, index) => {
    const last = index === words.length - 1;
    const alternatives = row.known ? [row.word] : [row.word, ...row.corrections];
    const completions = last ? row.completions.slice(0, COMPLETIONS) : [];
    return {
      exact: [...new Set([...alternatives, ...completions])],
      prefix: last && row.completions.length > COMPLETIONS ? [row.word] : [],
      products:
        row.products +
        (row.known ? 0 : sum(row.correction_products)) +
        (last ? sum(row.completion_products.slice(0, COMPLETIONS)) : 0),
    };
  });
  const query = (weights: string) =>
    groups
      .map(
        (group) =>
          `(${[...group.exact.map((word) => `${word}${weights ? `:${weights}` : ''}`), ...group.prefix.map((word) => `${word}:*${weights}`)].join(' | ')})`,
      )
      .join(' & ');
  return {
    all: query(''),
    attributes: query('ABC'),
    name: query('A'),
    nameOnly: query(''),
    words: groups.length,
    fewestProducts: Math.min(...groups.map((group) => group.products)),
  };
}
