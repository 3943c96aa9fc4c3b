import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraField.Root>) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />;
}

/** Chakra's Field with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const Field = { ...ChakraField, Root };
