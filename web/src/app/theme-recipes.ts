import { defineRecipe } from '@chakra-ui/react';

/*
 * The store's own recipes for the parts the layout and the landing page render: square, black and white,
 * uppercase buttons, and fields with a hairline border.
 */

export const buttonRecipe = defineRecipe({
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

export const inputRecipe = defineRecipe({
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

export const textareaRecipe = defineRecipe({
  className: 'spectrum-textarea',
  base: { ...fieldControlBase, minHeight: '32', py: '3', px: '4', fontSize: 'sm', lineHeight: 'tall' },
  variants: {
    size: { sm: { fontSize: 'sm' }, md: { fontSize: 'sm' }, lg: { fontSize: 'md' } },
    variant: { outline: {} },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
});

export const headingRecipe = defineRecipe({
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
