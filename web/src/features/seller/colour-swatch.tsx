import { Box, VisuallyHidden } from '@chakra-ui/react';

interface ColourSwatchProps {
  id: string;
  name: string;
  hex: string;
  checked: boolean;
  onChoose: () => void;
}

/** A colour dot that behaves as a radio button named after the colour. */
export function ColourSwatch({ id, name, hex, checked, onChoose }: ColourSwatchProps) {
  return (
    <Box
      as="label"
      title={name}
      cursor="pointer"
      css={{
        '& input:focus-visible + span': { outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '3px' },
      }}
    >
      <VisuallyHidden asChild>
        <input type="radio" name="color_id" value={id} checked={checked} onChange={onChoose} aria-label={name} />
      </VisuallyHidden>
      <Box
        as="span"
        display="block"
        w="9"
        h="9"
        borderRadius="full"
        bg={hex}
        borderWidth="3px"
        borderColor="white"
        boxShadow={checked ? '0 0 0 2px {colors.neutral.900}' : '0 0 0 1px {colors.neutral.300}'}
        transition="box-shadow 0.15s"
      />
    </Box>
  );
}
