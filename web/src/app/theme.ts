import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { storeLayerStyles, storeTextStyles } from './theme-compositions';
import { buttonRecipe, headingRecipe, inputRecipe, textareaRecipe } from './theme-recipes';
import {
  FONT_STACK,
  lightOnly,
  NEUTRALS,
  STORE_SEMANTIC_COLORS,
  SWATCH_TOKENS,
  withoutUnusedPalettes,
} from './theme-tokens';

/**
 * The custom properties of Chakra's global styles that the preflight reads. Chakra sets them, with 24 more for
 * its `ring`, `filter="auto"` and `backdropFilter="auto"` styles (which the store does not use), on every
 * element (`*`): each element then carried its own set of 27, and restyling a whole product page took the
 * browser about 30% longer (5.0 ms against 3.9 unthrottled). Custom properties inherit: these are set once, on
 * `html`.
 */
const GLOBAL_VARIABLES = {
  '--global-font-mono': 'fonts.mono',
  '--global-font-body': 'fonts.body',
  '--global-color-border': 'colors.border',
} as const;

/**
 * Chakra's base config (utilities, conditions) plus the default tokens, and only the recipes the
 * store renders: the full default theme costs about 200 KB gzip of JS on every page. The recipes of
 * parts only other pages use (fields, tabs, dialogs, tables, checkboxes, radio groups, selects, the
 * drawer) come with those parts instead (components/ui/themed/), out of the landing page's bundle.
 */
export const spectrumConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    '*': { fontFeatureSettings: globalCss['*']?.fontFeatureSettings },
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.6',
      colorPalette: 'gray',
      ...GLOBAL_VARIABLES,
    },
    body: { fontFamily: 'body' },
    a: { color: 'inherit', textDecoration: 'none' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipLink',
      bg: 'neutral.900',
      color: 'white',
      px: '4',
      py: '2',
      fontSize: 'sm',
    },
    '.skip-link:focus': { left: '2' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      'spectrum-progress': {
        '0%': { transform: 'scaleX(0)', opacity: '1' },
        '80%': { transform: 'scaleX(0.9)', opacity: '1' },
        '100%': { transform: 'scaleX(1)', opacity: '0' },
      },
    },
    textStyles: { ...textStyles, ...storeTextStyles },
    layerStyles: { ...layerStyles, ...storeLayerStyles },
    animationStyles,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        neutral: Object.fromEntries(Object.entries(NEUTRALS).map(([shade, value]) => [shade, { value }])),
        swatch: SWATCH_TOKENS,
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        ...STORE_SEMANTIC_COLORS,
      },
      radii: { l1: { value: '0px' }, l2: { value: '0px' }, l3: { value: '0px' } },
    }),
    recipes: {
      button: buttonRecipe,
      input: inputRecipe,
      textarea: textareaRecipe,
      heading: headingRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
  },
});

let createdSystem: SystemContext | undefined;

/**
 * The store's Chakra system, made on first use rather than when this module loads: turning the tokens into CSS
 * variables is the longest single piece of work before a page hydrates, and main.tsx gives it a task of its
 * own, so that the browser can paint and answer input on either side of it.
 */
export function storeSystem(): SystemContext {
  createdSystem ??= createSystem(mergeConfigs(defaultBaseConfig, spectrumConfig));
  return createdSystem;
}

/** The global style elements a server render writes (its Emotion `Global`s), found before hydration renames them. */
const SERVER_GLOBAL_STYLES = 'style[data-emotion^="css-global "]';

/**
 * The system for a ChakraProvider in `page`. A page the server rendered has the global styles (the reset, a CSS
 * variable per token) and the layer order in its <head> already; there the provider gets the system without
 * them, so the browser never builds the styles (build/lazy-global-styles.ts) and its Emotion `Global`s find
 * nothing to take over: taking over the layer order's element re-added it to <head>, and the browser restyled
 * the page. The server's elements stay as they are, since the store's theme never changes. Elsewhere (the
 * server, a page the browser renders from the shell) it is the system itself.
 */
export function systemForPage(system: SystemContext, page: Document | undefined): SystemContext {
  if (!page?.querySelector(SERVER_GLOBAL_STYLES)) return system;
  return Object.create(system, {
    _global: { value: [] },
    layers: { value: { ...system.layers, atRule: '' } },
  }) as SystemContext;
}

/**
 * The system for a server render's ChakraProvider: the global styles already serialised (Emotion's `css` of them,
 * which its `Global` hands back as they are), once per process. Each render serialised and hashed all of them
 * again, about 80 KB of CSS text.
 */
export function systemForServer(system: SystemContext): SystemContext {
  return Object.create(system, { _global: { value: css(system._global) } }) as SystemContext;
}

let providedSystem: SystemContext | undefined;

/** `systemForPage` for this page (`systemForServer` on the server), made once: the provider's value must keep its identity. */
export function providerSystem(): SystemContext {
  providedSystem ??=
    typeof document === 'undefined' ? systemForServer(storeSystem()) : systemForPage(storeSystem(), document);
  return providedSystem;
}
