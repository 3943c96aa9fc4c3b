import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
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
import { COLORS } from '@spectrum/shared/constants';

/**
 * Chakra's palettes that the store's parts use: grey, and red, orange, green and blue for statuses. The others'
 * tokens would only cost the browser time: turning a token set into CSS variables is most of `createSystem`'s
 * work, which runs before the page can hydrate.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The store has no dark mode, so a semantic token keeps only its light value: the `_dark` ones would become
 * CSS that nothing selects, sent in every page and parsed on every start.
 */
function lightOnly<T extends object>(definitions: T): T {
  const strip = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if ('_light' in node) return node._light;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== '_dark')
        .map(([key, child]) => [key, strip(child)]),
    );
  };
  return strip(definitions) as T;
}

/** The store's neutrals: white and very light grey surfaces, near-black text, no accent colour. */
export const NEUTRALS = {
  white: '#ffffff',
  50: '#fafafa',
  100: '#f5f5f5',
  200: '#ebebeb',
  300: '#d9d9d9',
  400: '#b3b3b3',
  500: '#8c8c8c',
  600: '#6b6b6b',
  700: '#4d4d4d',
  800: '#2e2e2e',
  900: '#1a1a1a',
} as const;

export const FONT_STACK = `"Helvetica Neue", Helvetica, Arial, "Segoe UI", system-ui, -apple-system, sans-serif`;

function swatchKey(colorName: string): string {
  const [first = '', ...rest] = colorName.toLowerCase().split(' ');
  return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** One swatch token per product colour, e.g. `swatch.luxorGold`. */
export const SWATCH_TOKENS = Object.fromEntries(
  COLORS.map((color) => [swatchKey(color.color_name), { value: color.hex }]),
);

export function swatchToken(colorName: string): string {
  return `swatch.${swatchKey(colorName)}`;
}

const buttonRecipe = defineRecipe({
  className: 'spectrum-button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    appearance: 'none',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    borderRadius: '0',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    lineHeight: '1',
    cursor: 'pointer',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    outline: '0',
    _focusVisible: { outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
    _icon: { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'neutral.900',
        color: 'white',
        _hover: { bg: 'neutral.700' },
      },
      outline: {
        bg: 'transparent',
        color: 'neutral.900',
        borderColor: 'neutral.900',
        _hover: { bg: 'neutral.900', color: 'white' },
      },
      ghost: {
        bg: 'transparent',
        color: 'neutral.900',
        _hover: { bg: 'neutral.100' },
      },
      plain: {
        bg: 'transparent',
        color: 'inherit',
        textTransform: 'none',
        letterSpacing: 'normal',
        fontWeight: 'medium',
      },
    },
    size: {
      xs: { h: '7', minW: '7', px: '3', fontSize: '2xs' },
      sm: { h: '9', minW: '9', px: '4', fontSize: 'xs' },
      md: { h: '10', minW: '10', px: '6', fontSize: 'xs' },
      lg: { h: '12', minW: '12', px: '8', fontSize: 'sm' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

const fieldControlBase = {
  width: '100%',
  minWidth: '0',
  appearance: 'none',
  outline: '0',
  borderRadius: '0',
  borderWidth: '1px',
  borderColor: 'neutral.300',
  bg: 'white',
  color: 'neutral.900',
  transitionProperty: 'common',
  transitionDuration: 'moderate',
  _placeholder: { color: 'neutral.500' },
  _hover: { borderColor: 'neutral.500' },
  _focusVisible: { borderColor: 'neutral.900', boxShadow: '0 0 0 1px {colors.neutral.900}' },
  _invalid: { borderColor: 'red.600' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _readOnly: { bg: 'neutral.100' },
} as const;

const inputRecipe = defineRecipe({
  className: 'spectrum-input',
  base: { ...fieldControlBase, height: 'var(--input-height)' },
  variants: {
    size: {
      sm: { fontSize: 'sm', px: '3', '--input-height': 'sizes.9' },
      md: { fontSize: 'sm', px: '4', '--input-height': 'sizes.11' },
      lg: { fontSize: 'md', px: '4', '--input-height': 'sizes.12' },
    },
    variant: {
      outline: {},
      flushed: {
        borderWidth: '0',
        borderBottomWidth: '1px',
        px: '0',
        _focusVisible: { boxShadow: '0 1px 0 0 {colors.neutral.900}' },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
});

const textareaRecipe = defineRecipe({
  className: 'spectrum-textarea',
  base: { ...fieldControlBase, minHeight: '32', py: '3', px: '4', fontSize: 'sm', lineHeight: 'tall' },
  variants: {
    size: { sm: { fontSize: 'sm' }, md: { fontSize: 'sm' }, lg: { fontSize: 'md' } },
    variant: { outline: {} },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
});

const headingRecipe = defineRecipe({
  className: 'spectrum-heading',
  base: { fontFamily: 'heading', fontWeight: 'semibold', color: 'neutral.900', lineHeight: 'shorter' },
  variants: {
    size: {
      sm: { fontSize: 'md' },
      md: { fontSize: 'lg' },
      lg: { fontSize: '2xl' },
      xl: { fontSize: { base: '2xl', md: '3xl' } },
      '2xl': { fontSize: { base: '3xl', md: '4xl' } },
      '3xl': { fontSize: { base: '4xl', md: '5xl' }, lineHeight: 'none' },
      '4xl': { fontSize: { base: '5xl', md: '7xl' }, lineHeight: 'none', letterSpacing: 'tight' },
    },
  },
  defaultVariants: { size: 'xl' },
});

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
    textStyles,
    layerStyles,
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
        bg: {
          DEFAULT: { value: '{colors.neutral.white}' },
          subtle: { value: '{colors.neutral.100}' },
          muted: { value: '{colors.neutral.100}' },
          emphasized: { value: '{colors.neutral.200}' },
          inverted: { value: '{colors.neutral.900}' },
          panel: { value: '{colors.neutral.white}' },
          error: { value: '{colors.red.50}' },
          warning: { value: '{colors.orange.50}' },
          success: { value: '{colors.green.50}' },
          info: { value: '{colors.blue.50}' },
        },
        fg: {
          DEFAULT: { value: '{colors.neutral.900}' },
          muted: { value: '{colors.neutral.600}' },
          subtle: { value: '{colors.neutral.500}' },
          inverted: { value: '{colors.neutral.white}' },
          error: { value: '{colors.red.600}' },
          warning: { value: '{colors.orange.600}' },
          success: { value: '{colors.green.600}' },
          info: { value: '{colors.blue.600}' },
        },
        border: {
          DEFAULT: { value: '{colors.neutral.200}' },
          muted: { value: '{colors.neutral.100}' },
          subtle: { value: '{colors.neutral.50}' },
          emphasized: { value: '{colors.neutral.300}' },
          inverted: { value: '{colors.neutral.800}' },
          error: { value: '{colors.red.500}' },
          warning: { value: '{colors.orange.500}' },
          success: { value: '{colors.green.500}' },
          info: { value: '{colors.blue.500}' },
        },
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

let providedSystem: SystemContext | undefined;

/** `systemForPage` for this page, made once: the provider's value must keep its identity. */
export function providerSystem(): SystemContext {
  providedSystem ??= systemForPage(storeSystem(), typeof document === 'undefined' ? undefined : document);
  return providedSystem;
}
