import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraTabs.Root>) {
  return <ChakraTabs.Root recipe={tabsSlotRecipe} {...props} />;
}

/** Chakra's Tabs with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const Tabs = { ...ChakraTabs, Root };
