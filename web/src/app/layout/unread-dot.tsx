import { Box } from '@chakra-ui/react';
import { useLiveUnread } from '../../features/notifications/live-unread-store';

/**
 * The unread notification count on a header button, once the live socket has told it. Hidden from assistive
 * technology: the menu's Notification entry says the count in words.
 */
export default function UnreadDot() {
  const unread = useLiveUnread()?.notifications ?? 0;
  if (unread === 0) return null;
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid="unread-dot"
      position="absolute"
      top="0"
      right="0"
      minW="4"
      h="4"
      px="1"
      fontSize="2xs"
      lineHeight="1rem"
      fontWeight="semibold"
      textAlign="center"
      bg="neutral.900"
      color="white"
      borderRadius="full"
      pointerEvents="none"
    >
      {unread > 99 ? '99+' : unread}
    </Box>
  );
}
