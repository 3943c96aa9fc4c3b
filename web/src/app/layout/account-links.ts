import { ROLES } from '@spectrum/shared/constants';
import type { UnreadCounts } from '../../features/notifications/live-unread-store';
import { hasRole, isSignedIn, profilePathFor, type Session } from '../../lib/session';

export interface AccountLink {
  /** The entry's menu value. */
  value: string;
  label: string;
  to: string;
  /** What unread count shows beside it. */
  unread?: keyof UnreadCounts;
}

/**
 * The user menu's entries, the same in the header's menu and the phone drawer: Login and Register signed out;
 * Profile, a customer's Orders and Wishlist, Chat and Notification signed in (Logout follows them).
 */
export function accountLinksFor(session: Session): AccountLink[] {
  if (!isSignedIn(session)) {
    return [
      { value: 'login', label: 'Login', to: '/login' },
      { value: 'register', label: 'Register', to: '/register' },
    ];
  }
  return [
    { value: 'profile', label: 'Profile', to: profilePathFor(session) },
    ...(hasRole(session, ROLES.customer)
      ? [
          { value: 'orders', label: 'Orders', to: '/order-track' },
          { value: 'wishlist', label: 'Wishlist', to: '/wistlist' },
        ]
      : []),
    { value: 'chat', label: 'Chat', to: '/chat', unread: 'messages' },
    { value: 'notification', label: 'Notification', to: '/notification', unread: 'notifications' },
  ];
}
