import type { storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { listNotifications, markRead, unreadCount } from './notifications.service';

export function notificationRoutes({ db }: AppDeps): GroupImplementation<typeof storeApi.notifications> {
  return {
    list: async ({ user, query }) => listNotifications(db, user.id, query),
    unread: async ({ user }) => ({ data: await unreadCount(db, user.id) }),
    markRead: async ({ user, body }) => ({ data: await markRead(db, user.id, body.upTo) }),
  };
}
