import { IconButton } from '@chakra-ui/react';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn } from '../../lib/session';
import { useAskedLogout } from './asked-logout';
import { UserMenuPanel, useDeferredPanel } from './deferred-panels';
import { LazyUnreadDot } from './lazy-unread-dot';

/**
 * The hamburger menu on wide screens (phones find its entries in the Menu drawer): Profile, Chat,
 * Notification and Logout when signed in; Login and Register otherwise.
 */
export function UserMenu() {
  const signedIn = isSignedIn(useSession());
  const menu = useDeferredPanel('menu', 'user-menu');
  const [highlightedValue, setHighlightedValue] = useState<string | null>(null);
  const logout = useAskedLogout();

  const setMenuOpen = (open: boolean) => {
    if (open) logout.forget();
    menu.setOpen(open);
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
        onFocus={logout.openIfAsked}
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
            onLogoutAsked={logout.ask}
          />
        </Suspense>
      )}
      {logout.dialog}
    </>
  );
}
