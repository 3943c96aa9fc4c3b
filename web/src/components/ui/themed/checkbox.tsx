import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraCheckbox.Root>) {
  return <ChakraCheckbox.Root recipe={checkboxSlotRecipe} {...props} />;
}

/** Chakra's Checkbox with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const Checkbox = { ...ChakraCheckbox, Root };
