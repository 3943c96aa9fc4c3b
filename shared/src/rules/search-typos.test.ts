import { describe, expect, it } from 'vitest';
import { deletionVariants, editDistance, nameMatchesWords, typoBudget } from './search-typos';

describe('the typo budget of a search word', () => {
  it.each([
    ['sofa', 0],
    ['rug', 0],
    ['chair', 1],
    ['cabinets', 1],
    ['wardrobes', 2],
    ['bookshelves', 2],
    ['120', 0],
    ['3seater', 0],
    ['kursi', 1],
    ['çekmeceli', 2],
  ] as const)('%s may be %i typos away', (word, budget) => expect(typoBudget(word)).toBe(budget));
});

describe('the edit distance', () => {
  it.each([
    ['chiar', 'chair', 1], // adjacent swap
    ['chairr', 'chair', 1], // extra letter
    ['char', 'chair', 1], // missing letter
    ['chsir', 'chair', 1], // wrong letter
    ['chair', 'chair', 0],
    ['wardorbe', 'wardrobe', 1],
    ['wradorbe', 'wardrobe', 2], // two swaps
    ['ca', 'abc', 3], // no letter is edited twice (optimal string alignment)
    ['sofa', 'table', 5],
  ] as const)('from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops past the bound it is given', () => {
    expect(editDistance('sofa', 'table', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('chiar', 'chair', 1)).toBe(1);
  });
});

describe('the deletion variants', () => {
  it('are the word and what deleting up to the given letters makes, each once', () => {
    expect(deletionVariants('sofa', 0)).toEqual(['sofa']);
    expect(deletionVariants('sofa', 1).sort()).toEqual(['ofa', 'sfa', 'soa', 'sof', 'sofa']);
    expect(deletionVariants('aab', 2).sort()).toEqual(['a', 'aa', 'aab', 'ab', 'b']);
  });

  it('meet for any two words within the budget of the longer (SymSpell)', () => {
    const pairs = [
      ['chiar', 'chair'],
      ['chair', 'chairs'],
      ['wardorbez', 'wardrobes'],
      ['bookshleves', 'bookshelves'],
      ['cabinte', 'cabinet'],
    ];
    for (const [typed, known] of pairs) {
      const budget = typoBudget(typed!);
      const reached = new Set(deletionVariants(typed!, budget));
      const meets = deletionVariants(known!, typoBudget(known!)).some((variant) => reached.has(variant));
      expect(meets, `${typed} → ${known}`).toBe(editDistance(typed!, known!) <= budget);
    }
  });
});

describe('a category or brand name matching typed words', () => {
  it.each([
    ['Chairs', 'chair'],
    ['Chairs', 'chiar'],
    ['Chairs', 'ch'],
    ['Oakline', 'oak'],
    ['Kayu Studio', 'studio kayu'],
    ['Kayu Studio', 'stuido'],
    ['Rumah Co.', 'rumah co'],
  ])('%s matches "%s"', (name, typed) => expect(nameMatchesWords(name, typed.split(' '))).toBe(true));

  it.each([
    ['Chairs', 'cihar'],
    ['Chairs', 'hc'],
    ['Oakline', 'oka'],
    ['Kayu Studio', 'kayu sofa'],
    ['Linea', ''],
  ])('%s does not match "%s"', (name, typed) =>
    expect(nameMatchesWords(name, typed.split(' ').filter(Boolean))).toBe(false),
  );
});
