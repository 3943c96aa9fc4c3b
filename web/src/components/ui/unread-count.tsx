import { Box, type BoxProps } from '@chakra-ui/react';

/** How many are unread, beside an entry (a menu item, a conversation) and said in words; nothing when none. */
export function UnreadCount({ count, ...rest }: { count: number } & BoxProps) {
  if (count === 0) return null;
  return (
    <Box
      as="span"
      aria-label={`${count} unread`}
      minW="5"
      px="1.5"
      fontSize="xs"
      fontWeight="semibold"
      textAlign="center"
      bg="neutral.900"
      color="white"
      borderRadius="full"
      {...rest}
    >
      {count}
    </Box>
  );
}
