import path from 'node:path';
import type { Plugin } from 'vite';

const FACTORY_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const RUNTIME = path.join(import.meta.dirname, 'server-styles-runtime.ts');

/** Each line of Chakra's factory this rewrites, and what it becomes (build/server-styles-runtime.ts). */
const REWRITES: [from: string, to: string][] = [
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
    '    const { props, styles: styleProps } = useResolvedProps(\n',
    '    const { props, styles: styleProps } = resolveStyledProps(\n      styledMemo,\n      isValidProperty,\n      useResolvedProps,\n',
  ],
  [
    '    const serialized = serializeStyles(\n',
    '    const serialized = serializeStylesOnce(\n      serializeStyles,\n',
  ],
];

/**
 * Chakra's `chakra()` factory (styled-system/factory.js) calling the per-process style memo of
 * server-styles-runtime.ts. Throws when the installed Chakra no longer has a line it rewrites, so an upgrade that
 * changes the factory fails the build instead of rendering with half the rewrite.
 */
export function memoizeServerStyles(factoryModule: string, runtimeModule = RUNTIME): string {
  let rewritten = factoryModule;
  for (const [from, to] of REWRITES) {
    if (rewritten.split(from).length !== 2) {
      throw new Error(
        `server-styles: @chakra-ui/react's styled-system/factory.js no longer has ${JSON.stringify(from)}`,
      );
    }
    rewritten = rewritten.replace(from, () => to);
  }
  const runtime = JSON.stringify(runtimeModule.split(path.sep).join('/'));
  return (
    `import { createStyledMemo, mergedRecipe, recipeOf, resolveStyledProps, serializeStylesOnce } from ${runtime};\n` +
    rewritten
  );
}

const EMOTION_REACT_MODULE = /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.[\w.-]*esm\.js$/;
const GLOBAL_SERIALIZE = '  var serialized = serializeStyles([styles], undefined, React.useContext(ThemeContext));\n';

/**
 * Emotion's `<Global>` (in @emotion/react) serialising its styles once per styles object
 * (build/server-styles-runtime.ts), where it serialised and hashed them on every render: Chakra's provider gives
 * it the same global styles (the reset, the global CSS and a variable per token, 35 KB of CSS) on every page.
 * Throws when the installed Emotion no longer has the line it rewrites.
 */
export function memoizeGlobalStyles(emotionReactModule: string, runtimeModule = RUNTIME): string {
  if (emotionReactModule.split(GLOBAL_SERIALIZE).length !== 2) {
    throw new Error(`server-styles: @emotion/react no longer has ${JSON.stringify(GLOBAL_SERIALIZE)}`);
  }
  const runtime = JSON.stringify(runtimeModule.split(path.sep).join('/'));
  return (
    `import { serializeGlobalStylesOnce } from ${runtime};\n` +
    emotionReactModule.replace(
      GLOBAL_SERIALIZE,
      () => '  var serialized = serializeGlobalStylesOnce(serializeStyles, styles, React.useContext(ThemeContext));\n',
    )
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
      return EMOTION_REACT_MODULE.test(id) ? memoizeGlobalStyles(code) : null;
    },
  };
}
