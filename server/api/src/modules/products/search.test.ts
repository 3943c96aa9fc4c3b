import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable, SqlParam } from '../../db/client';
import type { SearchWordRow } from './catalogue.repo';
import { buildSearchQuery, forgetSearchWords } from './search';

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
      const [asked, completes, , completionLimit] = params as [string[], string[], number, number];
      lookups.push(asked);
      const rows: SearchWordRow[] = asked.map((word, index) => {
        const completions =
          completes[index] === 'true'
            ? known.filter((other) => other.startsWith(word) && other !== word).slice(0, completionLimit)
            : [];
        return {
          word,
          known: known.includes(word),
          products: products[word] ?? 0,
          corrections: [],
          correction_products: [],
          completions,
          completion_products: completions.map((completion) => products[completion]!),
        };
      });
      return rows as unknown as Row[];
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildSearchQuery', () => {
  it('lists every word the last word begins, and matches it as a prefix only when there are more', async () => {
    const few = await buildSearchQuery(knowing(['walnut', 'sofa', 'sofas']), 'walnut sofa');
    expect(few?.all).toBe('(walnut) & (sofa | sofas)');

    const many = ['zebra', 'zebrano', 'zebrawood', 'zebu', 'zebec', 'zebeck'];
    const more = await buildSearchQuery(knowing(many), 'zeb');
    expect(more?.all).toBe('(zeb | zebra | zebrano | zebrawood | zebu | zebec | zeb:*)');
    expect(more?.name).toBe('(zeb:A | zebra:A | zebrano:A | zebrawood:A | zebu:A | zebec:A | zeb:*A)');
  });

  it('says how many products use the rarest of its words, with its alternatives', async () => {
    const db = knowing({ walnut: 75_000, sofa: 150_000, sofabed: 2_000, oak: 9_000 });
    expect(await buildSearchQuery(db, 'walnut sof')).toMatchObject({ words: 2, fewestProducts: 75_000 });
    expect(await buildSearchQuery(db, 'sofa walnut')).toMatchObject({ words: 2, fewestProducts: 75_000 });
    expect(await buildSearchQuery(db, 'oak walnut sofa')).toMatchObject({ words: 3, fewestProducts: 9_000 });
    expect(await buildSearchQuery(db, 'walnut sof')).toMatchObject({ all: '(walnut) & (sof | sofa | sofabed)' });
  });

  it('looks each word up once, completing only the last, and reuses the answers for a while', async () => {
    const db = knowing(['walnut', 'sofa', 'sofas']);
    await buildSearchQuery(db, 'walnut sofa');
    // "sofa" is no longer the last word: it is asked about again, without completions.
    await buildSearchQuery(db, 'walnut sofa walnut sofa');
    expect(await buildSearchQuery(db, 'walnut sofa')).toMatchObject({ all: '(walnut) & (sofa | sofas)' });
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
    expect((await buildSearchQuery(one, 'sof'))?.all).toBe('(sof | sofa)');
    expect((await buildSearchQuery(other, 'sof'))?.all).toBe('(sof | sofabed)');
  });
});
