/**
 * The catalogue's search, in memory (docs/catalogue.md, "The search index"): an inverted index of every live
 * product's search document (the lexemes of `products.search_vector`, with the weights they carry) beside the
 * columns a search filters, sorts and counts by. A search's matches, their relevance tiers, its exact total, its
 * facet counts and the ids of its page are worked out here in a fraction of a millisecond; the database then reads
 * only the page's rows by primary key. PostgreSQL's full-text index intersected the lists of a search's common
 * words on every request, several times a primary-key look-up.
 *
 * The lexemes come from PostgreSQL (`search_vector`, and the stems search.ts gets with each word), so a word
 * matches here exactly what `to_tsquery('english', …)` matched there.
 */

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

/** A lexeme's products: slots in the order they were added, and the weights the lexeme has in each. */
class Postings {
  slots = new Int32Array(4);
  weights = new Uint8Array(4);
  length = 0;

  add(slot: number, weights: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const grown = new Uint8Array(this.length * 2);
      grown.set(this.weights);
      this.weights = grown;
    }
    this.slots[this.length] = slot;
    this.weights[this.length] = weights;
    this.length += 1;
  }
}

const grow = <T extends Int32Array | Float64Array | Uint8Array | Int8Array>(
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
 * The index. A product changed is put again into a new slot and its old slot marked gone; the gone slots are
 * dropped from the lists when they reach a quarter of them (`compact`). Not safe across awaits: each method runs
 * to its end synchronously.
 */
export class SearchIndex {
  private capacity = 0;
  private used = 0;
  private ids = new Int32Array(0);
  private prices = new Float64Array(0);
  private created = new Float64Array(0);
  private brands = new Int32Array(0);
  private colors = new Int32Array(0);
  private scores = new Int32Array(0);
  private ratingKeys = new Float64Array(0);
  private gone = new Uint8Array(0);
  /** Each slot's categories: `categoryCount[slot]` ids from `categoryStart[slot]` in `categoryIds`. */
  private categoryIds = new Int32Array(1024);
  private categoryIdsUsed = 0;
  private categoryStart = new Int32Array(0);
  private categoryCount = new Uint8Array(0);
  private largestCategory = 0;
  private goneCount = 0;
  private largestBrand = 0;
  private largestColor = 0;
  private readonly slotOf = new Map<number, number>();
  private readonly postings = new Map<string, Postings>();
  /** Every lexeme in order, for prefixes; made again after a new lexeme arrives. */
  private sortedLexemes: string[] | undefined;

  // Scratch space of a search, one entry per slot (a search runs to its end before another starts).
  private mark = new Int32Array(0);
  private candidates = new Int32Array(0);
  private touched = new Int32Array(0);
  private found = new Int32Array(0);
  private groupWeights = new Uint8Array(0);
  private matchedWords = new Uint8Array(0);
  private attributeWords = new Uint8Array(0);
  private nameWords = new Uint8Array(0);
  private tierOf = new Int8Array(0);
  private fieldOf = new Int8Array(0);
  private ranked = new Int32Array(0);
  private stamp = 0;
  private searches = 0;

  /** Live products in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Adds a live product, or puts it again as it now is. */
  put(product: IndexedProduct): void {
    this.remove(product.id);
    if (this.used === this.capacity) this.reserve(Math.max(1024, this.capacity * 2));
    const slot = this.used;
    this.used += 1;
    this.ids[slot] = product.id;
    this.prices[slot] = product.price;
    this.created[slot] = product.createdMicros;
    this.brands[slot] = product.brandId;
    this.colors[slot] = product.colorId;
    this.largestBrand = Math.max(this.largestBrand, product.brandId);
    this.largestColor = Math.max(this.largestColor, product.colorId);
    this.scores[slot] = product.ratingScore;
    this.ratingKeys[slot] = ratingKey(product.ratingScore, product.ratingCount);
    this.setCategories(slot, product.categoryIds);
    this.gone[slot] = 0;
    this.slotOf.set(product.id, slot);
    for (const [lexeme, weights] of product.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        list = new Postings();
        this.postings.set(lexeme, list);
        this.sortedLexemes = undefined;
      }
      list.add(slot, weights);
    }
  }

  /** Takes a product out (archived, out of stock, deleted); nothing when it is not in. */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.gone[slot] = 1;
    this.goneCount += 1;
    if (this.goneCount > 1024 && this.goneCount * 4 > this.used) this.compact();
  }

  /** The number of matches, and per category, brand and colour the matches under every filter but its own. */
  facets(levels: readonly SearchLevel[], filters: SearchFilters): FacetCounts {
    return this.countFacets(this.matchingSlots(levels, beyondFacets(filters)), filters).facets;
  }

  /**
   * The facets of matches found under every filter but the category, brand and colour, and those of the matches
   * under them all (a copy: the matches are scratch space).
   */
  private countFacets(slots: Int32Array, filters: SearchFilters): { facets: FacetCounts; kept: Int32Array } {
    const { categoryId, brandId, colorId } = filters;
    const { brands, colors, categoryIds, categoryStart, categoryCount } = this;
    const categoryCounts = new Int32Array(this.largestCategory + 1);
    const brandCounts = new Int32Array(this.largestBrand + 1);
    const colorCounts = new Int32Array(this.largestColor + 1);
    const kept = new Int32Array(slots.length);
    let total = 0;
    for (let index = 0; index < slots.length; index += 1) {
      const slot = slots[index]!;
      const inCategory = categoryId === undefined || this.inCategory(slot, categoryId);
      const ofBrand = brandId === undefined || brands[slot] === brandId;
      const ofColor = colorId === undefined || colors[slot] === colorId;
      if (inCategory && ofBrand && ofColor) {
        kept[total] = slot;
        total += 1;
      }
      if (ofBrand && ofColor) {
        const end = categoryStart[slot]! + categoryCount[slot]!;
        for (let at = categoryStart[slot]!; at < end; at += 1) categoryCounts[categoryIds[at]!]! += 1;
      }
      if (inCategory && ofColor) brandCounts[brands[slot]!]! += 1;
      if (inCategory && ofBrand) colorCounts[colors[slot]!]! += 1;
    }
    const counted = (counts: Int32Array) => new Map([...counts.entries()].filter(([, count]) => count > 0));
    return {
      facets: {
        total,
        categories: counted(categoryCounts),
        brands: counted(brandCounts),
        colors: counted(colorCounts),
      },
      kept: kept.subarray(0, total),
    };
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
    let slots: Int32Array;
    let counted: FacetCounts | undefined;
    if (facets) {
      ({ facets: counted, kept: slots } = this.countFacets(this.matchingSlots(levels, beyondFacets(filters)), filters));
    } else {
      slots = this.matchingSlots(levels, filters);
    }
    const order = this.order(request.sort);
    const { position } = request;
    let picked: number[];
    if ('offset' in position) {
      // Past the middle, the page is found from the end of the order: fewer matches to keep in order.
      if (position.offset > slots.length / 2) {
        const count = Math.max(0, Math.min(request.limit, slots.length - position.offset));
        const skipFromEnd = slots.length - position.offset - count;
        picked = this.firstInOrder(slots, order, true, skipFromEnd + count)
          .slice(skipFromEnd)
          .reverse();
      } else {
        picked = this.firstInOrder(slots, order, false, position.offset + request.limit).slice(position.offset);
      }
    } else {
      const { key, backwards } = position;
      const beyond = this.beyondKey(slots, order, this.keyOf(request.sort, key), backwards);
      picked = backwards
        ? this.firstInOrder(beyond, order, true, request.limit).reverse()
        : this.firstInOrder(beyond, order, false, request.limit);
    }
    return {
      hits: picked.map((slot) => ({ id: this.ids[slot]!, tier: this.tierOf[slot]! })),
      total: slots.length,
      ...(counted && { facets: counted }),
    };
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
    // Slots are in the order products were put, about their creation order: read newest first when the order is,
    // so that few of them come before the last kept.
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

  private reserve(capacity: number): void {
    this.capacity = capacity;
    this.ids = grow(this.ids, capacity, (n) => new Int32Array(n));
    this.prices = grow(this.prices, capacity, (n) => new Float64Array(n));
    this.created = grow(this.created, capacity, (n) => new Float64Array(n));
    this.brands = grow(this.brands, capacity, (n) => new Int32Array(n));
    this.colors = grow(this.colors, capacity, (n) => new Int32Array(n));
    this.scores = grow(this.scores, capacity, (n) => new Int32Array(n));
    this.ratingKeys = grow(this.ratingKeys, capacity, (n) => new Float64Array(n));
    this.gone = grow(this.gone, capacity, (n) => new Uint8Array(n));
    this.categoryStart = grow(this.categoryStart, capacity, (n) => new Int32Array(n));
    this.categoryCount = grow(this.categoryCount, capacity, (n) => new Uint8Array(n));
    this.mark = grow(this.mark, capacity, (n) => new Int32Array(n));
    this.candidates = grow(this.candidates, capacity, (n) => new Int32Array(n));
    this.touched = grow(this.touched, capacity, (n) => new Int32Array(n));
    this.found = grow(this.found, capacity, (n) => new Int32Array(n));
    this.ranked = grow(this.ranked, capacity, (n) => new Int32Array(n));
    this.groupWeights = grow(this.groupWeights, capacity, (n) => new Uint8Array(n));
    this.matchedWords = grow(this.matchedWords, capacity, (n) => new Uint8Array(n));
    this.attributeWords = grow(this.attributeWords, capacity, (n) => new Uint8Array(n));
    this.nameWords = grow(this.nameWords, capacity, (n) => new Uint8Array(n));
    this.tierOf = grow(this.tierOf, capacity, (n) => new Int8Array(n));
    this.fieldOf = grow(this.fieldOf, capacity, (n) => new Int8Array(n));
  }

  /** Drops the gone slots: every live product moves to a slot of its own in the same order. */
  private compact(): void {
    const newSlot = new Int32Array(this.used).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.used; slot += 1) {
      if (this.gone[slot]) continue;
      newSlot[slot] = next;
      this.ids[next] = this.ids[slot]!;
      this.prices[next] = this.prices[slot]!;
      this.created[next] = this.created[slot]!;
      this.brands[next] = this.brands[slot]!;
      this.colors[next] = this.colors[slot]!;
      this.scores[next] = this.scores[slot]!;
      this.ratingKeys[next] = this.ratingKeys[slot]!;
      this.categoryStart[next] = this.categoryStart[slot]!;
      this.categoryCount[next] = this.categoryCount[slot]!;
      this.gone[next] = 0;
      this.slotOf.set(this.ids[next]!, next);
      next += 1;
    }
    // The categories of the kept slots, packed again.
    const categoryIds = new Int32Array(Math.max(1024, this.categoryIds.length));
    let packed = 0;
    for (let slot = 0; slot < next; slot += 1) {
      const start = this.categoryStart[slot]!;
      categoryIds.set(this.categoryIds.subarray(start, start + this.categoryCount[slot]!), packed);
      this.categoryStart[slot] = packed;
      packed += this.categoryCount[slot]!;
    }
    this.categoryIds = categoryIds;
    this.categoryIdsUsed = packed;
    this.gone.fill(0, next);
    for (const [lexeme, list] of this.postings) {
      let kept = 0;
      for (let index = 0; index < list.length; index += 1) {
        const moved = newSlot[list.slots[index]!]!;
        if (moved < 0) continue;
        list.slots[kept] = moved;
        list.weights[kept] = list.weights[index]!;
        kept += 1;
      }
      list.length = kept;
      if (kept === 0) {
        this.postings.delete(lexeme);
        this.sortedLexemes = undefined;
      }
    }
    this.used = next;
    this.goneCount = 0;
  }

  /** The lists an alternative reads: its lexeme's, or those of every lexeme it begins. */
  private listsOf(alternative: SearchAlternative): Postings[] {
    if (!alternative.prefix) {
      const list = this.postings.get(alternative.lexeme);
      return list ? [list] : [];
    }
    this.sortedLexemes ??= [...this.postings.keys()].sort();
    const lexemes = this.sortedLexemes;
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lexemes[middle]! < alternative.lexeme) low = middle + 1;
      else high = middle;
    }
    const lists: Postings[] = [];
    for (let index = low; index < lexemes.length && lexemes[index]!.startsWith(alternative.lexeme); index += 1) {
      lists.push(this.postings.get(lexemes[index]!)!);
    }
    return lists;
  }

  /**
   * The slots matching every word of a level; `fieldOf` holds each one's field: 0 when every word is in the name, 1
   * when every word is in the name, categories, brand or colour, else 2.
   */
  private matchLevel(level: SearchLevel): Int32Array {
    // Each list once per word: a prefix also reaches the completions listed beside it ("ch:*" and "chair").
    const words = level
      .filter((alternatives) => alternatives.length > 0)
      .map((alternatives) => [...new Set(alternatives.flatMap((alternative) => this.listsOf(alternative)))]);
    if (words.length === 0 || words.length > 255) return this.candidates.subarray(0, 0);
    if (words.length === 1 && words[0]!.length === 1) return this.matchList(words[0]![0]!);
    // The word of the fewest products first: its products are the only candidates.
    words.sort((a, b) => sumLengths(a) - sumLengths(b));
    const { groupWeights, matchedWords, attributeWords, nameWords, fieldOf } = this;
    const all = words.length;
    const candidates = this.collect(words[0]!, 0, this.candidates);
    if (all === 1) {
      for (let index = 0; index < candidates.length; index += 1) {
        const weights = groupWeights[candidates[index]!]!;
        fieldOf[candidates[index]!] = weights & NAME ? 0 : weights & ATTRIBUTES ? 1 : 2;
      }
      return candidates;
    }
    for (let index = 0; index < candidates.length; index += 1) {
      const slot = candidates[index]!;
      const weights = groupWeights[slot]!;
      matchedWords[slot] = 1;
      attributeWords[slot] = weights & ATTRIBUTES ? 1 : 0;
      nameWords[slot] = weights & NAME ? 1 : 0;
    }
    for (let word = 1; word < all; word += 1) {
      const found = this.collect(words[word]!, word, this.touched);
      for (let index = 0; index < found.length; index += 1) {
        const slot = found[index]!;
        const weights = groupWeights[slot]!;
        matchedWords[slot] = word + 1;
        if (weights & ATTRIBUTES) attributeWords[slot] = attributeWords[slot]! + 1;
        if (weights & NAME) nameWords[slot] = nameWords[slot]! + 1;
      }
    }
    let matched = 0;
    for (let index = 0; index < candidates.length; index += 1) {
      const slot = candidates[index]!;
      if (matchedWords[slot] === all) {
        fieldOf[slot] = nameWords[slot] === all ? 0 : attributeWords[slot] === all ? 1 : 2;
        // In place: the candidates before this one are read already.
        candidates[matched] = slot;
        matched += 1;
      }
      // The counters back to zero for the next level or search.
      matchedWords[slot] = 0;
      attributeWords[slot] = 0;
      nameWords[slot] = 0;
    }
    return candidates.subarray(0, matched);
  }

  /** The products of one lexeme (a search of one word without alternatives), each with its field. */
  private matchList({ slots, weights, length }: Postings): Int32Array {
    const { gone, fieldOf, candidates } = this;
    let found = 0;
    for (let index = 0; index < length; index += 1) {
      const slot = slots[index]!;
      if (gone[slot] === 1) continue;
      const weight = weights[index]!;
      fieldOf[slot] = weight & NAME ? 0 : weight & ATTRIBUTES ? 1 : 2;
      candidates[found] = slot;
      found += 1;
    }
    return candidates.subarray(0, found);
  }

  /**
   * Into `into`, the products of a word's lists not gone (`counted` 0) or that matched the `counted` words before
   * it, each once, with the word's weights in it (all its lexemes' together) in `groupWeights`.
   */
  private collect(lists: readonly Postings[], counted: number, into: Int32Array): Int32Array {
    const { gone, mark, groupWeights, matchedWords } = this;
    this.stamp += 1;
    const stamp = this.stamp;
    let found = 0;
    for (const { slots, weights, length } of lists) {
      for (let index = 0; index < length; index += 1) {
        const slot = slots[index]!;
        if (counted === 0 ? gone[slot] === 1 : matchedWords[slot] !== counted) continue;
        if (mark[slot] !== stamp) {
          mark[slot] = stamp;
          groupWeights[slot] = weights[index]!;
          into[found] = slot;
          found += 1;
        } else {
          groupWeights[slot] = groupWeights[slot]! | weights[index]!;
        }
      }
    }
    return into.subarray(0, found);
  }

  /** The slots of the matches under the filters, in no order, valid until the next search; `tierOf` their tiers. */
  private matchingSlots(levels: readonly SearchLevel[], filters: SearchFilters): Int32Array {
    this.searches += 1;
    const search = this.searches;
    const { ranked, tierOf, fieldOf, found } = this;
    let count = 0;
    const filtered = Object.values(filters).some((value) => value !== undefined);
    if (levels.length === 1 && !filtered) {
      // One level: every match is new, its tier its field.
      const matched = this.matchLevel(levels[0]!);
      for (let index = 0; index < matched.length; index += 1) tierOf[matched[index]!] = fieldOf[matched[index]!]!;
      return matched;
    }
    for (let typoLevel = 0; typoLevel < levels.length; typoLevel += 1) {
      const matched = this.matchLevel(levels[typoLevel]!);
      for (let index = 0; index < matched.length; index += 1) {
        const slot = matched[index]!;
        // A product is ranked at the first level it matches at (each level only adds alternatives).
        if (ranked[slot] === search) continue;
        ranked[slot] = search;
        tierOf[slot] = 3 * typoLevel + fieldOf[slot]!;
        if (filtered && !this.passes(slot, filters)) continue;
        found[count] = slot;
        count += 1;
      }
    }
    return found.subarray(0, count);
  }

  private setCategories(slot: number, ids: readonly number[]): void {
    const count = Math.min(ids.length, 255);
    this.categoryIds = grow(this.categoryIds, this.categoryIdsUsed + count, (n) => new Int32Array(n));
    this.categoryStart[slot] = this.categoryIdsUsed;
    this.categoryCount[slot] = count;
    for (let index = 0; index < count; index += 1) {
      this.categoryIds[this.categoryIdsUsed + index] = ids[index]!;
      this.largestCategory = Math.max(this.largestCategory, ids[index]!);
    }
    this.categoryIdsUsed += count;
  }

  private inCategory(slot: number, categoryId: number): boolean {
    const { categoryIds } = this;
    const end = this.categoryStart[slot]! + this.categoryCount[slot]!;
    for (let index = this.categoryStart[slot]!; index < end; index += 1) {
      if (categoryIds[index] === categoryId) return true;
    }
    return false;
  }

  private passes(slot: number, filters: SearchFilters): boolean {
    const price = this.prices[slot]!;
    return (
      (filters.minPrice === undefined || price >= filters.minPrice) &&
      (filters.maxPrice === undefined || price <= filters.maxPrice) &&
      (filters.brandId === undefined || this.brands[slot] === filters.brandId) &&
      (filters.colorId === undefined || this.colors[slot] === filters.colorId) &&
      (filters.minRatingScore === undefined || this.scores[slot]! >= filters.minRatingScore) &&
      (filters.categoryId === undefined || this.inCategory(slot, filters.categoryId))
    );
  }
}

/** How a sort orders slots: by tier first (relevance), then by `values`, then by id. */
interface Order {
  tiered: boolean;
  values: Float64Array;
  descending: boolean;
  idDescending: boolean;
}

/** The rating order's key of a product: its score, then its number of reviews (below 2^32). */
const ratingKey = (score: number, count: number): number => score * 2 ** 32 + count;

/** The filters besides the facets' own (category, brand, colour), under which the facets are counted. */
const beyondFacets = ({ minPrice, maxPrice, minRatingScore }: SearchFilters): SearchFilters => ({
  minPrice,
  maxPrice,
  minRatingScore,
});

const sumLengths = (lists: readonly Postings[]) => lists.reduce((sum, list) => sum + list.length, 0);
