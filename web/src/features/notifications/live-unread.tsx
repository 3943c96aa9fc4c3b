import { useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../__generated__/gql';
import { liveUnread } from './live-unread-store';

export const LIVE_UNREAD_SUBSCRIPTION = graphql(`
  subscription LiveUnread {
    inbox {
      kind
      unreadMessageCount
      unreadNotificationCount
    }
  }
`);

/**
 * Keeps the header's badges current over the live socket: the subscription's first event (OPENED) brings the
 * counts, so the page asks nothing over HTTP for them, and each later event brings them again.
 */
export default function LiveUnreadListener() {
  useSubscription(LIVE_UNREAD_SUBSCRIPTION, {
    onData: ({ data }) => {
      const event = data.data?.inbox;
      if (event) liveUnread.set({ notifications: event.unreadNotificationCount, messages: event.unreadMessageCount });
    },
  });
  useEffect(() => () => liveUnread.set(undefined), []);
  return null;
}
