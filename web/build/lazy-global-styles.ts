import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL_STYLES = '\n    _global,\n';

/**
 * Chakra's `createSystem` with its global styles (the reset, the global CSS and a CSS variable per token) built
 * when `_global` is first read instead of when the system is made. Throws when Chakra's code no longer has the
 * lines it rewrites, so an upgrade that moves them fails the build instead of silently building them eagerly.
 */
export function makeGlobalStylesLazy(systemModule: string): string {
  if (!systemModule.includes(EAGER_GLOBAL_STYLES) || !systemModule.includes(RETURNED_GLOBAL_STYLES)) {
    throw new Error(
      "lazy-global-styles: @chakra-ui/react's styled-system/system.js no longer builds `_global` as it did",
    );
  }
  return systemModule
    .replace(EAGER_GLOBAL_STYLES, 'let globalStyles;')
    .replace(
      RETURNED_GLOBAL_STYLES,
      '\n    get _global() {\n      return globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    );
}

/**
 * Building the global styles is about half of `createSystem`'s work, the longest task before a page hydrates.
 * A server-rendered page has them in its <head> already, and the browser's provider then reads none
 * (`providerSystem`, app/theme.ts): with this rewrite they are never built there.
 */
export function lazyGlobalStyles(): Plugin {
  return {
    name: 'spectrum:lazy-global-styles',
    apply: 'build',
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? makeGlobalStylesLazy(code) : null;
    },
  };
}
