/**
 * What the server render's copy of Chakra's `chakra()` factory calls instead of resolving every styled element's
 * style props from scratch (build/server-styles.ts rewrites the factory to call it; the browser's build keeps
 * Chakra's own). A server process renders the same elements with the same props request after request, and on
 * the server every request was a cold start for Chakra: each render made a new recipe for every element (`cva`
 * of its config), so Chakra's own memos started empty, split the props three times, and hashed its style objects
 * to look them up again, then Emotion turned them into CSS text and hashed it. Here a styled element's styles are
 * kept per process, keyed by the values of its style and variant props, and their serialisation by the styles
 * object. What an element renders is unchanged: the same class name, the same CSS, the same attributes in the
 * same order.
 */

/** Chakra's recipe function (`cva`) as the factory sees it. */
export interface Recipe {
  (props: Record<string, unknown>): Record<string, unknown>;
  variantKeys: string[];
  merge(other: Recipe): Recipe;
}

type ShouldForwardProp = (prop: string, variantKeys?: string[]) => boolean;
type StyleProps = Record<string, unknown>;

/** What Chakra's `useResolvedProps` returns: the styles, and the props left for the element. */
interface ResolvedProps {
  styles: StyleProps;
  props: StyleProps;
}

type UseResolvedProps = (props: StyleProps, recipe: Recipe, shouldForwardProp: ShouldForwardProp) => ResolvedProps;

/** How `useResolvedProps` splits a prop: forwarded to the element, a variant, a style prop, or an element prop. */
const PropKind = { Forwarded: 0, Variant: 1, Style: 2, Element: 3 } as const;
type PropKind = (typeof PropKind)[keyof typeof PropKind];

/**
 * Styles by the values of an element's style props, one prop after another: from a node, the next prop's name, then
 * its value (a primitive as it is, an object by its `styleKey`), lead to the node that holds the styles of the
 * elements whose style props end there. No key is written out: an element's own values find its styles.
 */
interface StyleNode {
  styles?: StyleProps;
  next?: Map<string | symbol, ValueBranches>;
}

interface ValueBranches {
  primitives: Map<unknown, StyleNode>;
  objects: Map<string, StyleNode>;
}

/** One styled component's memo for one recipe: how each prop name splits, and the styles by style-prop values. */
interface RecipeMemo {
  kinds: Map<string, PropKind>;
  styles: StyleNode;
  /** How many styles `styles` holds. */
  stored: number;
}

/** One styled component's memo (one per `chakra()` call), per recipe and per system (`isValidProperty`). */
export interface StyledMemo {
  isValidProperty?: (prop: string) => boolean;
  recipes: Map<Recipe, RecipeMemo>;
  /** Whether the element gets a prop, by the prop's name (`forwardsProp`). */
  forwarded: Map<string, boolean>;
}

/** Prop names whose forwarding is kept per styled component; past it the memo starts again. */
export const FORWARDED_NAMES_PER_ELEMENT_TYPE = 256;

/** Distinct style-prop values kept per styled component and recipe; past it the memo starts again. */
export const STYLES_PER_ELEMENT_TYPE = 256;

/**
 * A style value (a string, or an object's key) longer than this is not kept (an unusually large inline style): the
 * element resolves as Chakra does.
 */
const LONGEST_VALUE = 16_384;

export function createStyledMemo(): StyledMemo {
  return { recipes: new Map(), forwarded: new Map() };
}

/**
 * The key of each object or array keyed so far. Style values are not changed once made (Chakra's own memos
 * hand out the same objects for the same styles on every render: a recipe's styles, its `css` entries), so an
 * object seen again is not walked again: a Button's key holds its recipe's whole styles, over a kilobyte of text.
 */
const objectStyleKeys = new WeakMap<object, string | null>();

/** An object's key longer than this stands in an element's key as a short name of its own (`internedKey`). */
const LONGEST_INLINE_KEY = 64;
/** Distinct long keys named; past it the names start again, with new numbers. */
const MOST_INTERNED_KEYS = 65_536;
const internedKeys = new Map<string, string>();
let nextKeyNumber = 0;

/**
 * A short name for a long key, the same for the same key: an element's key then holds `#12` instead of its
 * recipe's styles, and looking it up hashes a few dozen characters rather than a kilobyte. Numbers are never
 * given twice, so two keys with one name always had the same text.
 */
function internedKey(key: string): string {
  let name = internedKeys.get(key);
  if (name === undefined) {
    if (internedKeys.size >= MOST_INTERNED_KEYS) internedKeys.clear();
    name = `#${nextKeyNumber++}`;
    internedKeys.set(key, name);
  }
  return name;
}

/**
 * A value as text that tells apart every value that could style differently: strings are length-prefixed, and
 * only plain objects, arrays and primitives are keyed. Null for anything else (a function, a class instance):
 * such an element is resolved as Chakra does, every time.
 */
export function styleKey(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return valueKey(value);
  let key = objectStyleKeys.get(value);
  if (key === undefined) {
    key = valueKey(value);
    if (key !== null && key.length > LONGEST_INLINE_KEY) key = internedKey(key);
    objectStyleKeys.set(value, key);
  }
  return key;
}

function valueKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return `s${value.length}:${value}`;
    case 'number':
      return `n${value}`;
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    case 'object': {
      if (value === null) return 'z';
      if (Array.isArray(value)) {
        let key = '[';
        for (const item of value) {
          const itemKey = styleKey(item);
          if (itemKey === null) return null;
          key += `${itemKey},`;
        }
        return `${key}]`;
      }
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return null;
      let key = '{';
      for (const [name, entry] of Object.entries(value)) {
        const entryKey = styleKey(entry);
        if (entryKey === null) return null;
        key += `${name.length}:${name}=${entryKey};`;
      }
      return `${key}}`;
    }
    default:
      return null;
  }
}

/** The memo for this system: another one (a test's provider) makes nothing kept for the previous one apply. */
function forSystem(memo: StyledMemo, isValidProperty: (prop: string) => boolean): void {
  if (memo.isValidProperty === isValidProperty) return;
  memo.isValidProperty = isValidProperty;
  memo.recipes.clear();
  memo.forwarded.clear();
}

function recipeMemoOf(memo: StyledMemo, recipe: Recipe, isValidProperty: (prop: string) => boolean): RecipeMemo {
  forSystem(memo, isValidProperty);
  let recipeMemo = memo.recipes.get(recipe);
  if (!recipeMemo) {
    recipeMemo = { kinds: new Map(), styles: {}, stored: 0 };
    memo.recipes.set(recipe, recipeMemo);
  }
  return recipeMemo;
}

function kindOf(
  prop: string,
  recipe: Recipe,
  shouldForwardProp: ShouldForwardProp,
  isValidProperty: (prop: string) => boolean,
): PropKind {
  // The order of useResolvedProps' three splits.
  if (shouldForwardProp(prop, recipe.variantKeys)) return PropKind.Forwarded;
  if (recipe.variantKeys.includes(prop)) return PropKind.Variant;
  if (isValidProperty(prop)) return PropKind.Style;
  return PropKind.Element;
}

/** The styles also depend on these whatever kind of prop they are: the first two steps of every element's way. */
const COLOR_PALETTE = Symbol('colorPalette');
const ORIENTATION = Symbol('orientation');

/** What `valueKeyOf` gives for a value that cannot be kept (a function, a class instance, an overlong text). */
const UNKEEPABLE = Symbol('unkeepable');

/** An object value's key, null for a primitive (kept as it is), or UNKEEPABLE. */
function valueKeyOf(value: unknown): string | null | typeof UNKEEPABLE {
  if (typeof value === 'object' && value !== null) {
    const key = styleKey(value);
    return key === null || key.length > LONGEST_VALUE ? UNKEEPABLE : key;
  }
  if (typeof value === 'string') return value.length > LONGEST_VALUE ? UNKEEPABLE : null;
  const primitive = typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null;
  return primitive ? null : UNKEEPABLE;
}

/**
 * The node after `node` for the prop `name` with `value`: undefined when there is none (and `make` is false),
 * null when the value cannot be kept.
 */
function nextNode(node: StyleNode, name: string | symbol, value: unknown, make: boolean): StyleNode | null | undefined {
  const objectKey = valueKeyOf(value);
  if (objectKey === UNKEEPABLE) return null;
  let branches = node.next?.get(name);
  if (!branches) {
    if (!make) return undefined;
    branches = { primitives: new Map(), objects: new Map() };
    (node.next ??= new Map()).set(name, branches);
  }
  let next = objectKey === null ? branches.primitives.get(value) : branches.objects.get(objectKey);
  if (!next && make) {
    next = {};
    if (objectKey === null) branches.primitives.set(value, next);
    else branches.objects.set(objectKey, next);
  }
  return next;
}

/** One step of a look-up: once a value has no node yet (a miss) the rest are only checked to be keepable. */
function lookUp(
  node: StyleNode | null | undefined,
  name: string | symbol,
  value: unknown,
): StyleNode | null | undefined {
  if (node === null) return null;
  if (node === undefined) return valueKeyOf(value) === UNKEEPABLE ? null : undefined;
  return nextNode(node, name, value, false);
}

/** Keeps the styles resolved for `props` (whose props' kinds are known by now); past the bound it starts again. */
function keepStyles(recipeMemo: RecipeMemo, props: StyleProps, styles: StyleProps): void {
  if (recipeMemo.stored >= STYLES_PER_ELEMENT_TYPE) {
    recipeMemo.styles = {};
    recipeMemo.stored = 0;
  }
  let node = nextNode(recipeMemo.styles, COLOR_PALETTE, props.colorPalette, true);
  if (node) node = nextNode(node, ORIENTATION, props.orientation, true);
  for (const prop of Object.keys(props)) {
    if (!node) return;
    const kind = recipeMemo.kinds.get(prop);
    if (kind === PropKind.Variant || kind === PropKind.Style) node = nextNode(node, prop, props[prop], true);
  }
  if (!node) return;
  node.styles = styles;
  recipeMemo.stored += 1;
}

/**
 * Chakra's `useResolvedProps`, with the styles kept per distinct style and variant prop values. The styles also
 * depend on `colorPalette` and `orientation` whatever kind of prop they are, so both lead the way to them. A miss
 * calls Chakra's own and keeps its styles; a hit builds the element's props exactly as it would (forwarded props
 * first, then element props, then `children`).
 */
export function resolveStyledProps(
  memo: StyledMemo,
  isValidProperty: (prop: string) => boolean,
  useResolvedProps: UseResolvedProps,
  props: StyleProps,
  recipe: Recipe,
  shouldForwardProp: ShouldForwardProp,
): ResolvedProps {
  const recipeMemo = recipeMemoOf(memo, recipe, isValidProperty);
  // undefined once a value has no node yet (a miss), null once one cannot be kept.
  let node = lookUp(recipeMemo.styles, COLOR_PALETTE, props.colorPalette);
  node = lookUp(node, ORIENTATION, props.orientation);
  const forwarded: StyleProps = {};
  const element: StyleProps = {};
  for (const prop of Object.keys(props)) {
    if (prop === 'children') continue;
    let kind = recipeMemo.kinds.get(prop);
    if (kind === undefined) {
      kind = kindOf(prop, recipe, shouldForwardProp, isValidProperty);
      recipeMemo.kinds.set(prop, kind);
    }
    if (kind === PropKind.Forwarded) forwarded[prop] = props[prop];
    else if (kind === PropKind.Element) element[prop] = props[prop];
    else node = lookUp(node, prop, props[prop]);
  }
  if (node?.styles) return { styles: node.styles, props: { ...forwarded, ...element, children: props.children } };
  const resolved = useResolvedProps(props, recipe, shouldForwardProp);
  if (node !== null) keepStyles(recipeMemo, props, resolved.styles);
  return resolved;
}

/**
 * Whether the factory hands a prop on to the element (its `shouldForwardProp(prop)`), once per prop name per styled
 * component and system: Chakra's answer asks its `isValidProperty`, a memo that builds a key text and moves the
 * entry to the end of an LRU map on every call, for every prop of every element. The factory's `shouldForwardProp`
 * depends on the name alone (its component's forwarded props, Emotion's list of HTML attributes, the system's
 * style properties).
 */
export function forwardsProp(
  memo: StyledMemo,
  isValidProperty: (prop: string) => boolean,
  shouldForwardProp: (prop: string) => boolean,
  prop: string,
): boolean {
  forSystem(memo, isValidProperty);
  let forwards = memo.forwarded.get(prop);
  if (forwards === undefined) {
    forwards = shouldForwardProp(prop);
    if (memo.forwarded.size >= FORWARDED_NAMES_PER_ELEMENT_TYPE) memo.forwarded.clear();
    memo.forwarded.set(prop, forwards);
  }
  return forwards;
}

/**
 * Chakra's `Object.assign({}, defaultProps, compact(props))` in one pass: compact copied the props and then
 * deleted the undefined ones, which left the object V8's slow dictionary kind for every read after.
 */
export function withDefaults(defaults: StyleProps | undefined, props: StyleProps): StyleProps {
  const merged: StyleProps = { ...defaults };
  for (const key of Object.keys(props)) {
    const value = props[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** A value made once per pair of objects, kept as long as both are. */
function pairMemo<First extends object, Second extends object, Value>() {
  const byFirst = new WeakMap<First, WeakMap<Second, Value>>();
  return (first: First, second: Second, make: () => Value): Value => {
    let bySecond = byFirst.get(first);
    if (!bySecond) {
      bySecond = new WeakMap();
      byFirst.set(first, bySecond);
    }
    let value = bySecond.get(second);
    if (value === undefined) {
      value = make();
      bySecond.set(second, value);
    }
    return value;
  };
}

const recipes = pairMemo<(config: object) => Recipe, object, Recipe>();

/**
 * `cva(config)` made once per config and system instead of on every render: the recipe's memo of its variants then
 * lasts. The factory's configs are constants of each `chakra()` call.
 */
export function recipeOf(cva: (config: object) => Recipe, config: object): Recipe {
  return recipes(cva, config, () => cva(config));
}

const slotRecipes = pairMemo<(config: object) => unknown, object, unknown>();

/** `sva(config)`, a slot recipe, made once per config and system, as `recipeOf` makes a recipe. */
export function slotRecipeOf<SlotRecipe>(sva: (config: object) => SlotRecipe, config: object): SlotRecipe {
  return slotRecipes(sva, config, () => sva(config)) as SlotRecipe;
}

const mergedRecipes = pairMemo<Recipe, Recipe, Recipe>();

/** The factory's `mergeCva(base, own)`, made once per pair: Chakra merged the two recipes anew on every render. */
export function mergedRecipe(
  base: Recipe | undefined,
  own: Recipe | undefined,
  merge: (base: Recipe | undefined, own: Recipe | undefined) => Recipe,
): Recipe {
  return base && own ? mergedRecipes(base, own, () => merge(base, own)) : merge(base, own);
}

/** A value made once per object and text, kept as long as the object is; at most `perObject` texts an object. */
function objectTextMemo<Value>(perObject: number) {
  const byObject = new WeakMap<object, Map<string, Value>>();
  return (object: object, text: string, make: () => Value): Value => {
    let byText = byObject.get(object);
    if (!byText) {
      byText = new Map();
      byObject.set(object, byText);
    }
    let value = byText.get(text);
    if (value === undefined) {
      value = make();
      if (byText.size >= perObject) byText.clear();
      byText.set(text, value);
    }
    return value;
  };
}

/** Distinct registered class texts kept per styles object (an element's `className` of Emotion classes). */
const CLASS_TEXTS_PER_STYLES = 64;

const serializedStyles = objectTextMemo<unknown>(CLASS_TEXTS_PER_STYLES);

/** The props Emotion serialises an element's styles with: its own and the theme (Chakra's factory). */
export function withTheme(props: StyleProps, theme: unknown): StyleProps {
  return theme === undefined ? props : { ...props, theme };
}

/**
 * Emotion's `serializeStyles` for an element whose interpolations are its styles object and the CSS text of the
 * registered classes its `className` names, once per object and texts: the memo above hands out the same object
 * for the same styles. Chakra's style objects hold no functions, and CSS text is not interpolated, so the props and
 * the registry the serialisation is given do not change its result. The props are made only when it serialises
 * (`propsOf`): Chakra's factory copied every element's props to add the theme for it.
 */
export function serializeStylesOnce<Serialized>(
  serializeStyles: (args: unknown[], registered: unknown, props: unknown) => Serialized,
  args: unknown[],
  registered: unknown,
  propsOf: () => unknown,
): Serialized {
  const [styles, ...classTexts] = args;
  const serialize = () => serializeStyles(args, registered, propsOf());
  if (
    typeof styles !== 'object' ||
    styles === null ||
    Array.isArray(styles) ||
    !classTexts.every((text) => typeof text === 'string')
  ) {
    return serialize();
  }
  // Length-prefixed, so that no two lists of texts make one key.
  const key = classTexts.map((text) => `${text.length}:${text}`).join('');
  return serializedStyles(styles, key, serialize) as Serialized;
}

/** An Emotion cache as the factory's `Insertion` uses it: `compat` is set when no <style> goes into the page. */
interface InsertionCache {
  compat?: true;
}

/**
 * What Chakra's factory renders beside each element for its styles: its `Insertion` component, which on the server
 * registers and inserts them while it renders and renders nothing when the cache is in `compat` mode (the server
 * render's is: emotion-styles.ts writes the styles into <head>). There they are inserted here instead, and `null`
 * stands in the component's place, so that the element stays the second of two children and every `useId` below
 * it the same as in the browser's render: one component less to render for every styled element of the page.
 * Any other cache gets the component, which writes its <style> element.
 */
export function insertStyled<Cache extends InsertionCache, Serialized, Element>(
  cache: Cache,
  serialized: Serialized,
  isStringTag: boolean,
  Insertion: (props: { cache: Cache; serialized: Serialized; isStringTag: boolean }) => unknown,
  registerStyles: (cache: Cache, serialized: Serialized, isStringTag: boolean) => void,
  insertStyles: (cache: Cache, serialized: Serialized, isStringTag: boolean) => unknown,
  jsx: (type: typeof Insertion, props: { cache: Cache; serialized: Serialized; isStringTag: boolean }) => Element,
): Element | null {
  if (cache.compat !== true) return jsx(Insertion, { cache, serialized, isStringTag });
  registerStyles(cache, serialized, isStringTag);
  insertStyles(cache, serialized, isStringTag);
  return null;
}

const serializedGlobalStyles = pairMemo<object, object, unknown>();

/** Distinct global style texts kept per theme (Chakra's layer order is one). */
const GLOBAL_TEXTS_PER_THEME = 64;

const serializedGlobalTexts = objectTextMemo<unknown>(GLOBAL_TEXTS_PER_THEME);

/**
 * What Emotion's `<Global>` serialises, once per styles object or text and theme (Emotion's default theme is one
 * object; interpolated functions are given the theme). Styles without a theme object are serialised every time,
 * as Emotion does.
 */
export function serializeGlobalStylesOnce<Serialized>(
  serializeStyles: (args: unknown[], registered: unknown, theme: unknown) => Serialized,
  styles: unknown,
  theme: unknown,
): Serialized {
  const serialize = () => serializeStyles([styles], undefined, theme);
  if (typeof theme !== 'object' || theme === null) return serialize();
  if (typeof styles === 'string') return serializedGlobalTexts(theme, styles, serialize) as Serialized;
  if (typeof styles !== 'object' || styles === null) return serialize();
  return serializedGlobalStyles(styles, theme, serialize) as Serialized;
}
