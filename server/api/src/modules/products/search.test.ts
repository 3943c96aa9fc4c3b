import { afterEach, describe, expect, it, vi } from 'vitest';
import { deletionVariants, typoBudget } from '@spectrum/shared';
import type { Queryable, SqlParam } from '../../db/client';
import type { SearchWordRow } from './catalogue.repo';
import type { SearchLevel } from './search-index';
import { buildSearchQuery, forgetSearchWords, lookupOf, type SearchQuery } from './search';

const STOP_WORDS = new Set(['a', 'the']);

/**
 * A database that knows the given words (each used by one product, or by the given number), answering the
 * search's word look-up as the SQL would, and recording the words each look-up asked about.
 */
function knowing(words: string[] | Record<string, number>): Queryable & { lookups: string[][] } {
  const products: Record<string, number> = Array.isArray(words)
    ? Object.fromEntries(words.map((word) => [word, 1]))
    : words;
  const known = Object.keys(products);
  const lookups: string[][] = [];
  return {
    lookups,
    async query<Row extends object>(_sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
      const [asked, completes, variants, completionLimit] = params as [string[], string[], string[], number];
      lookups.push(asked);
      // Stems as the English configuration makes them for these words: a plural's is its singular, a stop word none.
      const stem = (word: string) => (STOP_WORDS.has(word) ? '' : `'${word.replace(/s$/, '')}':1`);
      const rows: SearchWordRow[] = asked.map((word, index) => {
        const completions =
          completes[index] === 'true'
            ? known.filter((other) => other.startsWith(word) && other !== word).slice(0, completionLimit)
            : [];
        const reached = new Set(variants[index]!.split(' ').filter(Boolean));
        const typos = known
          .filter((other) => other !== word)
          .filter((other) => deletionVariants(other, typoBudget(other)).some((variant) => reached.has(variant)))
          .sort();
        return {
          word,
          known: known.includes(word),
          products: products[word] ?? 0,
          stem: stem(word),
          typo_words: typos,
          typo_products: typos.map((typo) => products[typo]!),
          typo_stems: typos.map(stem),
          completions,
          completion_products: completions.map((completion) => products[completion]!),
          completion_stems: completions.map(stem),
        };
      });
      return rows as unknown as Row[];
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A level as text: each word's lexemes (`:*` a prefix) between brackets, the words joined by `&`. */
const render = (level: SearchLevel) =>
  level
    .map(
      (alternatives) => `(${alternatives.map(({ lexeme, prefix }) => `${lexeme}${prefix ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
/** The whole search (its last level, with every alternative). */
const all = (query: SearchQuery | undefined) => (query ? render(query.levels.at(-1)!) : undefined);
const levels = (query: SearchQuery | undefined) => query?.levels.map(render);

describe('buildSearchQuery', () => {
  it('lists every word the last word begins, and matches it as a prefix only when there are more', async () => {
    // "sofas" has the stem of "sofa": one lexeme.
    const few = await buildSearchQuery(knowing(['walnut', 'sofa', 'sofabed']), 'walnut sofa');
    expect(all(few)).toBe('(walnut) & (sofa | sofabed)');

    const many = ['zebra', 'zebrano', 'zebrawood', 'zebu', 'zebec', 'zebeck'];
    const more = await buildSearchQuery(knowing(many), 'zeb');
    expect(all(more)).toBe('(zeb | zebra | zebrano | zebrawood | zebu | zebec | zeb:*)');
  });

  it('leaves out a stop word, which narrows nothing, and matches nothing with stop words alone', async () => {
    const db = knowing({ walnut: 75_000, sofa: 150_000, sofabed: 2_000 });
    expect(all(await buildSearchQuery(db, 'a sofa'))).toBe('() & (sofa | sofabed)');
    expect(all(await buildSearchQuery(db, 'the a'))).toBe('() & ()');
    expect(all(await buildSearchQuery(db, 'walnut sof'))).toBe('(walnut) & (sof | sofa | sofabed)');
    expect(await buildSearchQuery(db, '!?')).toBeUndefined();
  });

  it('looks each word up once, completing only the last, and reuses the answers for a while', async () => {
    const db = knowing(['walnut', 'sofa', 'sofas']);
    await buildSearchQuery(db, 'walnut sofa');
    // "sofa" is no longer the last word: it is asked about again, without completions.
    await buildSearchQuery(db, 'walnut sofa walnut sofa');
    expect(all(await buildSearchQuery(db, 'walnut sofa'))).toBe('(walnut) & (sofa)');
    expect(db.lookups).toEqual([['walnut', 'sofa'], ['sofa']]);
  });

  it('asks again once the answers are old, and at once after this process changed products', async () => {
    vi.useFakeTimers();
    const db = knowing(['sofa']);
    await buildSearchQuery(db, 'sof');
    vi.advanceTimersByTime(9_000);
    await buildSearchQuery(db, 'sof');
    expect(db.lookups).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await buildSearchQuery(db, 'sof');
    expect(db.lookups).toHaveLength(2);

    forgetSearchWords(db);
    await buildSearchQuery(db, 'sof');
    expect(db.lookups).toHaveLength(3);
  });

  it('keeps the answers of each database apart', async () => {
    const one = knowing(['sofa']);
    const other = knowing(['sofabed']);
    expect(all(await buildSearchQuery(one, 'sof'))).toBe('(sof | sofa)');
    expect(all(await buildSearchQuery(other, 'sof'))).toBe('(sof | sofabed)');
  });

  it('corrects words of 5 letters or more by 1 typo, of 9 or more by 2, and ranks by typos', async () => {
    const db = knowing({ chair: 10, chairs: 3, chain: 2, sofa: 5, wardrobes: 4, cabinet: 6 });
    // A swap is one typo; "chair" and "chairs" share a stem, so the more used word stands for both.
    const swapped = await buildSearchQuery(db, 'chiar sofa');
    expect(all(swapped)).toBe('(chiar | chair) & (sofa)');
    // "chiar" itself is no known word: no product matches it with no typo, and that level is left out.
    expect(levels(swapped)).toEqual(['(chiar | chair) & (sofa)']);
    // A known word matches its neighbours too, one typo away: ranked after the exact matches.
    const exact = await buildSearchQuery(db, 'chair sofa');
    expect(levels(exact)).toEqual(['(chair) & (sofa)', '(chair | chain) & (sofa)']);
    // 9 letters: two typos (a missing and a wrong letter).
    const two = await buildSearchQuery(db, 'wardrbos cabinet');
    expect(all(two)).toBe('(wardrbo) & (cabinet)');
    const nine = await buildSearchQuery(db, 'wardorbez cabinet');
    // Only the levels that can add matches rank: none with no typo, none adding a 1-typo correction.
    expect(levels(nine)).toEqual(['(wardorbez | wardrobe) & (cabinet)']);
    const known = await buildSearchQuery(knowing({ wardrobes: 4, wardrober: 2, cabinet: 6 }), 'wardrobes');
    expect(levels(known)).toEqual(['(wardrobe)', '(wardrobe | wardrober)']);
  });

  it('never corrects words of up to 4 letters or with a digit', async () => {
    const db = knowing({ sofa: 5, sofas: 2, chair: 3, '120cm': 1, '120': 4 });
    expect((await buildSearchQuery(db, 'sfoa chair'))?.levels).toHaveLength(1);
    expect(all(await buildSearchQuery(db, 'chair 121'))).toBe('(chair) & (121)');
    expect(all(await buildSearchQuery(db, '121cm chair'))).toBe('(121cm) & (chair)');
  });

  it('asks for the deletion strings of a word only when a known word can be within its typos', () => {
    expect(lookupOf('sofa', true).variants).toEqual([]);
    expect(lookupOf('chiar', false).variants).toHaveLength(6);
    expect(lookupOf('wardrobes', false).variants.length).toBeGreaterThan(30);
    // Known words have at most 40 letters: a longer pasted word is 3 edits or more from all of them.
    expect(lookupOf('abcdefghij'.repeat(5), true).variants).toEqual([]);
  });
});
