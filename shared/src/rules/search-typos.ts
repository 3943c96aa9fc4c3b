/**
 * The typos a search forgives, the same for every shopper and both databases (docs/catalogue.md, "Typos"):
 *
 * - a word of 5 to 8 letters matches the catalogue's words within 1 edit, a word of 9 or more within 2;
 * - an edit is inserting, deleting or replacing one letter, or swapping two adjacent letters ("chiar" → chair);
 * - words of up to 4 letters and words with a digit ("120", "3seater") are never corrected: they match exactly,
 *   or as a prefix when they are the word being typed (the last one);
 * - exact matches (and the completions of the word being typed) rank above 1-typo matches, which rank above
 *   2-typo matches, before the other relevance signals. A product's typos are those of its worst-matched word.
 */

/** Letters from which a word is corrected by 1 edit. */
export const ONE_TYPO_FROM_LETTERS = 5;
/** Letters from which a word is corrected by up to 2 edits. */
export const TWO_TYPOS_FROM_LETTERS = 9;
/** At most this many corrections per search word, the closest first (then the words more products use). */
export const MAX_TYPO_CORRECTIONS = 8;

const DIGIT = /\p{N}/u;

/** How many edits a search word may be away from the catalogue words it matches: 0, 1 or 2. */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (DIGIT.test(word)) return 0;
  const letters = [...word].length;
  if (letters >= TWO_TYPOS_FROM_LETTERS) return 2;
  return letters >= ONE_TYPO_FROM_LETTERS ? 1 : 0;
}

/**
 * The edit distance of two words counting a swap of adjacent letters as one edit (Damerau–Levenshtein, in its
 * usual "optimal string alignment" form: no letter is edited twice). Stops early: any result above `max` is
 * returned as `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[t.length]!;
  return distance > max ? max + 1 : distance;
}

/**
 * The word and every string made from it by deleting up to `deletions` letters (SymSpell). Two words within
 * `n` edits of each other share such a string, each side deleting at most `n` letters; so the catalogue keeps
 * each word's own variants (`search_word_variants`, as deep as the word's own budget) and a search looks up
 * the variants of its words.
 */
export function deletionVariants(word: string, deletions: number): string[] {
  const found = new Set([word]);
  let frontier = [word];
  for (let depth = 0; depth < deletions; depth += 1) {
    const next: string[] = [];
    for (const variant of frontier) {
      const letters = [...variant];
      for (let index = 0; index < letters.length; index += 1) {
        const shorter = [...letters.slice(0, index), ...letters.slice(index + 1)].join('');
        if (shorter && !found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...found];
}

/** The words of a text as the search matches them: lower case, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a short name (a category's, a brand's) matches typed words as the suggestions match them: each typed
 * word begins a word of the name ("chair" → Chairs, "oak" → Oakline), within the typed word's typo budget
 * ("chiar" → Chairs).
 */
export function nameMatchesWords(name: string, typed: readonly string[]): boolean {
  const nameWords = wordsOf(name);
  return (
    typed.length > 0 &&
    typed.every((word) => {
      const budget = typoBudget(word);
      const letters = [...word].length;
      return nameWords.some((nameWord) => {
        const start = [...nameWord];
        // The start of the name word as long as the typed one, or a letter longer or shorter (a missing or
        // an extra letter).
        return [letters - 1, letters, letters + 1].some(
          (length) =>
            length > 0 &&
            length <= start.length &&
            editDistance(word, start.slice(0, length).join(''), budget) <= budget,
        );
      });
    })
  );
}
