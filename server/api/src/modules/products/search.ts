import { deletionVariants, editDistance, MAX_TYPO_CORRECTIONS, typoBudget, wordsOf } from '@spectrum/shared';
import type { Queryable } from '../../db/client';
import { lookUpSearchWords, type SearchWordLookup, type SearchWordRow } from './catalogue.repo';
import type { SearchLevel } from './search-index';

/** Longer searches are cut here: eight words already narrow a furniture catalogue to nothing. */
const MAX_WORDS = 8;
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
    const rows = await lookUpSearchWords(db, missing, { completions: COMPLETIONS + 1 });
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
  return wordsOf(text).slice(0, MAX_WORDS);
}

/** A known word within a search word's typo budget, standing for its stem. */
interface Correction {
  word: string;
  /** Its lexeme (search-index.ts). */
  stem: string;
  typos: number;
  products: number;
}

/** A search as the index matches it (search-index.ts). */
export interface SearchQuery {
  /** The words with the alternatives of at most 0, 1, 2 typos: only the levels that can add matches. */
  levels: SearchLevel[];
}

/**
 * The lexeme of a word's tsvector as text (`'sofa':1`), as `to_tsquery('english', word)` matches it; empty for a
 * stop word. A search word is letters and digits only, which the parser keeps as one token.
 */
export const lexemeOf = (tsvector: string): string => /^'([^']*)'/.exec(tsvector)?.[1] ?? '';

/**
 * The corrections of a search word (shared/src/rules/search-typos.ts): the known words within its typo budget,
 * each stem once (by its closest, then most used word), none with the stem of the word itself (it matches with
 * no typo), the closest first, at most MAX_TYPO_CORRECTIONS.
 */
function corrections(row: SearchWordRow, exactStems: ReadonlySet<string>): Correction[] {
  const budget = typoBudget(row.word);
  if (budget === 0) return [];
  const candidates = row.typo_words
    .map((word, index) => ({
      word,
      typos: editDistance(row.word, word, budget),
      products: row.typo_products[index]!,
      stem: row.typo_stems[index]!,
    }))
    .filter((candidate) => candidate.typos <= budget && candidate.stem !== '' && !exactStems.has(candidate.stem))
    .sort((a, b) => a.typos - b.typos || b.products - a.products || (a.word < b.word ? -1 : 1));
  const stems = new Set<string>();
  const kept: Correction[] = [];
  for (const { stem, ...candidate } of candidates) {
    if (stems.has(stem)) continue;
    stems.add(stem);
    kept.push({ ...candidate, stem: lexemeOf(stem) });
  }
  return kept.slice(0, MAX_TYPO_CORRECTIONS);
}

/** The longest word the catalogue keeps (`search_words_of` in migration 020). */
const LONGEST_KNOWN_WORD = 40;

/**
 * A word as a search asks about it: the strings its allowed typos reach by deleting letters. A word too long to
 * be within its budget of any known word asks none (a pasted 100-letter word would make 5,000).
 */
export function lookupOf(word: string, last: boolean): SearchWordLookup {
  const budget = typoBudget(word);
  const reachable = budget > 0 && [...word].length <= LONGEST_KNOWN_WORD + budget;
  return { word, complete: last, variants: reachable ? deletionVariants(word, budget) : [] };
}

/**
 * What a search text asks the index (search-index.ts): every word must match (AND); a word of 5 letters or more
 * also matches the known words within 1 typo, of 9 or more within 2 (shared/src/rules/search-typos.ts); the last
 * word also matches through the known words it begins (typing "sof" finds sofas; "comfortab" finds
 * "comfortable", whose stem "comfort" a plain prefix would miss), and as a prefix when more words begin with it
 * than are listed. One level per typo count that can add matches (the alternatives of at most 0, 1, … typos),
 * which rank them. Each word as its lexemes, which the database made (`to_tsvector('english', …)`), so a word
 * matches here what `to_tsquery` matched. Returns undefined when the text has no words.
 */
export async function buildSearchQuery(db: Queryable, text: string): Promise<SearchQuery | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const known = await lookUpCached(
    db,
    words.map((word, index) => lookupOf(word, index === words.length - 1)),
  );
  const groups = known.map((row, index) => {
    const last = index === words.length - 1;
    return {
      exact: [row.stem, ...(last ? row.completion_stems.slice(0, COMPLETIONS) : [])].map(lexemeOf),
      corrections: corrections(row, new Set([row.stem])),
      prefix: last && row.completions.length > COMPLETIONS ? [lexemeOf(row.stem)] : [],
      completed: last && row.completions.length > 0,
    };
  });
  const maxTypos = Math.max(0, ...groups.flatMap((group) => group.corrections.map((correction) => correction.typos)));
  // Each word's lexemes at a level, each once; a stop word has none and narrows nothing.
  const level = (typos: number): SearchLevel =>
    groups.map((group) => {
      const alternatives = [
        ...[
          ...group.exact,
          ...group.corrections.filter((correction) => correction.typos <= typos).map(({ stem }) => stem),
        ].map((lexeme) => ({ lexeme, prefix: false })),
        ...group.prefix.map((lexeme) => ({ lexeme, prefix: true })),
      ].filter((alternative) => alternative.lexeme !== '');
      const seen = new Set<string>();
      return alternatives.filter(({ lexeme, prefix }) => {
        const key = `${prefix ? '*' : ''}${lexeme}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
  // A level ranks only when it matches something the closer one does not: one adding no correction repeats the
  // closer level, and one where a word has no known alternative (an unknown word, not completed) matches nothing.
  const typosIn = (typos: number) =>
    typos === 0 || groups.some((group) => group.corrections.some((correction) => correction.typos === typos));
  const matchesAny = (typos: number) =>
    groups.every(
      (group, index) =>
        known[index]!.known ||
        group.completed ||
        group.prefix.length > 0 ||
        group.corrections.some((correction) => correction.typos <= typos),
    );
  const ranked = Array.from({ length: maxTypos + 1 }, (_, typos) => typos).filter(
    (typos) => typosIn(typos) && (typos === maxTypos || matchesAny(typos)),
  );
  return { levels: ranked.map(level) };
}
