import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraTable.Root>) {
  return <ChakraTable.Root recipe={tableSlotRecipe} {...props} />;
}

/** Chakra's Table with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const Table = { ...ChakraTable, Root };
