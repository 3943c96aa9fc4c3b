import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  MarkNotificationsReadMutation,
  MarkNotificationsReadMutationVariables,
  NotificationsQuery,
  NotificationsQueryVariables,
} from '../__generated__/graphql';
import { MARK_NOTIFICATIONS_READ, NOTIFICATIONS_QUERY } from '../features/notifications/notification-documents';
import { unreadNotificationCountMock } from '../test/neutral-mocks';
import { gate, renderApp, signIn } from '../test/render-app';
import { NOTIFICATIONS_PER_PAGE } from './notification';
import { pageInfo } from '../test/page-info';

type Entry = NotificationsQuery['notifications']['items'][number];

function entry(id: string, message: string, read: boolean, createdAt: string): Entry {
  return {
    __typename: 'Notification',
    id,
    kind: 'STATUS_CHANGED',
    message,
    orderId: '12',
    reviewId: null,
    productId: '81',
    conversationId: null,
    productName: 'Oak Chair',
    image: null,
    statusLabel: 'Sent',
    read,
    createdAt,
  } as Entry;
}

const NEWEST = entry('30', 'Your Oak Chair (order #12) is Sent.', false, '2025-03-04T09:30:00.000Z');
const MIDDLE = entry('29', 'Your Oak Chair (order #12) is Processed.', false, '2025-03-03T08:00:00.000Z');
const OLDEST = entry('21', 'Your Brass Lamp (order #9) is Completed.', true, '2025-02-20T12:00:00.000Z');

function pageMock(
  page: number,
  items: Entry[],
  { totalPage = 1, unreadCount = 0 }: { totalPage?: number; unreadCount?: number } = {},
): MockLink.MockedResponse<NotificationsQuery, NotificationsQueryVariables> {
  return {
    request: { query: NOTIFICATIONS_QUERY, variables: { page, limit: NOTIFICATIONS_PER_PAGE } },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationPage',
          items,
          pageInfo: pageInfo(page, totalPage, totalPage * NOTIFICATIONS_PER_PAGE),
          unreadCount,
        } as NotificationsQuery['notifications'],
      },
    },
  };
}

function markReadMock(
  sent: (string | null | undefined)[],
  unreadCount: number,
): MockLink.MockedResponse<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables> {
  return {
    request: {
      query: MARK_NOTIFICATIONS_READ,
      variables: (variables: MarkNotificationsReadMutationVariables) => {
        sent.push(variables.input?.upToId == null ? variables.input?.upToId : String(variables.input.upToId));
        return true;
      },
    },
    result: {
      data: {
        markNotificationsRead: {
          __typename: 'MarkNotificationsReadPayload',
          unreadCount,
        } as MarkNotificationsReadMutation['markNotificationsRead'],
      },
    },
  };
}

describe('notification page', () => {
  beforeEach(() => {
    signIn(ROLES.customer);
  });

  it('lists the notifications newest first and marks them read up to the newest shown', async () => {
    const sent: (string | null | undefined)[] = [];
    await renderApp('/notification', {
      mocks: [pageMock(1, [NEWEST, MIDDLE, OLDEST], { unreadCount: 2 }), markReadMock(sent, 0)],
    });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      NEWEST.message,
      MIDDLE.message,
      OLDEST.message,
    ]);
    // The ones that were unread when the page opened stay marked as new for this visit.
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).getByText('New')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('New')).not.toBeInTheDocument();
    expect(within(items[0]!).getByText(/Sent · 4 Mar 2025/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: NEWEST.message })).toHaveAttribute('href', '/order-track/12');
    await waitFor(() => expect(sent).toEqual(['30']));
  });

  it("leads a review's notification to the product's reviews", async () => {
    const reply: Entry = {
      ...entry('31', 'The seller replied to your review of Oak Chair.', false, '2025-03-05T10:00:00.000Z'),
      kind: 'REVIEW_REPLY',
      orderId: null,
      reviewId: '7',
      statusLabel: null,
    };
    await renderApp('/notification', {
      mocks: [pageMock(1, [reply, NEWEST], { unreadCount: 2 }), markReadMock([], 0)],
    });

    const item = await screen.findByRole('listitem', { name: reply.message });
    expect(within(item).getByRole('link', { name: reply.message })).toHaveAttribute(
      'href',
      '/product/detail/81?tab=review',
    );
    expect(within(item).getByText(/Review · 5 Mar 2025/)).toBeInTheDocument();
  });

  it('pages through the notifications', async () => {
    const sent: (string | null | undefined)[] = [];
    const { user, router } = await renderApp('/notification', {
      mocks: [
        pageMock(1, [NEWEST, MIDDLE], { totalPage: 2, unreadCount: 1 }),
        markReadMock(sent, 0),
        pageMock(2, [OLDEST], { totalPage: 2 }),
      ],
    });
    expect(await screen.findByText('Showing page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: OLDEST.message })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: NEWEST.message })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual(['30']);
  });

  it('says when there is nothing yet', async () => {
    await renderApp('/notification', { mocks: [{ ...pageMock(1, []), result: emptyPage() }] });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

function emptyPage() {
  const page = pageMock(1, []).result as { data: NotificationsQuery };
  return { data: { notifications: { ...page.data.notifications, pageInfo: pageInfo(1, 1, 0) } } };
}

describe('unread count in the user menu', () => {
  beforeEach(() => {
    signIn(ROLES.customer);
  });

  it('shows how many notifications are unread', async () => {
    const { user } = await renderApp('/about', { mocks: [unreadNotificationCountMock(3)] });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(await within(menu).findByRole('menuitem', { name: 'Notification 3 unread' })).toHaveAttribute(
      'href',
      '/notification',
    );
  });

  it('takes the count the page leaves after marking them read', async () => {
    const sent: (string | null | undefined)[] = [];
    // The menu's own request stays unanswered: what it shows comes from the page's mark-read answer.
    const menuAnswer = gate();
    const { user } = await renderApp('/notification', {
      mocks: [pageMock(1, [NEWEST, MIDDLE], { unreadCount: 2 }), markReadMock(sent, 1), unreadNotificationCountMock(5)],
      hold: { UnreadNotificationCount: menuAnswer.opened },
    });
    await screen.findByRole('listitem', { name: NEWEST.message });
    await waitFor(() => expect(sent).toEqual(['30']));

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(await within(menu).findByRole('menuitem', { name: 'Notification 1 unread' })).toBeInTheDocument();
  });
});

describe('notification page for a visitor', () => {
  it('asks to log in', async () => {
    await renderApp('/notification');
    expect(await screen.findByText('Log in to see the news about your orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
