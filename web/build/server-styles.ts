import path from 'node:path';
import type { Plugin } from 'vite';

const FACTORY_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const RUNTIME = path.join(import.meta.dirname, 'server-styles-runtime.ts');

export type Rewrite = [from: string, to: string];

/** Each line of Chakra's factory this rewrites, and what it becomes (build/server-styles-runtime.ts). */
const FACTORY_REWRITES: Rewrite[] = [
  ['  let styles = [];\n', '  let styles = [];\n  const styledMemo = createStyledMemo();\n'],
  [
    '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);\n',
    '    const cvaFn = configOrCva.__cva__ ? configOrCva : recipeOf(cva, configOrCva);\n',
  ],
  [
    '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;\n',
    '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? recipeOf(cva, tag.__emotion_cva) : tag.__emotion_cva;\n',
  ],
  [
    '    const cvaRecipe = mergeCva(baseCva, cvaFn);\n',
    '    const cvaRecipe = mergedRecipe(baseCva, cvaFn, mergeCva);\n',
  ],
  [
    '      () => Object.assign({}, options.defaultProps, compact(inProps)),\n',
    '      () => withDefaults(options.defaultProps, inProps),\n',
  ],
  [
    '    const { props, styles: styleProps } = useResolvedProps(\n',
    '    const { props, styles: styleProps } = resolveStyledProps(\n      styledMemo,\n      isValidProperty,\n      useResolvedProps,\n',
  ],
  [
    '    let mergedProps = props;\n    if (props.theme == null) {\n      mergedProps = {};\n      for (let key in props) {\n        mergedProps[key] = props[key];\n      }\n      mergedProps.theme = React.useContext(ThemeContext);\n    }\n',
    '    const theme = props.theme == null ? React.useContext(ThemeContext) : undefined;\n    const mergedProps = () => withTheme(props, theme);\n',
  ],
  [
    '    const serialized = serializeStyles(\n',
    '    const serialized = serializeStylesOnce(\n      serializeStyles,\n',
  ],
  [
    '    const shouldUseAs = !shouldForwardProp("as");\n',
    '    const shouldUseAs = !forwardsProp(styledMemo, isValidProperty, shouldForwardProp, "as");\n',
  ],
  [
    '      if (shouldForwardProp(prop)) {\n        finalProps[prop] = props[prop];\n',
    '      if (forwardsProp(styledMemo, isValidProperty, shouldForwardProp, prop)) {\n        finalProps[prop] = props[prop];\n',
  ],
  [
    '      /* @__PURE__ */ jsx(\n        Insertion,\n        {\n          cache: cache2,\n          serialized,\n          isStringTag: typeof FinalTag === "string"\n        }\n      ),\n      /* @__PURE__ */ jsx(FinalTag, { ...finalProps })\n',
    '      insertStyled(cache2, serialized, typeof FinalTag === "string", Insertion, registerStyles, insertStyles, jsx),\n      /* @__PURE__ */ jsx(FinalTag, { ...finalProps })\n',
  ],
];

const RECIPE_HOOK_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]use-(?:slot-)?recipe\.js$/;

/** The line of `useRecipe` and of `useSlotRecipe` that makes a recipe from a config given as a prop or option. */
const RECIPE_HOOK_REWRITES: Record<'useRecipe' | 'useSlotRecipe', Rewrite[]> = {
  useRecipe: [
    [
      '    if (recipeProp) return sys.cva(recipeProp);\n',
      '    if (recipeProp) return recipeOf(sys.cva, recipeProp);\n',
    ],
  ],
  useSlotRecipe: [
    [
      '    if (recipeProp) return sys.sva(recipeProp);\n',
      '    if (recipeProp) return slotRecipeOf(sys.sva, recipeProp);\n',
    ],
  ],
};

const EMOTION_REACT_MODULE = /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.[\w.-]*esm\.js$/;

/** The one line of Emotion's `<Global>` this rewrites. */
const GLOBAL_REWRITES: Rewrite[] = [
  [
    '  var serialized = serializeStyles([styles], undefined, React.useContext(ThemeContext));\n',
    '  var serialized = serializeGlobalStylesOnce(serializeStyles, styles, React.useContext(ThemeContext));\n',
  ],
];

/**
 * A library module with each of `rewrites` applied, importing `imported` from the runtime (nothing when it is
 * empty). Throws when the installed library (`library`) no longer has a line it rewrites exactly once, so an
 * upgrade that changes it fails the build instead of rendering with half the rewrite.
 */
export function rewriteModule(
  source: string,
  library: string,
  rewrites: readonly Rewrite[],
  imported: readonly string[],
  runtimeModule = RUNTIME,
): string {
  let rewritten = source;
  for (const [from, to] of rewrites) {
    if (rewritten.split(from).length !== 2) {
      throw new Error(`server-styles: ${library} no longer has ${JSON.stringify(from)}`);
    }
    rewritten = rewritten.replace(from, () => to);
  }
  if (imported.length === 0) return rewritten;
  const runtime = JSON.stringify(runtimeModule.split(path.sep).join('/'));
  return `import { ${imported.join(', ')} } from ${runtime};\n${rewritten}`;
}

/** Chakra's `chakra()` factory (styled-system/factory.js) calling the per-process style memo of server-styles-runtime.ts. */
export function memoizeServerStyles(factoryModule: string, runtimeModule = RUNTIME): string {
  return rewriteModule(
    factoryModule,
    "@chakra-ui/react's styled-system/factory.js",
    FACTORY_REWRITES,
    [
      'createStyledMemo',
      'forwardsProp',
      'insertStyled',
      'mergedRecipe',
      'recipeOf',
      'resolveStyledProps',
      'serializeStylesOnce',
      'withDefaults',
      'withTheme',
    ],
    runtimeModule,
  );
}

/**
 * Chakra's `useRecipe` and `useSlotRecipe` (styled-system/use-recipe.js, use-slot-recipe.js) making a component's
 * recipe from its config once per process (server-styles-runtime.ts). The parts that bring their recipe as a config
 * (tabs, fields, the store's themed parts) made it in a `useMemo`, which a server render never keeps: every element
 * of every page made its recipe again, with memos that started empty, so every render resolved and hashed the
 * recipe's styles anew (issue 32, point 4).
 */
export function memoizeRecipeHook(
  hookModule: string,
  hook: 'useRecipe' | 'useSlotRecipe',
  runtimeModule = RUNTIME,
): string {
  return rewriteModule(
    hookModule,
    `@chakra-ui/react's ${hook}`,
    RECIPE_HOOK_REWRITES[hook],
    [hook === 'useRecipe' ? 'recipeOf' : 'slotRecipeOf'],
    runtimeModule,
  );
}

/**
 * Emotion's `<Global>` (in @emotion/react) serialising its styles once per styles object and theme
 * (server-styles-runtime.ts), where it serialised and hashed them on every render: Chakra's provider gives it the
 * same global styles (the reset, the global CSS and a variable per token, 35 KB of CSS) on every page.
 */
export function memoizeGlobalStyles(emotionReactModule: string, runtimeModule = RUNTIME): string {
  return rewriteModule(
    emotionReactModule,
    '@emotion/react',
    GLOBAL_REWRITES,
    ['serializeGlobalStylesOnce'],
    runtimeModule,
  );
}

/**
 * The server render's Chakra keeps each styled element's resolved styles per process (server-styles-runtime.ts):
 * the same page, rendered cold, cost a third less of the BFF's CPU (docs/benchmarks.md, "Cold render"). The
 * browser's build keeps Chakra's factory as it is: it renders a page once.
 */
export function serverStyles(): Plugin {
  return {
    name: 'spectrum:server-styles',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    transform(code, id) {
      if (FACTORY_MODULE.test(id)) return memoizeServerStyles(code);
      if (RECIPE_HOOK_MODULE.test(id))
        return memoizeRecipeHook(code, id.endsWith('use-recipe.js') ? 'useRecipe' : 'useSlotRecipe');
      return EMOTION_REACT_MODULE.test(id) ? memoizeGlobalStyles(code) : null;
    },
  };
}
