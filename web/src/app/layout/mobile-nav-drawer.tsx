import { Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { RouterNavLink } from '../../components/ui/router-link';
import { LinkList, ShopPanel } from './header-links';
import { PAGES_LINKS } from './menu-links';
import { navTextStyle } from './nav-popover';

const sectionStyle = { ...navTextStyle, color: 'fg.muted' } as const;

/** The main navigation on phones: a drawer from the top, closed by Escape, the backdrop or a link. */
export function MobileNavDrawer({ myAccountPath }: { myAccountPath: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="top" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button display={{ base: 'inline-flex', md: 'none' }} variant="ghost" size="sm" px="2">
          Menu
          <ChevronDownIcon size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderRadius="0" maxH="100dvh" overflowY="auto">
            <Drawer.Header>
              <Drawer.Title {...navTextStyle}>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Main" pb="8">
              <Stack gap="5">
                <RouterNavLink to="/" end onClick={close} {...navTextStyle}>
                  Home
                </RouterNavLink>
                <Text {...sectionStyle}>Pages</Text>
                <LinkList links={PAGES_LINKS} onNavigate={close} />
                <Text {...sectionStyle}>Shop</Text>
                <ShopPanel myAccountPath={myAccountPath} onNavigate={close} />
                <RouterNavLink to="/blog" onClick={close} {...navTextStyle}>
                  Blog
                </RouterNavLink>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
