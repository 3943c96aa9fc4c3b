import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__/gql';
import { ProductImage } from '../../components/ui/product-image';
import { RouterLink } from '../../components/ui/router-link';
import type { NotificationEntry } from './notification-documents';

export const NOTIFICATION_ITEM_FRAGMENT = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    message
    orderId
    reviewId
    productId
    conversationId
    productName
    image
    statusLabel
    read
    createdAt
  }
`);

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

interface NotificationItemProps {
  notification: NotificationEntry;
  /** Where the notification leads (the order it is about), when the reader has a page for it. */
  to?: string;
}

/** One notification: the store's sentence, the product, when, and a mark while it was unread. */
export function NotificationItem({ notification, to }: NotificationItemProps) {
  return (
    <Flex
      as="li"
      aria-label={notification.message}
      gap="4"
      align="center"
      py="4"
      // Every row has the padding, so an unread row's tint frames its picture and mark, and rows stay aligned.
      px={{ base: '3', md: '4' }}
      borderBottomWidth="1px"
      borderColor="border"
      bg={notification.read ? undefined : 'neutral.50'}
    >
      <ProductImage thumbnail={notification.image} alt="" square={56} />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={notification.read ? 'normal' : 'semibold'}>
          {to ? (
            <RouterLink to={to} _hover={{ textDecoration: 'underline' }}>
              {notification.message}
            </RouterLink>
          ) : (
            notification.message
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {notification.statusLabel ? `${notification.statusLabel} · ` : notification.reviewId ? 'Review · ' : null}
          {formatDate(notification.createdAt)}
        </Text>
      </Stack>
      {notification.read ? null : (
        <Box as="span" fontSize="xs" fontWeight="semibold" px="2" py="0.5" bg="neutral.900" color="white">
          New
        </Box>
      )}
    </Flex>
  );
}
