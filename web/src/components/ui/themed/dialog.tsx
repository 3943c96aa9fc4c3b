import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraDialog.Root>) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />;
}

/** Chakra's Dialog with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const Dialog = { ...ChakraDialog, Root };
