import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { withClient } from '../../apollo/lazy-client';
import { MenuIcon } from '../../components/ui/icons';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn } from '../../lib/session';
import { UserMenuPanel, useDeferredPanel } from './deferred-panels';
import { LazyUnreadDot } from './lazy-unread-dot';

const LogoutDialog = lazy(withClient(() => import('./logout-dialog')));

/**
 * The hamburger menu on wide screens (phones find its entries in the Menu drawer): Profile, Chat,
 * Notification and Logout when signed in; Login and Register otherwise.
 */
export function UserMenu() {
  const signedIn = isSignedIn(useSession());
  const menu = useDeferredPanel('menu');
  const [highlightedValue, setHighlightedValue] = useState<string | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The logout question opens once the menu has closed and handed the focus back to its button, so the
  // dialog never opens while that focus is still moving (it would count as a move outside the dialog and
  // close it). A click (or Enter, which clicks) on the item asks.
  const logoutAsked = useRef(false);

  const setMenuOpen = (open: boolean) => {
    if (open) logoutAsked.current = false;
    menu.setOpen(open);
  };

  const openAskedLogout = () => {
    if (!logoutAsked.current) return;
    logoutAsked.current = false;
    setLogoutOpen(true);
  };

  // As on a menu button: the arrow keys open the menu on its first or last item.
  const openOnArrow = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const first = signedIn ? 'profile' : 'login';
    const last = signedIn ? 'logout' : 'register';
    setHighlightedValue(event.key === 'ArrowDown' ? first : last);
    setMenuOpen(true);
  };

  return (
    <>
      <IconButton
        aria-label="User menu"
        display={{ base: 'none', md: 'inline-flex' }}
        variant="ghost"
        size="sm"
        position="relative"
        {...menu.triggerProps}
        onClick={() => setMenuOpen(!menu.open)}
        onKeyDown={openOnArrow}
        onFocus={openAskedLogout}
      >
        <MenuIcon />
        {menu.mountPanel && <LazyUnreadDot listen />}
      </IconButton>
      {menu.mountPanel && (
        <Suspense fallback={null}>
          <UserMenuPanel
            {...menu.panelProps}
            onOpenChange={setMenuOpen}
            highlightedValue={highlightedValue}
            onHighlightChange={setHighlightedValue}
            onLogoutAsked={() => (logoutAsked.current = true)}
          />
        </Suspense>
      )}
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
