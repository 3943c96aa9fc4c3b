import type { Queryable } from '../../db/client';
import { lookUpSearchWords, type SearchQuery } from './catalogue.repo';

/** Longer searches are cut here: eight words already narrow a furniture catalogue to nothing. */
const MAX_WORDS = 8;
/** Closest known words tried in place of an unknown one. */
const CORRECTIONS = 2;
/** Known words tried for the word still being typed, besides every word it begins. */
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
 * closest words products do use (typo tolerance, trigram similarity); the last word also matches as a prefix
 * and through the known words it begins (typing "sof" finds sofas; "comfortab" finds "comfortable", whose
 * stem "comfort" a plain prefix would miss). Returns undefined when the text has no words.
 *
 * Words reach the tsquery text only as letters and digits, so no input can change its syntax.
 */
export async function buildSearchQuery(db: Queryable, text: string): Promise<SearchQuery | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const known = await lookUpSearchWords(db, words, { corrections: CORRECTIONS, completions: COMPLETIONS });
  const groups = known.map((row, index) => {
    const last = index === words.length - 1;
    const alternatives = row.known ? [row.word] : [row.word, ...row.corrections];
    return {
      exact: [...new Set([...alternatives, ...(last ? row.completions : [])])],
      prefix: last ? [row.word] : [],
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
