import { Box, Flex, HStack, IconButton, Popover } from '@chakra-ui/react';
import { useState } from 'react';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn, profilePathFor } from '../../lib/session';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { SearchPanel } from './search-panel';
import { UserMenu } from './user-menu';

/**
 * The sticky header. Its panels are Chakra's own Popover (Pages, Shop, search), Menu (the user menu)
 * and Drawer (the navigation on phones): each closes on Escape and on a click outside it, so opening
 * one closes the others.
 */
export function Header() {
  const session = useSession();
  const myAccountPath = isSignedIn(session) ? profilePathFor(session) : '/login';
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <Popover.Root
      open={searchOpen}
      onOpenChange={(details) => setSearchOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom', sameWidth: true, gutter: 0 }}
    >
      <Popover.Anchor asChild>
        <Box
          as="header"
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
                <Popover.Trigger asChild>
                  <IconButton aria-label="Search" variant="ghost" size="sm">
                    {searchOpen ? <CloseIcon /> : <SearchIcon />}
                  </IconButton>
                </Popover.Trigger>
                <MobileNavDrawer myAccountPath={myAccountPath} />
                <UserMenu />
              </HStack>
            </Flex>
          </PageContainer>
        </Box>
      </Popover.Anchor>
      <Popover.Positioner>
        <Popover.Content
          aria-label="Search"
          w="full"
          maxW="none"
          borderRadius="0"
          boxShadow="none"
          borderTopWidth="1px"
          borderColor="border"
          py={{ base: '4', md: '6' }}
        >
          <SearchPanel onDone={() => setSearchOpen(false)} />
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
