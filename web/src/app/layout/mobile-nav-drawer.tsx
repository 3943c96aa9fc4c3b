import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useAskedLogout } from './asked-logout';
import { MobileNavPanel, useDeferredPanel } from './deferred-panels';
import { LazyUnreadDot } from './lazy-unread-dot';

/**
 * The one menu button on phones: a drawer from the top with the navigation and the account entries,
 * closed by Escape, the backdrop or a link.
 */
export function MobileNavDrawer({ myAccountPath }: { myAccountPath: string }) {
  const drawer = useDeferredPanel('dialog', 'mobile-nav');
  const logout = useAskedLogout();

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
          logout.forget();
          drawer.setOpen(!drawer.open);
        }}
        onFocus={logout.openIfAsked}
      >
        Menu
        <ChevronDownIcon size={14} style={{ transform: drawer.open ? 'rotate(180deg)' : undefined }} />
        {drawer.mountPanel && <LazyUnreadDot outside />}
      </Button>
      {drawer.mountPanel && (
        <Suspense fallback={null}>
          <MobileNavPanel {...drawer.panelProps} myAccountPath={myAccountPath} onLogoutAsked={logout.ask} />
        </Suspense>
      )}
      {logout.dialog}
    </>
  );
}
