import type { Queryable } from '../../db/client';
import { lookUpSearchWords, type SearchQuery } from './catalogue.repo';

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
  // One completion more than used tells whether the list holds every known word the last word begins.
  const known = await lookUpSearchWords(db, words, { corrections: CORRECTIONS, completions: COMPLETIONS + 1 });
  const groups = known.map((row, index) => {
    const last = index === words.length - 1;
    const alternatives = row.known ? [row.word] : [row.word, ...row.corrections];
    const completions = last ? row.completions.slice(0, COMPLETIONS) : [];
    return {
      exact: [...new Set([...alternatives, ...completions])],
      prefix: last && row.completions.length > COMPLETIONS ? [row.word] : [],
    };
  });
  const query = (weights: string) =>
    groups
      .map(
        (group) =>
          `(${[...group.exact.map((word) => `${word}${weights ? `:${weights}` : ''}`), ...group.prefix.map((word) => `${word}:*${weights}`)].join(' | ')})`,
      )
      .join(' & ');
  return { all: query(''), attributes: query('ABC'), name: query('A'), nameOnly: query('') };
}
