/**
 * The catalogue's search, in memory (docs/catalogue.md, "The search index"): an inverted index of every live
 * product's search document (the lexemes of `products.search_vector`, with the weights they carry) beside the
 * columns a search filters, sorts and counts by. A search's matches, their relevance tiers, its exact total, its
 * facet counts and the ids of its page are worked out here; the database then reads only the page's rows by primary
 * key.
 *
 * Each product keeps one slot, and the slots run in the order of (created, id), the order of "newest" read
 * backwards. A search works on sets of slots held as bits (32 to an element), so intersecting and counting the
 * matches of common words costs a pass over a million bits, not a visit of every match; a page in relevance, newest
 * or oldest order is read off the bits from one end and stops when it is full. A lexeme used by many products is
 * kept as such sets; a rarer one as its sorted slots.
 *
 * The lexemes come from PostgreSQL (`search_vector`, and the stems search.ts gets with each word), so a word
 * matches here exactly what `to_tsquery('english', …)` matched there.
 */

import { LIMITS, minRatingScore } from '@spectrum/shared';
import type { CatalogueFilters } from './catalogue.repo';

/** A lexeme's weights in a document, as bits: A (the name) 1, B (categories, brand) 2, C (colour) 4, D 8. */
export const WEIGHT = { A: 1, B: 2, C: 4, D: 8 } as const;
const NAME = WEIGHT.A;
const ATTRIBUTES = WEIGHT.A | WEIGHT.B | WEIGHT.C;

/** A live product as the index keeps it. */
export interface IndexedProduct {
  id: number;
  price: number;
  /** Microseconds since 1970 (PostgreSQL keeps timestamps to the microsecond: the order's ties need them). */
  createdMicros: number;
  brandId: number;
  colorId: number;
  ratingScore: number;
  ratingCount: number;
  categoryIds: readonly number[];
  /** Each lexeme of the search document with its weights (WEIGHT bits). */
  lexemes: readonly (readonly [lexeme: string, weights: number])[];
}

/** One way a search word can match: a lexeme, or (`prefix`) every lexeme it begins. */
export interface SearchAlternative {
  lexeme: string;
  prefix: boolean;
}

/**
 * A search's words at one typo level: each word its alternatives, every word must match (in any of them). A word
 * with no alternative (a stop word) narrows nothing and is left out; a search of none matches nothing.
 */
export type SearchLevel = readonly (readonly SearchAlternative[])[];

/** A search's matches are narrowed by the same filters as the list without one. */
export type SearchFilters = CatalogueFilters;

export type SearchSort = 'relevance' | 'newest' | 'oldest' | 'priciest' | 'cheapest' | 'rating';

/**
 * A position in a sort's order, as its cursor names it: relevance (tier, created, id), newest and oldest
 * (created, id), priciest and cheapest (price, id), rating (score, count, id). Created is in microseconds.
 */
export type SearchKey = readonly number[];

export interface SearchPageRequest {
  sort: SearchSort;
  limit: number;
  /** Matches to skip (a numbered page), or the key to seek past (`backwards`: the matches before it). */
  position: { offset: number } | { key: SearchKey; backwards: boolean };
}

/** Relevance tiers run from 0 to this, exclusive: three fields at each of up to three typo levels (0–2 typos). */
export const SEARCH_TIERS = 9;
const TYPO_LEVELS = SEARCH_TIERS / 3;

export interface SearchHit {
  id: number;
  /** Its relevance tier: 3 × the typo level it first matches at + the field (name 0, attributes 1, other 2). */
  tier: number;
}

export interface FacetCounts {
  total: number;
  categories: Map<number, number>;
  brands: Map<number, number>;
  colors: Map<number, number>;
}

/** How facets are counted: match by match, set by set, or (as the store does) the cheaper for each search. */
export type FacetsBy = 'cheaper' | 'matches' | 'sets';

/** Bit sets of slots: slot s is bit (s & 31) of element s >>> 5. */
type Bits = Int32Array;

const bitsFor = (slots: number): number => (slots + 31) >>> 5;

const popcount = (value: number): number => {
  const nibbles = fourBitCounts(twoBitCounts(value));
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

const countBits = (bits: Bits, elements: number): number => countBothBits(bits, bits, elements);

const setBit = (bits: Bits, slot: number): void => {
  bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
};
const clearBit = (bits: Bits, slot: number): void => {
  bits[slot >>> 5] = bits[slot >>> 5]! & ~(1 << (slot & 31));
};
const hasBit = (bits: Bits, slot: number): boolean => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

/** Writes into `into` the slots in every one of the sets given (the first is always given; `into` may be it). */
const intersect = (sets: readonly [Bits, ...(Bits | undefined)[]], into: Bits, elements: number): Bits => {
  const [first, ...rest] = sets;
  if (first !== into) into.set(first.subarray(0, elements));
  for (const bits of rest) {
    if (bits) for (let element = 0; element < elements; element += 1) into[element] = into[element]! & bits[element]!;
  }
  return into;
};

/**
 * The number of slots in both sets. Three elements at a time share the last steps of a popcount (their 4-bit
 * counts summed before the bytes are); no branch on empty elements, which mispredicts on sets of mixed density.
 */
const countBothBits = (a: Bits, b: Bits, elements: number): number => {
  let count = 0;
  let element = 0;
  for (; element + 3 <= elements; element += 3) {
    const first = twoBitCounts(a[element]! & b[element]!);
    const second = twoBitCounts(a[element + 1]! & b[element + 1]!);
    const third = twoBitCounts(a[element + 2]! & b[element + 2]!);
    // Each 4 bits at most 12: three sums of two 2-bit counts of at most 2.
    const nibbles = fourBitCounts(first) + fourBitCounts(second) + fourBitCounts(third);
    count += Math.imul((nibbles & 0x0f0f0f0f) + ((nibbles >>> 4) & 0x0f0f0f0f), 0x01010101) >>> 24;
  }
  for (; element < elements; element += 1) count += popcount(a[element]! & b[element]!);
  return count;
};

/** Each 2 bits of a value as the number of its bits set. */
const twoBitCounts = (value: number): number => value - ((value >>> 1) & 0x55555555);
/** Each 4 bits of twoBitCounts' result as the number of bits set. */
const fourBitCounts = (pairs: number): number => (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);

/** A lexeme listed by more products than this share of the slots is kept as bit sets. */
const DENSE_SHARE = 16;
const DENSE_FROM = 1_024;

/**
 * The products using one lexeme, or of one category, brand or colour (`weighted` false: no weights). Sparse: their
 * slots in order with the lexeme's weights in each. Dense (once holding a sixteenth of the slots): bit sets, the
 * slots with it anywhere, and for a lexeme those with it in the name and in the name or attributes (categories,
 * brand, colour).
 */
class Postings {
  slots = new Int32Array(4);
  weights = new Uint8Array(4);
  /** Listed slots (sparse), or slots in `any` (dense). */
  length = 0;
  any: Bits | undefined;
  name: Bits | undefined;
  attributes: Bits | undefined;

  constructor(
    readonly id: number,
    private readonly weighted = true,
  ) {}

  /** A lexeme's sets, when it is kept as such. */
  get bits(): WordBits | undefined {
    return this.any && this.name && this.attributes && { any: this.any, name: this.name, attributes: this.attributes };
  }

  add(slot: number, weights: number, capacity: number): void {
    this.length += 1;
    if (this.any) {
      this.setWeights(slot, weights);
      return;
    }
    if (this.length > DENSE_FROM && this.length * DENSE_SHARE > capacity) {
      this.becomeDense(capacity);
      this.setWeights(slot, weights);
      return;
    }
    if (this.length > this.slots.length) {
      const slots = new Int32Array(this.slots.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const grown = new Uint8Array(this.slots.length);
      grown.set(this.weights);
      this.weights = grown;
    }
    const last = this.length - 1;
    // Nearly always past the last: slots are given in order.
    let at = last;
    if (last > 0 && this.slots[last - 1]! > slot) {
      at = this.position(slot, last);
      this.slots.copyWithin(at + 1, at, last);
      this.weights.copyWithin(at + 1, at, last);
    }
    this.slots[at] = slot;
    this.weights[at] = weights;
  }

  delete(slot: number): void {
    this.length -= 1;
    if (this.any) {
      clearBit(this.any, slot);
      if (this.name) clearBit(this.name, slot);
      if (this.attributes) clearBit(this.attributes, slot);
      return;
    }
    const at = this.position(slot, this.length + 1);
    this.slots.copyWithin(at, at + 1, this.length + 1);
    this.weights.copyWithin(at, at + 1, this.length + 1);
  }

  /** The number of its listed slots (sparse) in a set. */
  countIn(bits: Bits): number {
    let count = 0;
    for (let index = 0; index < this.length; index += 1) if (hasBit(bits, this.slots[index]!)) count += 1;
    return count;
  }

  /** Changes the weights of a slot listed already. */
  reweigh(slot: number, weights: number): void {
    if (this.any) this.setWeights(slot, weights);
    else this.weights[this.position(slot, this.length)] = weights;
  }

  /** The dense sets as the slots grow. */
  grow(elements: number): void {
    if (!this.any || this.any.length >= elements) return;
    for (const key of ['any', 'name', 'attributes'] as const) {
      const bits = this[key];
      if (!bits) continue;
      const bigger = new Int32Array(elements);
      bigger.set(bits);
      this[key] = bigger;
    }
  }

  /** The first position of a slot not below `slot` among the first `length` listed. */
  private position(slot: number, length: number): number {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.slots[middle]! < slot) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private setWeights(slot: number, weights: number): void {
    setBit(this.any!, slot);
    if (this.name) {
      if (weights & NAME) setBit(this.name, slot);
      else clearBit(this.name, slot);
    }
    if (this.attributes) {
      if (weights & ATTRIBUTES) setBit(this.attributes, slot);
      else clearBit(this.attributes, slot);
    }
  }

  private becomeDense(capacity: number): void {
    const elements = bitsFor(capacity);
    this.any = new Int32Array(elements);
    if (this.weighted) {
      this.name = new Int32Array(elements);
      this.attributes = new Int32Array(elements);
    }
    for (let index = 0; index < this.length - 1; index += 1) this.setWeights(this.slots[index]!, this.weights[index]!);
    this.slots = new Int32Array(0);
    this.weights = new Uint8Array(0);
  }
}

/**
 * Nested sets of one column of the slots (price, rating score): `atLeast[k]` holds the slots whose value is at least
 * `bounds[k]`. A range keeps the slots between two bounds with word-wide operations, and reads the values of only
 * those in the two bands its ends fall in (none for an end on a bound). A page of an order by the value reads only
 * the bands that hold it (firstBands).
 */
class ValueLevels {
  private atLeast: Bits[];
  /** The slots whose value is a bound itself: a range ending on a bound reads no value of the band from it. */
  private onBound: Bits = new Int32Array(0);

  constructor(private readonly bounds: readonly number[]) {
    this.atLeast = bounds.map(() => new Int32Array(0));
  }

  /** The sets firstBands counts at most: the steps of a binary search over the bounds. */
  get searchSteps(): number {
    return Math.ceil(Math.log2(this.bounds.length + 1));
  }

  /** Writes a slot's value into the sets (whatever slot held there before). */
  set(slot: number, value: number): void {
    const level = this.boundsUpTo(value);
    for (let bound = 0; bound < this.bounds.length; bound += 1) {
      if (bound < level) setBit(this.atLeast[bound]!, slot);
      else clearBit(this.atLeast[bound]!, slot);
    }
    if (level > 0 && this.bounds[level - 1] === value) setBit(this.onBound, slot);
    else clearBit(this.onBound, slot);
  }

  grow(elements: number): void {
    this.atLeast = this.atLeast.map((bits) => grow(bits, elements, (n) => new Int32Array(n)));
    this.onBound = grow(this.onBound, elements, (n) => new Int32Array(n));
  }

  /**
   * Keeps in `matches` the slots whose value (in `values`) is within [min, max]. `ones` and `zeros` are sets of
   * every slot and of none.
   */
  keepWithin(
    matches: Bits,
    values: Float64Array | Int32Array,
    [min, max]: readonly [number, number],
    elements: number,
    { ones, zeros }: { ones: Bits; zeros: Bits },
  ): void {
    const at = (bound: number): Bits => (bound < 0 ? ones : bound >= this.bounds.length ? zeros : this.atLeast[bound]!);
    // The first bound at or above min and the last at or below max: the slots from the one and below the other are
    // within; those in the band below the first or in the band from the last are read. Neither when the range ends
    // on it: no value of the band below min is in the range, and of the band from max only those on its bound.
    const first = this.boundsUpTo(min, true);
    const last = this.boundsUpTo(max) - 1;
    const fromFirst = min === -Infinity ? ones : at(first);
    const belowFirst = min === -Infinity || this.bounds[first] === min ? fromFirst : at(first - 1);
    const fromLast = max === Infinity ? zeros : at(last);
    const beyondLast = max === Infinity ? zeros : at(last + 1);
    const maxOnBound = this.bounds[last] === max;
    const onMax = maxOnBound ? this.onBound : zeros;
    const readFromLast = maxOnBound ? zeros : fromLast;
    for (let element = 0; element < elements; element += 1) {
      const found = matches[element]!;
      if (found === 0) continue;
      const lastBand = fromLast[element]! & ~beyondLast[element]!;
      let kept = found & fromFirst[element]! & (~fromLast[element]! | (lastBand & onMax[element]!));
      let unsure =
        found &
        ~kept &
        ((belowFirst[element]! & ~fromFirst[element]!) | (readFromLast[element]! & ~beyondLast[element]!));
      while (unsure !== 0) {
        const lowest = unsure & -unsure;
        unsure ^= lowest;
        const value = values[(element << 5) | (31 - Math.clz32(lowest))]!;
        if (value >= min && value <= max) kept |= lowest;
      }
      matches[element] = kept;
    }
  }

  /**
   * The bands of `matches` (`found` of them) that hold the first `count` in the order of the values (`ascending`:
   * lowest first), written into `into`: the matches below the lowest bound with `count` below it, or from the
   * highest with `count` from it. Whole bands are kept, so the first `count` (ties broken by id) are among them.
   * Undefined when every band is needed. A binary search over the bounds, each step counting the matches from one.
   */
  firstBands(
    matches: Bits,
    found: number,
    count: number,
    ascending: boolean,
    into: Bits,
    elements: number,
  ): Bits | undefined {
    const fromBound = (bound: number): number => countBothBits(matches, this.atLeast[bound]!, elements);
    // Ascending: the lowest bound with `count` below it; descending: the highest with `count` from it.
    let low = 0;
    let high = this.bounds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const enough = ascending ? found - fromBound(middle) >= count : fromBound(middle) >= count;
      if (enough === ascending) high = middle;
      else low = middle + 1;
    }
    const bound = ascending ? low : low - 1;
    if (bound < 0 || bound >= this.bounds.length) return undefined;
    const set = this.atLeast[bound]!;
    for (let element = 0; element < elements; element += 1) {
      into[element] = matches[element]! & (ascending ? ~set[element]! : set[element]!);
    }
    return into;
  }

  /** The number of bounds at or below a value (`below`: below it). */
  private boundsUpTo(value: number, below = false): number {
    let low = 0;
    let high = this.bounds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (below ? this.bounds[middle]! < value : this.bounds[middle]! <= value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Price bands: the round prices a shopper types into the price filter (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 and 8 in each
 * decade, bands at most a third wide), from 1 to the highest price a product may have. A range from one to another
 * reads no price.
 */
const ROUND_PRICES = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
const PRICE_BOUNDS = [
  ...Array.from({ length: Math.ceil(Math.log10(LIMITS.maxProductPrice)) }, (_, decade) =>
    ROUND_PRICES.map((price) => Number((price * 10 ** decade).toPrecision(2))),
  ).flat(),
  LIMITS.maxProductPrice,
];
/** Rating scores: a bound at each whole star's score, so "N stars and up" reads no score. */
const SCORE_BOUNDS = [1, 2, 3, 4, 5].map(minRatingScore);

/** The sets of one word (or of a level's words together): slots with it anywhere, in the name, in the attributes. */
interface WordBits {
  any: Bits;
  name: Bits;
  attributes: Bits;
}

const grow = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array | Int8Array>(
  array: T,
  size: number,
  make: (n: number) => T,
): T => {
  if (array.length >= size) return array;
  const bigger = make(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
};

/**
 * Counting a match's facets costs about this many times ANDing and counting one element of two sets (10 and 2.3
 * ns measured at 100,000 products, before the count without a branch: 1.7 ns at a million); countFacets takes the
 * cheaper way.
 */
const VISIT_COST = 4;

/**
 * Listing a match and keeping it in a page's order costs about as much as counting this many elements of a set:
 * at a million products, reading a price page from its bands (7 counts of 31,250 elements) cost more than listing
 * 15,000 matches and less than listing 38,000.
 */
const LIST_COST = 9;

/** Slots moved at most this far to keep a new product in order; beyond, the index asks to be loaded anew. */
const MOST_SLOTS_MOVED = 256;

/**
 * The index. Each product keeps its slot while it lives: a change is written in place, and a product archived or
 * sold out is only marked not live (it may come back). A product put out of the order of (created, id) moves
 * the few newer slots up one; further out, the index still answers every search, more slowly, and `wantsReload`
 * asks its owner to load a new one, as it does once a quarter of the slots are not live. Not safe across awaits:
 * each method runs to its end synchronously.
 */
export class SearchIndex {
  private capacity = 0;
  private used = 0;
  private liveCount = 0;
  /** Whether the slots run in the order of (created, id). */
  private ordered = true;
  private ids = new Int32Array(0);
  private prices = new Float64Array(0);
  private created = new Float64Array(0);
  private brands = new Int32Array(0);
  private colors = new Int32Array(0);
  private scores = new Int32Array(0);
  private ratingKeys = new Float64Array(0);
  private live: Bits = new Int32Array(0);
  private readonly priceLevels = new ValueLevels(PRICE_BOUNDS);
  private readonly scoreLevels = new ValueLevels(SCORE_BOUNDS);
  /** Sets of every slot and of none, for ValueLevels. */
  private ones: Bits = new Int32Array(0);
  private zeros: Bits = new Int32Array(0);
  /** Each slot's categories: `categoryCount[slot]` ids from `categoryStart[slot]` in `categoryIds`. */
  private categoryIds = new Int32Array(1024);
  private categoryIdsUsed = 0;
  private categoryStart = new Int32Array(0);
  private categoryCount = new Uint8Array(0);
  /** Each slot's lexemes (`lexemeCount[slot]` of them from `lexemeStart[slot]`) with their weights. */
  private slotLexemes = new Int32Array(1024);
  private slotWeights = new Uint8Array(1024);
  private slotLexemesUsed = 0;
  private lexemeStart = new Int32Array(0);
  private lexemeCount = new Uint16Array(0);
  /** Packed entries (categories and lexemes) no slot uses any more since a change. */
  private unused = 0;
  private largestCategory = 0;
  private largestBrand = 0;
  private largestColor = 0;
  private readonly slotOf = new Map<number, number>();
  private readonly lexemes = new Map<string, Postings>();
  private readonly lexemeById: Postings[] = [];
  /** The slots of each category, brand and colour, which a filter keeps. */
  private readonly categorySets = new Map<number, Postings>();
  private readonly brandSets = new Map<number, Postings>();
  private readonly colorSets = new Map<number, Postings>();
  /** Every lexeme in order, for prefixes; made again after a new lexeme arrives. */
  private sortedLexemes: string[] | undefined;

  // Scratch space of a search (a search runs to its end before another starts).
  /** A level's words gathered from their lexemes, one each (made as the first search of so many words needs them). */
  private words: WordBits[] = [];
  private level: WordBits = { any: new Int32Array(0), name: new Int32Array(0), attributes: new Int32Array(0) };
  /** Elements of sets that hold some slot (matchLevel). */
  private elementList = new Int32Array(0);
  /** The matches under the filters, and each tier's among them. */
  private matches: Bits = new Int32Array(0);
  private tiers: Bits[] = [];
  private tiersUsed = 0;
  private tierOf = new Int8Array(0);
  /** The matches of the value bands a page is read from (listFirst). */
  private bands: Bits = new Int32Array(0);
  /** The filters' sets and the matches each facet counts (countFacetsBySets). */
  private facetScratch: Bits[] = [];

  /** `facetsBy` makes tests count facets one way only; else the cheaper way for the matches is taken. */
  constructor(private readonly facetsBy: FacetsBy = 'cheaper') {
    this.reserve(1024);
  }

  /** Live products in the index. */
  get size(): number {
    return this.liveCount;
  }

  /**
   * Whether the index is worth loading anew: products were put far out of order (searches read every match
   * instead of a page's worth), or a quarter of its slots are not live.
   */
  get wantsReload(): boolean {
    const notLive = this.used - this.liveCount;
    return !this.ordered || (notLive > 1024 && notLive * 4 > this.used) || this.unused > this.slotLexemesUsed;
  }

  /** Adds a live product, or writes it again as it now is. */
  put(product: IndexedProduct): void {
    let slot = this.slotOf.get(product.id);
    if (slot !== undefined && this.created[slot] !== product.createdMicros) {
      // Its place in the order moved: the old slot is left dead.
      this.markLive(slot, false);
      this.slotOf.delete(product.id);
      slot = undefined;
    }
    const fresh = slot === undefined;
    if (slot === undefined) {
      slot = this.newSlot(product.createdMicros, product.id);
      this.ids[slot] = product.id;
      this.created[slot] = product.createdMicros;
      this.lexemeCount[slot] = 0;
      this.categoryCount[slot] = 0;
      this.slotOf.set(product.id, slot);
    }
    this.prices[slot] = product.price;
    this.priceLevels.set(slot, product.price);
    this.setValue(this.brandSets, this.brands, slot, product.brandId, fresh);
    this.setValue(this.colorSets, this.colors, slot, product.colorId, fresh);
    this.largestBrand = Math.max(this.largestBrand, product.brandId);
    this.largestColor = Math.max(this.largestColor, product.colorId);
    this.scores[slot] = product.ratingScore;
    this.scoreLevels.set(slot, product.ratingScore);
    this.ratingKeys[slot] = ratingKey(product.ratingScore, product.ratingCount);
    this.setCategories(slot, product.categoryIds);
    this.setLexemes(slot, product.lexemes);
    this.markLive(slot, true);
  }

  /** Takes a product out (archived, out of stock, deleted); nothing when it is not in. */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) this.markLive(slot, false);
  }

  /** The number of matches, and per category, brand and colour the matches under every filter but its own. */
  facets(levels: readonly SearchLevel[], filters: SearchFilters): FacetCounts {
    return this.countFacets(filters, this.match(levels, beyondFacets(filters)));
  }

  /**
   * A page of a search's matches in a sort's order, with their total, and with `facets` the facet counts too (the
   * matches found once for both). Ties break on id, as the database's orders do, so pages never overlap.
   */
  page(
    levels: readonly SearchLevel[],
    filters: SearchFilters,
    request: SearchPageRequest,
    { facets = false } = {},
  ): { hits: SearchHit[]; total: number; facets?: FacetCounts } {
    let counted: FacetCounts | undefined;
    let total: number;
    if (facets) {
      counted = this.countFacets(filters, this.match(levels, beyondFacets(filters)));
      total = counted.total;
    } else {
      total = this.match(levels, filters);
    }
    const picked =
      total === 0
        ? []
        : this.ordered && isDateOrder(request.sort)
          ? this.walk(request)
          : this.pickSorted(request, total);
    return {
      hits: picked.map((slot) => ({ id: this.ids[slot]!, tier: this.tierAt(slot) })),
      total,
      ...(counted && { facets: counted }),
    };
  }

  /**
   * Finds the matches of a search under the filters into `matches` and `tiers`; returns their number. A product is
   * ranked at the first typo level it matches at (each level only adds alternatives).
   */
  private match(levels: readonly SearchLevel[], filters: SearchFilters): number {
    const elements = bitsFor(this.used);
    const { matches, live } = this;
    matches.fill(0, 0, elements);
    this.tiersUsed = 3 * Math.min(levels.length, TYPO_LEVELS);
    for (let typoLevel = 0; typoLevel < this.tiersUsed / 3; typoLevel += 1) {
      const level = this.matchLevel(levels[typoLevel]!, elements);
      const inName = this.tiers[3 * typoLevel]!;
      const inAttributes = this.tiers[3 * typoLevel + 1]!;
      const elsewhere = this.tiers[3 * typoLevel + 2]!;
      if (!level) {
        inName.fill(0, 0, elements);
        inAttributes.fill(0, 0, elements);
        elsewhere.fill(0, 0, elements);
        continue;
      }
      addLevel(level, live, matches, [inName, inAttributes, elsewhere], elements);
    }
    const { categoryId, brandId, colorId, minPrice, maxPrice, minRatingScore } = filters;
    const kept = [
      [this.categorySets, categoryId],
      [this.brandSets, brandId],
      [this.colorSets, colorId],
    ] as const;
    let filtered = false;
    for (const [sets, value] of kept) {
      if (value === undefined) continue;
      this.keepOnly(sets.get(value), elements);
      filtered = true;
    }
    if (filtered) this.keepTiersOfMatches(elements);
    if (minPrice === undefined && maxPrice === undefined && minRatingScore === undefined) {
      return countBits(matches, elements);
    }
    return this.narrow(filters);
  }

  /** Leaves in each tier only the slots still in `matches`. */
  private keepTiersOfMatches(elements: number): void {
    for (let tier = 0; tier < this.tiersUsed; tier += 1)
      intersect([this.tiers[tier]!, this.matches], this.tiers[tier]!, elements);
  }

  /** Keeps in `matches` only the slots of a category, brand or colour (none when it has no products). */
  private keepOnly(set: Postings | undefined, elements: number): void {
    intersect([this.matches, this.bitsOfSet(set, this.wordScratch(0).any, elements)], this.matches, elements);
  }

  /**
   * Drops the matches outside the price and rating filters from `matches` and the tiers (through their sets of
   * bands, ValueLevels); returns how many are left.
   */
  private narrow({ minPrice, maxPrice, minRatingScore }: SearchFilters): number {
    const elements = bitsFor(this.used);
    const { matches, ones, zeros } = this;
    if (minPrice !== undefined || maxPrice !== undefined) {
      const range = [minPrice ?? -Infinity, maxPrice ?? Infinity] as const;
      this.priceLevels.keepWithin(matches, this.prices, range, elements, { ones, zeros });
    }
    if (minRatingScore !== undefined) {
      this.scoreLevels.keepWithin(matches, this.scores, [minRatingScore, Infinity], elements, { ones, zeros });
    }
    this.keepTiersOfMatches(elements);
    return countBits(matches, elements);
  }

  /**
   * The slots (not only live ones) matching every word of a level, as sets: every word in the name, every word in
   * the name or attributes, anywhere. Undefined when the level has no word or a word nothing matches.
   */
  private matchLevel(level: SearchLevel, elements: number): WordBits | undefined {
    const words = level
      .filter((alternatives) => alternatives.length > 0)
      .map((alternatives) => [...new Set(alternatives.flatMap((alternative) => this.lexemesOf(alternative)))]);
    if (words.length === 0 || words.some((lexemes) => lexemes.length === 0)) return undefined;
    // A word of one common lexeme is read where it is kept; the others are gathered, each into its own scratch.
    const sets = words
      .map((lexemes) => ({ lexemes, size: lexemes.reduce((sum, lexeme) => sum + lexeme.length, 0) }))
      .sort((a, b) => a.size - b.size)
      .map(({ lexemes }, index) => (lexemes.length === 1 && lexemes[0]!.bits) || this.gather(lexemes, index, elements));
    if (sets.length === 1) return sets[0];
    return andWords(sets as [WordBits, WordBits, ...WordBits[]], this.level, this.elementList, elements);
  }

  /**
   * The sets of a word matched through several lexemes (or one rare one), each slot with all their weights, into
   * the scratch of the `word`th word of a level.
   */
  private gather(lexemes: readonly Postings[], word: number, elements: number): WordBits {
    const into = this.wordScratch(word);
    const { any, name, attributes } = into;
    any.fill(0, 0, elements);
    name.fill(0, 0, elements);
    attributes.fill(0, 0, elements);
    for (const lexeme of lexemes) {
      if (lexeme.any) {
        for (let element = 0; element < elements; element += 1) {
          any[element] = any[element]! | lexeme.any![element]!;
          name[element] = name[element]! | lexeme.name![element]!;
          attributes[element] = attributes[element]! | lexeme.attributes![element]!;
        }
        continue;
      }
      const { slots, weights, length } = lexeme;
      for (let index = 0; index < length; index += 1) {
        const slot = slots[index]!;
        const element = slot >>> 5;
        const bit = 1 << (slot & 31);
        any[element] = any[element]! | bit;
        if (weights[index]! & NAME) name[element] = name[element]! | bit;
        if (weights[index]! & ATTRIBUTES) attributes[element] = attributes[element]! | bit;
      }
    }
    return into;
  }

  /** A picked match's tier: the first tier set it is in. */
  private tierAt(slot: number): number {
    for (let tier = 0; tier < this.tiersUsed; tier += 1) if (hasBit(this.tiers[tier]!, slot)) return tier;
    return 0;
  }

  /**
   * A page of a relevance, newest or oldest order read off the sets (the slots run in the order of (created,
   * id)): relevance is each tier in turn, newest first; it stops once the page is full.
   */
  private walk({ sort, limit, position }: SearchPageRequest): number[] {
    const newestFirst = sort !== 'oldest';
    const runs = sort === 'relevance' ? this.tiers.slice(0, this.tiersUsed) : [this.matches];
    const picked: number[] = [];
    if ('offset' in position) {
      let skip = position.offset;
      for (const bits of runs) {
        skip = this.readBits(bits, 0, this.used, newestFirst, skip, limit, picked);
        if (picked.length === limit) break;
      }
      return picked;
    }
    const { key, backwards } = position;
    // A relevance key's tier may lie outside the tiers of this search (a cursor of another one): then no run holds it.
    const keyTier = sort === 'relevance' ? (key[0] ?? 0) : 0;
    const [created = 0, id = 0] = sort === 'relevance' ? key.slice(1) : key;
    // Slots below `boundary` come before the key in the order of (created, id); the key's own slot is left out.
    const boundary = this.firstSlotFrom(created, id);
    const atKey = boundary < this.used && this.created[boundary] === created && this.ids[boundary] === id ? 1 : 0;
    // Newest first, forwards reads the key's run below it (backwards above it), the other way round oldest first;
    // then the runs after the key's (before it), whole.
    const descending = newestFirst !== backwards;
    const readRun = (run: number, from: number, to: number) =>
      this.readBits(runs[run]!, from, to, descending, 0, limit, picked);
    if (keyTier >= 0 && keyTier < runs.length) {
      if (descending) readRun(keyTier, 0, boundary);
      else readRun(keyTier, boundary + atKey, this.used);
    }
    const step = backwards ? -1 : 1;
    const next = Math.min(Math.max(keyTier + step, 0), runs.length - 1);
    for (let run = next; (backwards ? run < keyTier : run > keyTier) && run >= 0 && run < runs.length; run += step) {
      if (picked.length === limit) break;
      readRun(run, 0, this.used);
    }
    return backwards ? picked.reverse() : picked;
  }

  /**
   * Reads the set slots of `bits` in [from, to) in order (or in reverse), skipping `skip` of them, into `picked`
   * until it holds `limit`; returns what is still to skip.
   */
  private readBits(
    bits: Bits,
    from: number,
    to: number,
    descending: boolean,
    skip: number,
    limit: number,
    picked: number[],
  ): number {
    if (from >= to) return skip;
    const firstElement = from >>> 5;
    const lastElement = (to - 1) >>> 5;
    // The element's bits within [from, to).
    const within = (element: number): number => {
      let value = bits[element]!;
      if (element === firstElement) value &= -1 << (from & 31);
      if (element === lastElement && (to & 31) !== 0) value &= (1 << (to & 31)) - 1;
      return value;
    };
    let rest = skip;
    for (let step = 0; step <= lastElement - firstElement && picked.length < limit; step += 1) {
      const element = descending ? lastElement - step : firstElement + step;
      let value = within(element);
      if (value === 0) continue;
      if (rest > 0) {
        const count = popcount(value);
        if (count <= rest) {
          rest -= count;
          continue;
        }
      }
      while (value !== 0 && picked.length < limit) {
        const bit = descending ? 31 - Math.clz32(value) : 31 - Math.clz32(value & -value);
        value &= ~(1 << bit);
        if (rest > 0) rest -= 1;
        else picked.push((element << 5) | bit);
      }
    }
    return rest;
  }

  /** The first slot at or after (created, id) in their order (the slots run in it). */
  private firstSlotFrom(created: number, id: number): number {
    let low = 0;
    let high = this.used;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = this.created[middle]!;
      if (value < created || (value === created && this.ids[middle]! < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * A page in a price or rating order, or of an index out of order: the matches listed (by number only those of
   * the value bands that hold the page), then the page picked.
   */
  private pickSorted(request: SearchPageRequest, total: number): number[] {
    const order = this.order(request.sort);
    if (order.tiered) {
      for (let tier = 0; tier < this.tiersUsed; tier += 1) {
        const tierOf = this.tierOf;
        this.readAll(this.tiers[tier]!, (slot) => {
          tierOf[slot] = tier;
        });
      }
    }
    const { position } = request;
    if ('offset' in position) {
      // Past the middle, the page is found from the end of the order: fewer matches to keep in order.
      if (position.offset > total / 2) {
        const count = Math.max(0, Math.min(request.limit, total - position.offset));
        const skipFromEnd = total - position.offset - count;
        return this.firstInOrder(
          this.listFirst(order, true, skipFromEnd + count, total),
          order,
          true,
          skipFromEnd + count,
        )
          .slice(skipFromEnd)
          .reverse();
      }
      const count = position.offset + request.limit;
      return this.firstInOrder(this.listFirst(order, false, count, total), order, false, count).slice(position.offset);
    }
    const { key, backwards } = position;
    const beyond = this.beyondKey(
      this.listFirst(order, false, total, total),
      order,
      this.keyOf(request.sort, key),
      backwards,
    );
    return backwards
      ? this.firstInOrder(beyond, order, true, request.limit).reverse()
      : this.firstInOrder(beyond, order, false, request.limit);
  }

  /**
   * The `total` matches listed, or in a price or rating order only those of the value bands that hold the first
   * `count` in the order (`reversed`: from its end), when finding those bands costs less than listing them all.
   */
  private listFirst(order: Order, reversed: boolean, count: number, total: number): Int32Array {
    const levels =
      order.values === this.prices ? this.priceLevels : order.values === this.ratingKeys ? this.scoreLevels : undefined;
    const elements = bitsFor(this.used);
    const bands =
      levels && count < total && total * LIST_COST > elements * levels.searchSteps
        ? levels.firstBands(this.matches, total, count, order.descending === reversed, this.bands, elements)
        : undefined;
    const listed = bands ?? this.matches;
    const slots = new Int32Array(bands ? countBits(bands, elements) : total);
    let at = 0;
    this.readAll(listed, (slot) => {
      slots[at] = slot;
      at += 1;
    });
    return slots;
  }

  /** Calls `each` with every set slot of `bits`, in order. */
  private readAll(bits: Bits, each: (slot: number) => void): void {
    const elements = bitsFor(this.used);
    for (let element = 0; element < elements; element += 1) {
      let rest = bits[element]!;
      while (rest !== 0) {
        const lowest = rest & -rest;
        rest ^= lowest;
        each((element << 5) | (31 - Math.clz32(lowest)));
      }
    }
  }

  /** How a sort orders slots (ties break on id, as the database's orders do, so pages never overlap). */
  private order(sort: SearchSort): Order {
    switch (sort) {
      case 'relevance':
        return { tiered: true, values: this.created, descending: true, idDescending: true };
      case 'newest':
        return { tiered: false, values: this.created, descending: true, idDescending: true };
      case 'oldest':
        return { tiered: false, values: this.created, descending: false, idDescending: false };
      case 'priciest':
        return { tiered: false, values: this.prices, descending: true, idDescending: false };
      case 'cheapest':
        return { tiered: false, values: this.prices, descending: false, idDescending: false };
      case 'rating':
        return { tiered: false, values: this.ratingKeys, descending: true, idDescending: true };
    }
  }

  /** A cursor's key as an order compares it. */
  private keyOf(sort: SearchSort, key: SearchKey): { tier: number; value: number; id: number } {
    if (sort === 'relevance') return { tier: key[0] ?? 0, value: key[1] ?? 0, id: key[2] ?? 0 };
    if (sort === 'rating') return { tier: 0, value: ratingKey(key[0] ?? 0, key[1] ?? 0), id: key[2] ?? 0 };
    return { tier: 0, value: key[0] ?? 0, id: key[1] ?? 0 };
  }

  /** The slots after the key in the order (`backwards`: before it). */
  private beyondKey(
    slots: Int32Array,
    { tiered, values, descending, idDescending }: Order,
    key: { tier: number; value: number; id: number },
    backwards: boolean,
  ): Int32Array {
    const { tierOf, ids } = this;
    /** 1 when the slot comes after the key, -1 before it, 0 at it. */
    const side = (slot: number): number => {
      if (tiered && tierOf[slot] !== key.tier) return tierOf[slot]! > key.tier ? 1 : -1;
      const value = values[slot]!;
      if (value !== key.value) return value > key.value !== descending ? 1 : -1;
      if (ids[slot] === key.id) return 0;
      return ids[slot]! > key.id !== idDescending ? 1 : -1;
    };
    const wanted = backwards ? -1 : 1;
    return slots.filter((slot) => side(slot) === wanted);
  }

  /**
   * The first `count` slots in the order (`reversed`: from its end), without sorting the rest: each is compared
   * with the last kept, and only one that comes before it is put in its place (a page from tens of thousands).
   */
  private firstInOrder(slots: Int32Array, order: Order, reversed: boolean, count: number): number[] {
    if (count <= 0) return [];
    const { tiered, values, descending, idDescending } = order;
    const { tierOf, ids } = this;
    // Each difference times its sign is negative when `a` comes first.
    const tierSign = reversed ? -1 : 1;
    const valueSign = descending ? -tierSign : tierSign;
    const idSign = idDescending ? -tierSign : tierSign;
    const before = (a: number, b: number): boolean =>
      ((tiered ? (tierOf[a]! - tierOf[b]!) * tierSign : 0) ||
        (values[a]! - values[b]!) * valueSign ||
        (ids[a]! - ids[b]!) * idSign) < 0;
    const kept: number[] = [];
    // Slots run about in creation order: read newest first when the order is, so that few of them come before the
    // last kept.
    const newestFirst = values === this.created && descending !== reversed;
    // The last kept, to pass over the slots after it without a call.
    let lastTier = 0;
    let lastValue = 0;
    let lastId = 0;
    for (let step = 0; step < slots.length; step += 1) {
      const slot = slots[newestFirst ? slots.length - 1 - step : step]!;
      if (kept.length === count) {
        const tierDifference = tiered ? (tierOf[slot]! - lastTier) * tierSign : 0;
        if (tierDifference > 0) continue;
        if (tierDifference === 0) {
          const valueDifference = (values[slot]! - lastValue) * valueSign;
          if (valueDifference > 0 || (valueDifference === 0 && (ids[slot]! - lastId) * idSign >= 0)) continue;
        }
      }
      let low = 0;
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (before(slot, kept[middle]!)) high = middle;
        else low = middle + 1;
      }
      kept.splice(low, 0, slot);
      if (kept.length > count) kept.pop();
      const last = kept[kept.length - 1]!;
      lastTier = tierOf[last]!;
      lastValue = values[last]!;
      lastId = ids[last]!;
    }
    return kept;
  }

  /**
   * The facets of the `found` matches (under every filter but the category, brand and colour), which are then
   * narrowed by those too. Counted match by match, or when the matches are many, set by set: each category, brand
   * and colour set ANDed with the matches a machine word at a time (at 100,000 products, about half the time for
   * a word in a quarter of them).
   */
  private countFacets(filters: SearchFilters, found: number): FacetCounts {
    const bySets = this.facetsBy === 'sets' || (this.facetsBy === 'cheaper' && found * VISIT_COST > this.setsCost());
    return bySets ? this.countFacetsBySets(filters, found) : this.countFacetsByMatch(filters);
  }

  /** What counting the facets set by set reads: every element of a dense set, every slot of a listed one. */
  private setsCost(): number {
    const elements = bitsFor(this.used);
    let cost = 0;
    for (const sets of [this.categorySets, this.brandSets, this.colorSets]) {
      for (const set of sets.values()) cost += set.any ? elements : set.length;
    }
    return cost;
  }

  private countFacetsBySets({ categoryId, brandId, colorId }: SearchFilters, found: number): FacetCounts {
    const elements = bitsFor(this.used);
    const [categoryBits, brandBits, colorBits, forCategories, forBrands, forColors] = this.facetScratch;
    const filterBits = (sets: Map<number, Postings>, value: number | undefined, into: Bits) =>
      value === undefined ? undefined : this.bitsOfSet(sets.get(value), into, elements);
    const category = filterBits(this.categorySets, categoryId, categoryBits!);
    const brand = filterBits(this.brandSets, brandId, brandBits!);
    const color = filterBits(this.colorSets, colorId, colorBits!);
    // Each facet is counted under the other two filters.
    const under = (first: Bits | undefined, second: Bits | undefined, into: Bits): Bits =>
      first || second ? intersect([this.matches, first, second], into, elements) : this.matches;
    const counts = (sets: Map<number, Postings>, matches: Bits): Map<number, number> => {
      const counted = new Map<number, number>();
      for (const [value, set] of sets) {
        const count = set.any ? countBothBits(matches, set.any, elements) : set.countIn(matches);
        if (count > 0) counted.set(value, count);
      }
      return counted;
    };
    const facets = {
      categories: counts(this.categorySets, under(brand, color, forCategories!)),
      brands: counts(this.brandSets, under(category, color, forBrands!)),
      colors: counts(this.colorSets, under(category, brand, forColors!)),
    };
    if (!category && !brand && !color) return { total: found, ...facets };
    intersect([this.matches, category, brand, color], this.matches, elements);
    this.keepTiersOfMatches(elements);
    return { total: countBits(this.matches, elements), ...facets };
  }

  /** A category, brand or colour's slots as bits: its own when dense, else listed into `into` (none without it). */
  private bitsOfSet(set: Postings | undefined, into: Bits, elements: number): Bits {
    if (set?.any) return set.any;
    into.fill(0, 0, elements);
    if (set) for (let index = 0; index < set.length; index += 1) setBit(into, set.slots[index]!);
    return into;
  }

  private countFacetsByMatch(filters: SearchFilters): FacetCounts {
    const elements = bitsFor(this.used);
    const counts = {
      categories: new Int32Array(this.largestCategory + 1),
      brands: new Int32Array(this.largestBrand + 1),
      colors: new Int32Array(this.largestColor + 1),
    };
    const { brands, colors, categoryStart, categoryCount, categoryIds } = this;
    const slots = { brands, colors, categoryStart, categoryCount, categoryIds };
    const total = countFacetsOfMatches(this.matches, elements, slots, filters, counts);
    const { categoryId, brandId, colorId } = filters;
    if (categoryId !== undefined || brandId !== undefined || colorId !== undefined) this.keepTiersOfMatches(elements);
    const counted = (values: Int32Array) => new Map([...values.entries()].filter(([, count]) => count > 0));
    return {
      total,
      categories: counted(counts.categories),
      brands: counted(counts.brands),
      colors: counted(counts.colors),
    };
  }

  /** The lexemes an alternative reads: its own, or every lexeme it begins. */
  private lexemesOf(alternative: SearchAlternative): Postings[] {
    if (!alternative.prefix) {
      const lexeme = this.lexemes.get(alternative.lexeme);
      return lexeme ? [lexeme] : [];
    }
    this.sortedLexemes ??= [...this.lexemes.keys()].sort();
    const sorted = this.sortedLexemes;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < alternative.lexeme) low = middle + 1;
      else high = middle;
    }
    const found: Postings[] = [];
    for (let index = low; index < sorted.length && sorted[index]!.startsWith(alternative.lexeme); index += 1) {
      found.push(this.lexemes.get(sorted[index]!)!);
    }
    return found;
  }

  /** A slot for a new product in the order of (created, id): the next, or one the newer slots move up from. */
  private newSlot(created: number, id: number): number {
    if (this.used === this.capacity) this.reserve(this.capacity * 2);
    const last = this.used - 1;
    const inOrder =
      last < 0 || this.created[last]! < created || (this.created[last] === created && this.ids[last]! < id);
    const slot = inOrder || !this.ordered ? this.used : this.firstSlotFrom(created, id);
    this.used += 1;
    if (this.used - 1 - slot > MOST_SLOTS_MOVED) {
      this.ordered = false;
      return this.used - 1;
    }
    for (let from = this.used - 2; from >= slot; from -= 1) this.moveUp(from);
    return slot;
  }

  /** Moves a product from its slot to the next (free) one. */
  private moveUp(slot: number): void {
    const to = slot + 1;
    this.ids[to] = this.ids[slot]!;
    this.prices[to] = this.prices[slot]!;
    this.created[to] = this.created[slot]!;
    this.brands[to] = this.brands[slot]!;
    this.colors[to] = this.colors[slot]!;
    this.scores[to] = this.scores[slot]!;
    this.priceLevels.set(to, this.prices[to]!);
    this.scoreLevels.set(to, this.scores[to]!);
    this.ratingKeys[to] = this.ratingKeys[slot]!;
    this.categoryStart[to] = this.categoryStart[slot]!;
    this.categoryCount[to] = this.categoryCount[slot]!;
    this.lexemeStart[to] = this.lexemeStart[slot]!;
    this.lexemeCount[to] = this.lexemeCount[slot]!;
    const end = this.lexemeStart[slot]! + this.lexemeCount[slot]!;
    for (let at = this.lexemeStart[slot]!; at < end; at += 1) {
      const lexeme = this.lexemeById[this.slotLexemes[at]!]!;
      lexeme.delete(slot);
      lexeme.add(to, this.slotWeights[at]!, this.capacity);
    }
    for (const set of this.valueSetsOf(slot)) {
      set.delete(slot);
      set.add(to, 0, this.capacity);
    }
    if (hasBit(this.live, slot)) setBit(this.live, to);
    else clearBit(this.live, to);
    clearBit(this.live, slot);
    if (this.slotOf.get(this.ids[to]!) === slot) this.slotOf.set(this.ids[to]!, to);
  }

  private markLive(slot: number, live: boolean): void {
    if (hasBit(this.live, slot) === live) return;
    if (live) setBit(this.live, slot);
    else clearBit(this.live, slot);
    this.liveCount += live ? 1 : -1;
  }

  /** Writes a slot's lexemes, changing only the lists of those added, dropped or weighed anew. */
  private setLexemes(slot: number, lexemes: IndexedProduct['lexemes']): void {
    const before = new Map<number, number>();
    const start = this.lexemeStart[slot]!;
    const count = this.lexemeCount[slot]!;
    for (let at = start; at < start + count; at += 1) before.set(this.slotLexemes[at]!, this.slotWeights[at]!);
    let same = before.size === lexemes.length;
    const written = lexemes.slice(0, 65_535);
    for (const [text, weights] of written) {
      const lexeme = this.lexemeNamed(text);
      const was = before.get(lexeme.id);
      if (was === undefined) {
        same = false;
        lexeme.add(slot, weights, this.capacity);
      } else {
        before.delete(lexeme.id);
        if (was !== weights) {
          same = false;
          lexeme.reweigh(slot, weights);
        }
      }
    }
    for (const id of before.keys()) this.lexemeById[id]!.delete(slot);
    if (same && count > 0) return;
    this.unused += count;
    this.slotLexemes = grow(this.slotLexemes, this.slotLexemesUsed + written.length, (n) => new Int32Array(n));
    this.slotWeights = grow(this.slotWeights, this.slotLexemesUsed + written.length, (n) => new Uint8Array(n));
    this.lexemeStart[slot] = this.slotLexemesUsed;
    this.lexemeCount[slot] = written.length;
    for (const [text, weights] of written) {
      this.slotLexemes[this.slotLexemesUsed] = this.lexemes.get(text)!.id;
      this.slotWeights[this.slotLexemesUsed] = weights;
      this.slotLexemesUsed += 1;
    }
  }

  /** The category, brand and colour sets a slot is in. */
  private valueSetsOf(slot: number): Postings[] {
    const start = this.categoryStart[slot]!;
    const categories = [...this.categoryIds.subarray(start, start + this.categoryCount[slot]!)];
    return [
      ...categories.map((id) => this.categorySets.get(id)!),
      this.brandSets.get(this.brands[slot]!)!,
      this.colorSets.get(this.colors[slot]!)!,
    ];
  }

  /** Writes a slot's brand or colour (`values`), moving it between the value's sets. */
  private setValue(sets: Map<number, Postings>, values: Int32Array, slot: number, value: number, fresh: boolean): void {
    if (!fresh && values[slot] === value) return;
    if (!fresh) sets.get(values[slot]!)!.delete(slot);
    this.valueSet(sets, value).add(slot, 0, this.capacity);
    values[slot] = value;
  }

  private valueSet(sets: Map<number, Postings>, value: number): Postings {
    let set = sets.get(value);
    if (!set) {
      set = new Postings(value, false);
      set.grow(this.live.length);
      sets.set(value, set);
    }
    return set;
  }

  /** The scratch sets of the `word`th word of a level, made on first use. */
  private wordScratch(word: number): WordBits {
    while (this.words.length <= word) {
      const elements = this.live.length;
      this.words.push({
        any: new Int32Array(elements),
        name: new Int32Array(elements),
        attributes: new Int32Array(elements),
      });
    }
    return this.words[word]!;
  }

  private lexemeNamed(text: string): Postings {
    let lexeme = this.lexemes.get(text);
    if (!lexeme) {
      lexeme = new Postings(this.lexemeById.length);
      this.lexemeById.push(lexeme);
      this.lexemes.set(text, lexeme);
      this.sortedLexemes = undefined;
    }
    return lexeme;
  }

  private reserve(capacity: number): void {
    this.capacity = capacity;
    const elements = bitsFor(capacity);
    this.ids = grow(this.ids, capacity, (n) => new Int32Array(n));
    this.prices = grow(this.prices, capacity, (n) => new Float64Array(n));
    this.created = grow(this.created, capacity, (n) => new Float64Array(n));
    this.brands = grow(this.brands, capacity, (n) => new Int32Array(n));
    this.colors = grow(this.colors, capacity, (n) => new Int32Array(n));
    this.scores = grow(this.scores, capacity, (n) => new Int32Array(n));
    this.ratingKeys = grow(this.ratingKeys, capacity, (n) => new Float64Array(n));
    this.categoryStart = grow(this.categoryStart, capacity, (n) => new Int32Array(n));
    this.categoryCount = grow(this.categoryCount, capacity, (n) => new Uint8Array(n));
    this.lexemeStart = grow(this.lexemeStart, capacity, (n) => new Int32Array(n));
    this.lexemeCount = grow(this.lexemeCount, capacity, (n) => new Uint16Array(n));
    this.tierOf = grow(this.tierOf, capacity, (n) => new Int8Array(n));
    this.elementList = grow(this.elementList, elements, (n) => new Int32Array(n));
    const bits = (array: Bits) => grow(array, elements, (n) => new Int32Array(n));
    this.live = bits(this.live);
    this.zeros = bits(this.zeros);
    this.ones = bits(this.ones).fill(-1);
    this.priceLevels.grow(elements);
    this.scoreLevels.grow(elements);
    this.matches = bits(this.matches);
    this.bands = bits(this.bands);
    this.tiers = Array.from({ length: SEARCH_TIERS }, (_, tier) => bits(this.tiers[tier] ?? new Int32Array(0)));
    this.facetScratch = Array.from({ length: 6 }, (_, at) => bits(this.facetScratch[at] ?? new Int32Array(0)));
    for (const scratch of [...this.words, this.level]) {
      scratch.any = bits(scratch.any);
      scratch.name = bits(scratch.name);
      scratch.attributes = bits(scratch.attributes);
    }
    for (const postings of [
      ...this.lexemeById,
      ...this.categorySets.values(),
      ...this.brandSets.values(),
      ...this.colorSets.values(),
    ]) {
      postings.grow(this.live.length);
    }
  }

  private setCategories(slot: number, categories: readonly number[]): void {
    const ids = [...new Set(categories)].slice(0, 255);
    const start = this.categoryStart[slot]!;
    const before = this.categoryIds.subarray(start, start + this.categoryCount[slot]!);
    if (before.length === ids.length && ids.every((id, index) => before[index] === id)) return;
    for (const id of before) if (!ids.includes(id)) this.categorySets.get(id)!.delete(slot);
    for (const id of ids) if (!before.includes(id)) this.valueSet(this.categorySets, id).add(slot, 0, this.capacity);
    this.unused += before.length;
    this.categoryIds = grow(this.categoryIds, this.categoryIdsUsed + ids.length, (n) => new Int32Array(n));
    this.categoryStart[slot] = this.categoryIdsUsed;
    this.categoryCount[slot] = ids.length;
    for (let index = 0; index < ids.length; index += 1) {
      this.categoryIds[this.categoryIdsUsed + index] = ids[index]!;
      this.largestCategory = Math.max(this.largestCategory, ids[index]!);
    }
    this.categoryIdsUsed += ids.length;
  }
}

/** How a sort orders slots: by tier first (relevance), then by `values`, then by id. */
interface Order {
  tiered: boolean;
  values: Float64Array;
  descending: boolean;
  idDescending: boolean;
}

/** The orders read off the slots, which run in the order of (created, id). */
const isDateOrder = (sort: SearchSort): boolean => sort === 'relevance' || sort === 'newest' || sort === 'oldest';

/** The rating order's key of a product: its score, then its number of reviews (below 2^32). */
const ratingKey = (score: number, count: number): number => score * 2 ** 32 + count;

/** The filters besides the facets' own (category, brand, colour), under which the facets are counted. */
const beyondFacets = ({ minPrice, maxPrice, minRatingScore }: SearchFilters): SearchFilters => ({
  minPrice,
  maxPrice,
  minRatingScore,
});

/**
 * Writes into `into` the slots in every one of the words' sets. The first two words (the rarest) are ANDed over
 * every element; the others, and the name and attribute sets, only over the elements some slot still has every word
 * in (listed in `elementList`: few, past two or three words). Its own function, so that the engine optimises these
 * loops whole: inside a longer method, each search re-entered them unoptimised.
 */
function andWords(
  sets: readonly [WordBits, WordBits, ...WordBits[]],
  into: WordBits,
  elementList: Int32Array,
  elements: number,
): WordBits {
  const { any, name, attributes } = into;
  const firstAny = sets[0].any;
  const secondAny = sets[1].any;
  let listed = 0;
  for (let element = 0; element < elements; element += 1) {
    const found = firstAny[element]! & secondAny[element]!;
    any[element] = found;
    name[element] = 0;
    attributes[element] = 0;
    if (found !== 0) {
      elementList[listed] = element;
      listed += 1;
    }
  }
  for (let word = 2; word < sets.length; word += 1) {
    const wordAny = sets[word]!.any;
    let kept = 0;
    for (let at = 0; at < listed; at += 1) {
      const element = elementList[at]!;
      const found = any[element]! & wordAny[element]!;
      any[element] = found;
      if (found !== 0) {
        elementList[kept] = element;
        kept += 1;
      }
    }
    listed = kept;
  }
  for (let at = 0; at < listed; at += 1) {
    const element = elementList[at]!;
    name[element] = any[element]!;
    attributes[element] = any[element]!;
  }
  for (const { name: wordName, attributes: wordAttributes } of sets) {
    for (let at = 0; at < listed; at += 1) {
      const element = elementList[at]!;
      name[element] = name[element]! & wordName[element]!;
      attributes[element] = attributes[element]! & wordAttributes[element]!;
    }
  }
  return into;
}

/**
 * Counts the facets of `matches` match by match (each one's categories, brand and colour), each facet under the
 * other two filters, and leaves in `matches` only those under all three; returns their number. Its own function, so
 * that the engine optimises the loop whole: as part of a method, every count ran it unoptimised (the method's
 * optimised code was dropped on each call, at a call after the loop), about twice as slowly.
 */
function countFacetsOfMatches(
  matches: Bits,
  elements: number,
  slots: {
    brands: Int32Array;
    colors: Int32Array;
    categoryStart: Int32Array;
    categoryCount: Uint8Array;
    categoryIds: Int32Array;
  },
  { categoryId, brandId, colorId }: SearchFilters,
  counts: { categories: Int32Array; brands: Int32Array; colors: Int32Array },
): number {
  const { brands, colors, categoryStart, categoryCount, categoryIds } = slots;
  const { categories: categoryCounts, brands: brandCounts, colors: colorCounts } = counts;
  let total = 0;
  for (let element = 0; element < elements; element += 1) {
    let rest = matches[element]!;
    let dropped = 0;
    while (rest !== 0) {
      const lowest = rest & -rest;
      rest ^= lowest;
      const slot = (element << 5) | (31 - Math.clz32(lowest));
      const brand = brands[slot]!;
      const color = colors[slot]!;
      const start = categoryStart[slot]!;
      const end = start + categoryCount[slot]!;
      let inCategory = categoryId === undefined;
      for (let at = start; at < end && !inCategory; at += 1) inCategory = categoryIds[at] === categoryId;
      const ofBrand = brandId === undefined || brand === brandId;
      const ofColor = colorId === undefined || color === colorId;
      if (ofBrand && ofColor) for (let at = start; at < end; at += 1) categoryCounts[categoryIds[at]!]! += 1;
      if (inCategory && ofColor) brandCounts[brand]! += 1;
      if (inCategory && ofBrand) colorCounts[color]! += 1;
      if (inCategory && ofBrand && ofColor) total += 1;
      else dropped |= lowest;
    }
    if (dropped !== 0) matches[element] = matches[element]! & ~dropped;
  }
  return total;
}

/**
 * Adds a typo level's live slots not matched at an earlier level to `matches`, split into the level's tiers: every
 * word in the name, in the name or attributes, anywhere. A function of its own, so that the engine keeps this loop
 * optimised (inside `match`, a call after the loop kept dropping the method's optimised code).
 */
function addLevel(
  { any, name, attributes }: WordBits,
  live: Bits,
  matches: Bits,
  [inName, inAttributes, elsewhere]: readonly [Bits, Bits, Bits],
  elements: number,
): void {
  for (let element = 0; element < elements; element += 1) {
    const found = any[element]! & live[element]! & ~matches[element]!;
    const named = name[element]! & found;
    const attributed = attributes[element]! & found;
    inName[element] = named;
    inAttributes[element] = attributed & ~named;
    elsewhere[element] = found & ~attributed;
    matches[element] = matches[element]! | found;
  }
}
