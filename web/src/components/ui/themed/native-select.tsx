import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraNativeSelect.Root>) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

/** Chakra's NativeSelect with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const NativeSelect = { ...ChakraNativeSelect, Root };
