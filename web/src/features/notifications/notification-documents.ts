import { graphql } from '../../__generated__/gql';
import type { NotificationItem_NotificationFragment } from '../../__generated__/graphql';

export const NOTIFICATIONS_QUERY = graphql(`
  query Notifications($page: Int!, $limit: Int!) {
    notifications(page: $page, limit: $limit) {
      items {
        ...NotificationItem_notification
      }
      pageInfo {
        ...PageInfoFields
      }
      unreadCount
    }
  }
`);

export const UNREAD_NOTIFICATION_COUNT_QUERY = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {
    markNotificationsRead(input: $input) {
      unreadCount
    }
  }
`);

export type NotificationEntry = NotificationItem_NotificationFragment;
