import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Interpolation } from '@emotion/serialize';
import { describe, expect, it, vi } from 'vitest';
import { memoizeGlobalStyles, memoizeRecipeHook, memoizeServerStyles } from './server-styles';
import {
  createStyledMemo,
  mergedRecipe,
  recipeOf,
  resolveStyledProps,
  serializeGlobalStylesOnce,
  serializeStylesOnce,
  insertStyled,
  withTheme,
  forwardsProp,
  withDefaults,
  FORWARDED_NAMES_PER_ELEMENT_TYPE,
  slotRecipeOf,
  styleKey,
  STYLES_PER_ELEMENT_TYPE,
  type Recipe,
} from './server-styles-runtime';

// The ES module build, which Vite bundles (dist/esm/index.js).
const chakraEntry = import.meta.resolve('@chakra-ui/react');
const factoryModule = fs.readFileSync(fileURLToPath(new URL('styled-system/factory.js', chakraEntry)), 'utf8');

function recipe(variantKeys: string[] = []): Recipe {
  const fn: Recipe = Object.assign((props: Record<string, unknown>) => ({ variant: props }), {
    variantKeys,
    merge: () => fn,
  });
  return fn;
}

/** Chakra's split: `as` and `href` forwarded, `size` a variant, `color`/`css`/`colorPalette` styles, the rest not. */
const forwards = (prop: string) => prop === 'href' || prop === 'as';
const isValidProperty = (prop: string) => prop === 'color' || prop === 'css' || prop === 'colorPalette';

/** What Chakra's useResolvedProps gives: fresh styles every call, forwarded props first, then element props. */
function chakraResolve(props: Record<string, unknown>) {
  const { children, ...rest } = props;
  const styles: Record<string, unknown> = {};
  const forwarded: Record<string, unknown> = {};
  const element: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (forwards(name)) forwarded[name] = value;
    else if (name === 'size' || isValidProperty(name)) styles[name] = value;
    else element[name] = value;
  }
  return { styles, props: { ...forwarded, ...element, children } };
}

describe('memoizeServerStyles', () => {
  it("rewrites the installed Chakra's factory to call the per-process memo", () => {
    const rewritten = memoizeServerStyles(factoryModule, '/runtime.ts');

    expect(rewritten).toMatch(
      /^import \{ createStyledMemo, forwardsProp, insertStyled, mergedRecipe, recipeOf, resolveStyledProps, serializeStylesOnce, withDefaults, withTheme \} from "\/runtime.ts";/,
    );
    expect(rewritten).toContain(
      'resolveStyledProps(\n      styledMemo,\n      isValidProperty,\n      useResolvedProps,\n',
    );
    expect(rewritten).toContain('serializeStylesOnce(\n      serializeStyles,\n');
    expect(rewritten).toContain('recipeOf(cva, configOrCva)');
    expect(rewritten).toContain('mergedRecipe(baseCva, cvaFn, mergeCva)');
    expect(rewritten).not.toContain(': cva(configOrCva);');
    expect(rewritten).toContain('const mergedProps = () => withTheme(props, theme);');
    expect(rewritten).toContain('() => withDefaults(options.defaultProps, inProps),');
    expect(rewritten).not.toMatch(/[^.]shouldForwardProp\((prop|"as")\)/);
    // The element's own return renders no Insertion component; the `as` with `asChild` one still does.
    expect(rewritten).toContain('insertStyled(cache2, serialized, typeof FinalTag === "string", Insertion,');
    expect(rewritten.match(/jsx\(\n\s+Insertion,/g)).toHaveLength(1);
  });

  it('fails the build when Chakra no longer has a line it rewrites', () => {
    expect(() => memoizeServerStyles(factoryModule.replace('let styles = [];', 'let styles = [ ];'))).toThrow(
      /no longer has " {2}let styles = \[\];\\n"/,
    );
  });
});

describe('memoizeRecipeHook', () => {
  const hookModule = (name: string) =>
    fs.readFileSync(fileURLToPath(new URL(`styled-system/${name}.js`, chakraEntry)), 'utf8');

  it("rewrites the installed Chakra's recipe hooks to make a config's recipe once", () => {
    const recipeHook = memoizeRecipeHook(hookModule('use-recipe'), 'useRecipe', '/runtime.ts');
    const slotRecipeHook = memoizeRecipeHook(hookModule('use-slot-recipe'), 'useSlotRecipe', '/runtime.ts');

    expect(recipeHook).toMatch(/^import \{ recipeOf \} from "\/runtime.ts";/);
    expect(recipeHook).toContain('if (recipeProp) return recipeOf(sys.cva, recipeProp);');
    expect(slotRecipeHook).toMatch(/^import \{ slotRecipeOf \} from "\/runtime.ts";/);
    expect(slotRecipeHook).toContain('if (recipeProp) return slotRecipeOf(sys.sva, recipeProp);');
  });

  it('fails the build when Chakra no longer has the line it rewrites', () => {
    const changed = hookModule('use-slot-recipe').replace('sys.sva(recipeProp)', 'sys.sva( recipeProp)');
    expect(() => memoizeRecipeHook(changed, 'useSlotRecipe')).toThrow(/no longer has/);
  });
});

describe('memoizeGlobalStyles', () => {
  // The ES module build the server render bundles (Node's condition of the package's exports).
  const emotionModule = fs.readFileSync(
    fileURLToPath(new URL('emotion-react.esm.js', import.meta.resolve('@emotion/react'))),
    'utf8',
  );

  it("rewrites the installed Emotion's <Global> to serialise its styles through the memo", () => {
    const rewritten = memoizeGlobalStyles(emotionModule, '/runtime.ts');
    expect(rewritten).toMatch(/^import \{ serializeGlobalStylesOnce \} from "\/runtime.ts";/);
    expect(rewritten).toContain('serializeGlobalStylesOnce(serializeStyles, styles, React.useContext(ThemeContext));');
    expect(rewritten).not.toContain('serializeStyles([styles], undefined');
  });

  it('fails the build when Emotion no longer has the line it rewrites', () => {
    expect(() =>
      memoizeGlobalStyles(emotionModule.replace('serializeStyles([styles]', 'serializeStyles([ styles]')),
    ).toThrow(/no longer has/);
  });
});

describe('styleKey', () => {
  it('tells apart values that could style differently', () => {
    const values = [
      'a',
      'ab',
      1,
      '1',
      true,
      'true',
      null,
      undefined,
      [],
      {},
      ['a', 'b'],
      ['a,b'],
      { a: 'b' },
      { 'a=': 'b' },
      { a: { b: 'c' } },
      { a: 'b', c: 'd' },
    ];
    const keys = values.map(styleKey);

    expect(new Set(keys).size).toBe(values.length);
    expect(styleKey({ _hover: { color: 'red' } })).toBe(styleKey({ _hover: { color: 'red' } }));
  });

  it('walks an object once, however often its key is asked for', () => {
    let reads = 0;
    const styles = {
      get color() {
        reads += 1;
        return 'red';
      },
    };

    const first = styleKey({ css: [styles] });
    expect(styleKey({ css: [styles] })).toBe(first);
    expect(reads).toBe(1);
  });

  it('names a long key shortly, the same name for the same styles', () => {
    const styles = () => ({ '@layer recipes': { display: 'inline-flex', alignItems: 'center', gap: '2' } });

    const key = styleKey(styles());
    expect(key).toMatch(/^#\d+$/);
    expect(styleKey(styles())).toBe(key);
    expect(styleKey({ ...styles(), color: 'red' })).not.toBe(key);
  });

  it('keys no function and no class instance', () => {
    expect(styleKey({ color: () => 'red' })).toBeNull();
    expect(styleKey([new Date(0)])).toBeNull();
  });
});

describe('resolveStyledProps', () => {
  it('hands out the same styles for the same style props, with the props Chakra would give the element', () => {
    const memo = createStyledMemo();
    const own = recipe(['size']);
    const resolve = vi.fn(chakraResolve);
    const props = (href: string) => ({ color: 'red', size: 'sm', href, 'aria-label': href, children: href });

    const first = resolveStyledProps(memo, isValidProperty, resolve, props('/a'), own, forwards);
    const second = resolveStyledProps(memo, isValidProperty, resolve, props('/b'), own, forwards);

    expect(resolve).toHaveBeenCalledTimes(1);
    expect(second.styles).toBe(first.styles);
    expect(second.props).toEqual(chakraResolve(props('/b')).props);
    expect(Object.keys(second.props)).toEqual(['href', 'aria-label', 'children']);
  });

  it('resolves again for other style or variant values, colorPalette and orientation included', () => {
    const memo = createStyledMemo();
    const own = recipe(['size']);
    const resolve = vi.fn(chakraResolve);
    const variants = [
      { color: 'red', size: 'sm' },
      { color: 'blue', size: 'sm' },
      { color: 'red', size: 'md' },
      { color: 'red', size: 'sm', css: { _hover: { color: 'red' } } },
      { color: 'red', size: 'sm', orientation: 'vertical' },
      { color: 'red', size: 'sm', colorPalette: 'green' },
    ];

    for (const props of variants) resolveStyledProps(memo, isValidProperty, resolve, props, own, forwards);

    expect(resolve).toHaveBeenCalledTimes(variants.length);
  });

  it('keeps nothing for style props it cannot key, nor across systems or recipes', () => {
    const memo = createStyledMemo();
    const resolve = vi.fn(chakraResolve);
    const first = recipe();
    const withFunction = { color: 'red', css: { color: () => 'red' } };

    resolveStyledProps(memo, isValidProperty, resolve, withFunction, first, forwards);
    resolveStyledProps(memo, isValidProperty, resolve, withFunction, first, forwards);
    resolveStyledProps(memo, isValidProperty, resolve, { color: 'red' }, first, forwards);
    resolveStyledProps(memo, isValidProperty, resolve, { color: 'red' }, recipe(), forwards);
    resolveStyledProps(memo, (prop) => isValidProperty(prop), resolve, { color: 'red' }, first, forwards);

    expect(resolve).toHaveBeenCalledTimes(5);
  });

  it('starts no way to styles it could not keep, even after a miss', () => {
    const memo = createStyledMemo();
    const own = recipe();
    const resolve = vi.fn(chakraResolve);

    resolveStyledProps(memo, isValidProperty, resolve, { color: 'red', css: { color: () => 'red' } }, own, forwards);
    resolveStyledProps(memo, isValidProperty, resolve, { color: 'x'.repeat(20_000) }, own, forwards);

    expect(resolve).toHaveBeenCalledTimes(2);
    expect(memo.recipes.get(own)?.stored).toBe(0);
    expect(memo.recipes.get(own)?.styles).toEqual({});
  });

  it(`keeps at most ${STYLES_PER_ELEMENT_TYPE} styles per element type and recipe`, () => {
    const memo = createStyledMemo();
    const own = recipe();
    const resolve = vi.fn(chakraResolve);

    for (let width = 0; width <= STYLES_PER_ELEMENT_TYPE; width += 1) {
      resolveStyledProps(memo, isValidProperty, resolve, { color: `${width}` }, own, forwards);
    }
    resolveStyledProps(memo, isValidProperty, resolve, { color: '0' }, own, forwards);

    expect(memo.recipes.get(own)?.stored).toBe(2);
    expect(resolve).toHaveBeenCalledTimes(STYLES_PER_ELEMENT_TYPE + 2);
  });
});

describe('the props an element gets', () => {
  it("asks the factory's shouldForwardProp once per prop name, and again for another system", () => {
    const memo = createStyledMemo();
    const shouldForwardProp = vi.fn((prop: string) => !isValidProperty(prop));

    expect(forwardsProp(memo, isValidProperty, shouldForwardProp, 'href')).toBe(true);
    expect(forwardsProp(memo, isValidProperty, shouldForwardProp, 'href')).toBe(true);
    expect(forwardsProp(memo, isValidProperty, shouldForwardProp, 'color')).toBe(false);
    expect(forwardsProp(memo, isValidProperty, shouldForwardProp, 'color')).toBe(false);
    expect(shouldForwardProp).toHaveBeenCalledTimes(2);

    expect(forwardsProp(memo, (prop) => prop === 'href', shouldForwardProp, 'href')).toBe(true);
    expect(shouldForwardProp).toHaveBeenCalledTimes(3);
  });

  it(`keeps at most ${FORWARDED_NAMES_PER_ELEMENT_TYPE} prop names per element type`, () => {
    const memo = createStyledMemo();
    for (let index = 0; index <= FORWARDED_NAMES_PER_ELEMENT_TYPE; index += 1) {
      forwardsProp(memo, isValidProperty, () => true, `data-row-${index}`);
    }
    expect(memo.forwarded.size).toBe(1);
  });

  it("merges the default props with the element's defined ones, as Chakra does", () => {
    const defaults = { as: 'section', color: 'red', size: undefined };
    const props = { color: undefined, size: 'sm', id: 'a', hidden: false };
    const chakras = Object.assign(
      {},
      defaults,
      Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)),
    );

    expect(withDefaults(defaults, props)).toEqual(chakras);
    expect(Object.keys(withDefaults(defaults, props))).toEqual(Object.keys(chakras));
    expect(withDefaults(undefined, { id: 'b', title: undefined })).toEqual({ id: 'b' });
  });
});

describe('recipes and serialisation made once', () => {
  it('makes one recipe and one slot recipe per config and system, and merges a pair once', () => {
    const cva = vi.fn(() => recipe());
    const config = {};

    expect(recipeOf(cva, config)).toBe(recipeOf(cva, config));
    expect(recipeOf(cva, {})).not.toBe(recipeOf(cva, config));
    expect(cva).toHaveBeenCalledTimes(2);

    const sva = vi.fn(() => ({ slots: {} }));
    expect(slotRecipeOf(sva, config)).toBe(slotRecipeOf(sva, config));
    expect(slotRecipeOf(sva, {})).not.toBe(slotRecipeOf(sva, config));
    expect(sva).toHaveBeenCalledTimes(2);

    const [base, own] = [recipe(), recipe()];
    const merge = vi.fn(() => recipe());
    expect(mergedRecipe(base, own, merge)).toBe(mergedRecipe(base, own, merge));
    expect(merge).toHaveBeenCalledTimes(1);
    expect(mergedRecipe(undefined, own, (_, second) => second!)).toBe(own);
  });

  it("serialises a styles object once with each list of registered classes' texts, and anything else every time", () => {
    const serialize = vi.fn((args: unknown[]) => ({ name: String(args.length) }));
    const styles = { color: 'red' };

    const first = serializeStylesOnce(serialize, [styles], {}, () => ({}));
    expect(serializeStylesOnce(serialize, [styles], {}, () => ({}))).toBe(first);
    const registered = serializeStylesOnce(serialize, [styles, 'a{}', 'b{}'], {}, () => ({}));
    expect(serializeStylesOnce(serialize, [styles, 'a{}', 'b{}'], {}, () => ({}))).toBe(registered);
    expect(serialize).toHaveBeenCalledTimes(2);

    // Texts that would join into the same string are told apart.
    serializeStylesOnce(serialize, [styles, 'a{}b{}'], {}, () => ({}));
    serializeStylesOnce(serialize, [[styles]], {}, () => ({}));
    serializeStylesOnce(serialize, [[styles]], {}, () => ({}));
    serializeStylesOnce(serialize, [styles, () => 'a{}'], {}, () => ({}));
    expect(serialize).toHaveBeenCalledTimes(6);
  });

  it('serialises with the props and theme only when it serialises', () => {
    const serialize = vi.fn((_args: unknown[], _registered: unknown, props: unknown) => ({ props }));
    const propsOf = vi.fn(() => withTheme({ href: '/a' }, { space: 4 }));
    const styles = { color: 'blue' };

    expect(serializeStylesOnce(serialize, [styles], {}, propsOf)).toEqual({
      props: { href: '/a', theme: { space: 4 } },
    });
    serializeStylesOnce(serialize, [styles], {}, propsOf);

    expect(propsOf).toHaveBeenCalledTimes(1);
    const own = { href: '/b', theme: { space: 8 } };
    expect(withTheme(own, undefined)).toBe(own);
  });

  it("inserts an element's styles into a compat cache itself, and leaves any other cache to Emotion's component", () => {
    const serialized = { name: 'abc', styles: 'color:red;' };
    const Insertion = () => null;
    const registerStyles = vi.fn();
    const insertStyles = vi.fn();
    const jsx = vi.fn((type: unknown, props: unknown) => ({ type, props }));

    expect(insertStyled({ compat: true }, serialized, true, Insertion, registerStyles, insertStyles, jsx)).toBeNull();
    expect(registerStyles).toHaveBeenCalledWith({ compat: true }, serialized, true);
    expect(insertStyles).toHaveBeenCalledWith({ compat: true }, serialized, true);
    expect(jsx).not.toHaveBeenCalled();

    const browserLike = {};
    expect(insertStyled(browserLike, serialized, false, Insertion, registerStyles, insertStyles, jsx)).toEqual({
      type: Insertion,
      props: { cache: browserLike, serialized, isStringTag: false },
    });
    expect(insertStyles).toHaveBeenCalledTimes(1);
  });

  it("serialises <Global>'s styles once per styles object or text and theme", async () => {
    const { serializeStyles } = await import('@emotion/serialize');
    const serialize = vi.fn((args: unknown[], _registered: unknown, theme: unknown) =>
      serializeStyles(args as Interpolation<unknown>[], undefined, theme),
    );
    const styles = [{ body: { margin: 0 } }, { ':root': { '--gap': '4px' } }];
    const theme = {};

    const first = serializeGlobalStylesOnce(serialize, styles, theme);
    const emotions = serializeStyles([styles], undefined, theme);
    expect([first.name, first.styles]).toEqual([emotions.name, emotions.styles]);
    expect(serializeGlobalStylesOnce(serialize, styles, theme)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);

    serializeGlobalStylesOnce(serialize, styles, {});
    const text = serializeGlobalStylesOnce(serialize, 'body{margin:0}', theme);
    expect(serializeGlobalStylesOnce(serialize, 'body{margin:0}', theme)).toBe(text);
    expect(serialize).toHaveBeenCalledTimes(3);
    serializeGlobalStylesOnce(serialize, 'body{margin:0}', undefined);
    serializeGlobalStylesOnce(serialize, 'body{margin:0}', undefined);
    expect(serialize).toHaveBeenCalledTimes(5);
  });
});
