import { describe, expect, it } from 'vitest';
import type { Queryable, SqlParam } from '../../db/client';
import type { SearchWordRow } from './catalogue.repo';
import { buildSearchQuery } from './search';

/** A database that knows the given words, answering the search's word look-up as the SQL would. */
function knowing(known: readonly string[]): Queryable {
  return {
    async query<Row extends object>(_sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
      const [words, , completionLimit] = params as [string[], number, number];
      const rows: SearchWordRow[] = words.map((word, index) => ({
        word,
        known: known.includes(word),
        corrections: [],
        completions:
          index === words.length - 1
            ? known.filter((other) => other.startsWith(word) && other !== word).slice(0, completionLimit)
            : [],
      }));
      return rows as unknown as Row[];
    },
  };
}

describe('buildSearchQuery', () => {
  it('lists every word the last word begins, and matches it as a prefix only when there are more', async () => {
    const few = await buildSearchQuery(knowing(['walnut', 'sofa', 'sofas']), 'walnut sofa');
    expect(few?.all).toBe('(walnut) & (sofa | sofas)');

    const many = ['zebra', 'zebrano', 'zebrawood', 'zebu', 'zebec', 'zebeck'];
    const more = await buildSearchQuery(knowing(many), 'zeb');
    expect(more?.all).toBe('(zeb | zebra | zebrano | zebrawood | zebu | zebec | zeb:*)');
    expect(more?.name).toBe('(zeb:A | zebra:A | zebrano:A | zebrawood:A | zebu:A | zebec:A | zeb:*A)');
  });
});
