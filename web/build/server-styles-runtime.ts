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

/** One styled component's memo for one recipe: how each prop name splits, and the styles per style-prop key. */
interface RecipeMemo {
  kinds: Map<string, PropKind>;
  styles: Map<string, StyleProps>;
}

/** One styled component's memo (one per `chakra()` call), per recipe and per system (`isValidProperty`). */
export interface StyledMemo {
  isValidProperty?: (prop: string) => boolean;
  recipes: Map<Recipe, RecipeMemo>;
}

/** Distinct style-prop values kept per styled component and recipe; past it the memo starts again. */
export const STYLES_PER_ELEMENT_TYPE = 256;

/** A key longer than this is not kept (an unusually large inline style): the element resolves as Chakra does. */
const LONGEST_KEY = 16_384;

export function createStyledMemo(): StyledMemo {
  return { recipes: new Map() };
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

function recipeMemoOf(memo: StyledMemo, recipe: Recipe, isValidProperty: (prop: string) => boolean): RecipeMemo {
  if (memo.isValidProperty !== isValidProperty) {
    // Another system (a test's provider): nothing kept for the previous one applies.
    memo.isValidProperty = isValidProperty;
    memo.recipes.clear();
  }
  let recipeMemo = memo.recipes.get(recipe);
  if (!recipeMemo) {
    recipeMemo = { kinds: new Map(), styles: new Map() };
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

/**
 * Chakra's `useResolvedProps`, with the styles kept per distinct style and variant prop values. The styles also
 * depend on `colorPalette` and `orientation` whatever kind of prop they are, so both are part of the key. A miss
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
  let key: string | null = `${styleKey(props.colorPalette)}|${styleKey(props.orientation)}|`;
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
    else if (key !== null) {
      const valueKey = styleKey(props[prop]);
      key = valueKey === null ? null : `${key}${prop.length}:${prop}=${valueKey};`;
    }
  }
  if (key === null || key.length > LONGEST_KEY) return useResolvedProps(props, recipe, shouldForwardProp);
  const styles = recipeMemo.styles.get(key);
  if (styles) return { styles, props: { ...forwarded, ...element, children: props.children } };
  const resolved = useResolvedProps(props, recipe, shouldForwardProp);
  if (recipeMemo.styles.size >= STYLES_PER_ELEMENT_TYPE) recipeMemo.styles.clear();
  recipeMemo.styles.set(key, resolved.styles);
  return resolved;
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

/**
 * Emotion's `serializeStyles` for an element whose interpolations are its styles object and the CSS text of the
 * registered classes its `className` names, once per object and texts: the memo above hands out the same object
 * for the same styles. Chakra's style objects hold no functions, and CSS text is not interpolated, so the props and
 * the registry the serialisation is given do not change its result.
 */
export function serializeStylesOnce<Serialized>(
  serializeStyles: (args: unknown[], registered: unknown, props: unknown) => Serialized,
  args: unknown[],
  registered: unknown,
  props: unknown,
): Serialized {
  const [styles, ...classTexts] = args;
  if (
    typeof styles !== 'object' ||
    styles === null ||
    Array.isArray(styles) ||
    !classTexts.every((text) => typeof text === 'string')
  ) {
    return serializeStyles(args, registered, props);
  }
  // Length-prefixed, so that no two lists of texts make one key.
  const key = classTexts.map((text) => `${text.length}:${text}`).join('');
  return serializedStyles(styles, key, () => serializeStyles(args, registered, props)) as Serialized;
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
