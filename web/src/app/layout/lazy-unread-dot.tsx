import { Suspense } from 'react';
import { isSignedIn } from '../../lib/session';
import { useSession } from '../../features/auth/use-session';
import { LiveUnreadListener, UnreadDot } from './deferred-panels';

/**
 * The unread badge of a header button, for a signed-in person, once the header's panels are in; one of them
 * (`listen`) also keeps the live subscription that brings the counts.
 */
export function LazyUnreadDot({ listen = false, outside = false }: { listen?: boolean; outside?: boolean }) {
  if (!isSignedIn(useSession())) return null;
  return (
    <Suspense fallback={null}>
      <UnreadDot outside={outside} />
      {listen && <LiveUnreadListener />}
    </Suspense>
  );
}
