import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraRadioGroup.Root>) {
  return <ChakraRadioGroup.Root recipe={radioGroupSlotRecipe} {...props} />;
}

/** Chakra's RadioGroup with its recipe, which the theme leaves out of the first bundle (app/theme.ts). */
export const RadioGroup = { ...ChakraRadioGroup, Root };
