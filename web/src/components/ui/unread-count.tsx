import { Box, type BoxProps } from '@chakra-ui/react';
import { countPill } from './count-badge';

/** How many are unread, beside an entry (a menu item, a conversation) and said in words; nothing when none. */
export function UnreadCount({ count, ...rest }: { count: number } & BoxProps) {
  if (count === 0) return null;
  return (
    <Box as="span" aria-label={`${count} unread`} minW="5" px="1.5" fontSize="xs" {...countPill} {...rest}>
      {count}
    </Box>
  );
}
