import { COLORS } from '@spectrum/shared/constants';

/**
 * Chakra's palettes that the store's parts use: grey, and red, orange, yellow, green and blue for statuses and
 * notices. The others' tokens would only cost the browser time: turning a token set into CSS variables is most of
 * `createSystem`'s work, which runs before the page can hydrate. (theme.test.ts fails on a colour of a palette
 * left out here.)
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

export function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The store has no dark mode, so a semantic token keeps only its light value: the `_dark` ones would become
 * CSS that nothing selects, sent in every page and parsed on every start.
 */
export function lightOnly<T extends object>(definitions: T): T {
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

/** The surfaces, text and borders (`bg`, `fg`, `border`): the neutrals, with Chakra's palettes for statuses. */
export const STORE_SEMANTIC_COLORS = {
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
};
