import { useQuery } from '../apollo/use-query';
import { ROLES } from '@spectrum/shared/constants';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../components/ui/load-error';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { Pager } from '../components/ui/pager';
import { RouterLink } from '../components/ui/router-link';
import { useSession } from '../features/auth/use-session';
import { NOTIFICATIONS_QUERY, type NotificationEntry } from '../features/notifications/notification-documents';
import { NotificationItem } from '../features/notifications/notification-item';
import { useMarkRead } from '../features/notifications/use-mark-read';
import { hasRole, isSignedIn } from '../lib/session';
import { EmptyState } from '../components/ui/empty-state';
import { LoadingBlock } from '../components/ui/loading-block';

export const NOTIFICATIONS_PER_PAGE = 10;

const PAGER_LABELS = { navigation: 'Notification pages', previous: 'Previous page', next: 'Next page' };

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The signed-in person's notifications, newest first; opening the page marks them read. */
export default function NotificationPage() {
  const session = useSession();
  return (
    <>
      <PageMeta title="Notification" personal />
      <PageBanner title="Notification" />
      <PageContainer py={{ base: '10', md: '16' }} maxW="960px">
        {isSignedIn(session) ? <NotificationList customer={hasRole(session, ROLES.customer)} /> : <SignInFirst />}
      </PageContainer>
    </>
  );
}

function NotificationList({ customer }: { customer: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, error, refetch } = useQuery(NOTIFICATIONS_QUERY, {
    variables: { page, limit: NOTIFICATIONS_PER_PAGE },
    fetchPolicy: 'network-only',
  });
  const notifications = data?.notifications;
  useMarkRead(notifications?.items[0]?.id, (notifications?.unreadCount ?? 0) > 0);

  // A review opens on the product's reviews, a message on its conversation; a customer follows an order on its own
  // page, a seller on My Order.
  const linkFor = (notification: NotificationEntry) => {
    if (notification.reviewId) return `/product/detail/${notification.productId}?tab=review`;
    if (notification.conversationId) return `/chat?c=${notification.conversationId}`;
    return customer && notification.orderId ? `/order-track/${notification.orderId}` : '/profile/seller/order';
  };
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  if (error && !notifications) {
    return <LoadError subject="your notifications" error={error} onRetry={() => void refetch()} />;
  }
  if (!notifications) {
    return <LoadingBlock label="Loading your notifications" py="16" />;
  }
  if (notifications.pageInfo.totalData === 0) {
    return (
      <EmptyState title="No notifications yet" description="Every change to your orders and reviews will show here." />
    );
  }
  return (
    <Stack gap="6">
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Notifications">
        {notifications.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} to={linkFor(notification)} />
        ))}
      </Stack>
      {notifications.pageInfo.totalPage > 1 ? (
        <Pager count="sentence" labels={PAGER_LABELS} position={notifications.pageInfo} onPage={goTo} />
      ) : null}
    </Stack>
  );
}

function SignInFirst() {
  return (
    <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
      <Text color="fg.muted">Log in to see the news about your orders.</Text>
      <Button asChild size="lg">
        <RouterLink to="/login">Login</RouterLink>
      </Button>
    </Stack>
  );
}
