import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn, profilePathFor } from '../../lib/session';
import { CartButton } from './cart-button';
import { SearchPopover, useDeferredPanel } from './deferred-panels';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { UserMenu } from './user-menu';

/**
 * The sticky header. Its panels are Chakra's own Popover (Pages, Shop, search), Menu (the user menu)
 * and Drawer (on phones, the navigation and the account links in one): each closes on Escape and on a click outside it, so opening
 * one closes the others. Their code loads once the page is idle or a panel is asked for (see deferred-panels.tsx).
 */
export function Header() {
  const session = useSession();
  const myAccountPath = isSignedIn(session) ? profilePathFor(session) : '/login';
  const search = useDeferredPanel('dialog');
  const headerId = useId();

  return (
    <>
      <Box
        as="header"
        id={headerId}
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="white"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <PageContainer position="static">
          <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
            <Logo />
            <MainNav myAccountPath={myAccountPath} />
            <HStack gap="1">
              <IconButton
                aria-label="Search"
                variant="ghost"
                size="sm"
                {...search.triggerProps}
                onClick={() => search.setOpen(!search.open)}
              >
                {search.open ? <CloseIcon /> : <SearchIcon />}
              </IconButton>
              <CartButton />
              <MobileNavDrawer myAccountPath={myAccountPath} />
              <UserMenu />
            </HStack>
          </Flex>
        </PageContainer>
      </Box>
      {search.mountPanel && (
        <Suspense fallback={null}>
          <SearchPopover {...search.panelProps} anchorId={headerId} />
        </Suspense>
      )}
    </>
  );
}
