import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn, profilePathFor, type Session } from '../../lib/session';
import { CartButton } from './cart-button';
import { SearchPopover, useDeferredPanel } from './deferred-panels';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { UserMenu } from './user-menu';

/** The header's id (the search band is placed under it): the page has one header. */
const HEADER_ID = 'site-header';

/** Where the account entries lead: the profile when signed in, else the login page. */
function accountPathFor(session: Session): string {
  return isSignedIn(session) ? profilePathFor(session) : '/login';
}

/**
 * What the header's HTML depends on, as a static fragment's `by` (lib/static-fragment.tsx): the account entries'
 * path, and the address where a main-nav link is current (Home at `/`, Blog at `/blog` and below, as react-router's
 * NavLink matches, ignoring case). Every other address shows the same header.
 */
export function headerShape(pathname: string, session: Session): string {
  const path = pathname.toLowerCase();
  const currentNavEntryMayShow = path === '/' || path.startsWith('/blog');
  return `${accountPathFor(session)} ${currentNavEntryMayShow ? path : ''}`;
}

/**
 * The sticky header. Its panels are Chakra's own Popover (Pages, Shop, search), Menu (the user menu)
 * and Drawer (on phones, the navigation and the account links in one): each closes on Escape and on a click outside it, so opening
 * one closes the others. Their code loads once the page is idle or a panel is asked for (see deferred-panels.tsx).
 */
export function Header() {
  const myAccountPath = accountPathFor(useSession());
  const search = useDeferredPanel('dialog', 'search');

  return (
    <>
      <Box
        as="header"
        id={HEADER_ID}
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
          <SearchPopover {...search.panelProps} anchorId={HEADER_ID} />
        </Suspense>
      )}
    </>
  );
}
