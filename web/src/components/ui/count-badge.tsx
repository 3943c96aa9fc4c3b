import { Box, type BoxProps } from '@chakra-ui/react';

/** The dark pill every count is drawn as: the header buttons' badges and the unread counts beside entries. */
export const countPill = {
  fontWeight: 'semibold',
  textAlign: 'center',
  bg: 'neutral.900',
  color: 'white',
  borderRadius: 'full',
} as const satisfies BoxProps;

/**
 * A small dark count in the top corner of a header icon button (the cart's items, unread notifications). Hidden
 * from assistive technology: the button's label or the menu entry says the count in words.
 */
export function CountBadge({ children, ...rest }: BoxProps) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      position="absolute"
      top="0"
      right="0"
      minW="4"
      h="4"
      px="1"
      fontSize="2xs"
      lineHeight="1rem"
      {...countPill}
      {...rest}
    >
      {children}
    </Box>
  );
}
