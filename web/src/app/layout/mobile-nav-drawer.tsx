import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { withClient } from '../../apollo/lazy-client';
import { ChevronDownIcon } from '../../components/ui/icons';
import { MobileNavPanel, useDeferredPanel } from './deferred-panels';
import { LazyUnreadDot } from './lazy-unread-dot';

const LogoutDialog = lazy(withClient(() => import('./logout-dialog')));

/**
 * The one menu button on phones: a drawer from the top with the navigation and the account entries,
 * closed by Escape, the backdrop or a link.
 */
export function MobileNavDrawer({ myAccountPath }: { myAccountPath: string }) {
  const drawer = useDeferredPanel('dialog');
  const [logoutOpen, setLogoutOpen] = useState(false);
  // As in the user menu: the logout question opens once the drawer has closed and handed the focus back
  // to this button, so the dialog never opens while that focus is still moving.
  const logoutAsked = useRef(false);

  const openAskedLogout = () => {
    if (!logoutAsked.current) return;
    logoutAsked.current = false;
    setLogoutOpen(true);
  };

  return (
    <>
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        px="2"
        position="relative"
        {...drawer.triggerProps}
        onClick={() => {
          logoutAsked.current = false;
          drawer.setOpen(!drawer.open);
        }}
        onFocus={openAskedLogout}
      >
        Menu
        <ChevronDownIcon size={14} style={{ transform: drawer.open ? 'rotate(180deg)' : undefined }} />
        {drawer.mountPanel && <LazyUnreadDot />}
      </Button>
      {drawer.mountPanel && (
        <Suspense fallback={null}>
          <MobileNavPanel
            {...drawer.panelProps}
            myAccountPath={myAccountPath}
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
