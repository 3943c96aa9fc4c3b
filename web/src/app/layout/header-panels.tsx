import { CloseButton, Drawer, Menu, Popover, Portal, Stack, Text, useMenu } from '@chakra-ui/react';
import { drawerSlotRecipe, menuSlotRecipe, popoverSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { RouterNavLink } from '../../components/ui/router-link';
import { LinkList, ShopPanel } from './header-links';
import { MobileAccountLinks } from './mobile-account-links';
import { PAGES_LINKS } from './menu-links';
import { SearchPanel } from './search-panel';
import { UserMenuItems } from './user-menu-items';

// The header buttons' unread badge and the live subscription behind it come with the panels (deferred-panels.tsx).
export { default as UnreadDot } from './unread-dot';
export { default as LiveUnreadListener } from '../../features/notifications/live-unread';

/**
 * The header's panels and the Chakra machinery behind them (Popover, Menu, Drawer), loaded once the
 * page is idle (or on the first click) so the landing page starts without them. Each panel is controlled by its trigger, which
 * stays in the first bundle, and finds that trigger by id: positioning, focus return and "a click on
 * the trigger is not a click outside" all work as with Chakra's own trigger parts.
 */

/*
 * Zag's layer stack takes a panel that opens while another is open for one nested in it, and dismisses it when
 * that other closes: a click on the search button closes the user menu a frame later (on a busy machine, after
 * the band has opened), and the band closed with it. The header's panels are siblings, never nested.
 */
const keepOpenWhenAnotherPanelCloses = (event: { preventDefault(): void }) => event.preventDefault();

export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerId: string;
  contentId: string;
}

export function SearchPopover({
  open,
  onOpenChange,
  triggerId,
  contentId,
  anchorId,
}: PanelProps & { anchorId: string }) {
  return (
    <Popover.Root
      // Like the drawer's below, the popover's and the menu's recipes come with these panels, not the theme.
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onRequestDismiss={keepOpenWhenAnotherPanelCloses}
      // Escape in the search box closes its open suggestion list first; the band closes on the next one.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
        }
      }}
      lazyMount
      unmountOnExit
      ids={{ trigger: triggerId, content: contentId, anchor: anchorId }}
      // The band spans the header edge to edge: no overflow padding, which would shift it 8 px off the screen.
      positioning={{ placement: 'bottom', sameWidth: true, gutter: 0, overflowPadding: 0 }}
    >
      <Popover.Positioner>
        <Popover.Content
          aria-label="Search"
          w="full"
          maxW="none"
          boxShadow="none"
          layerStyle="ruledAbove"
          py={{ base: '4', md: '6' }}
        >
          <SearchPanel onDone={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

export type NavPanelKind = 'pages' | 'shop';

interface NavPanelProps extends PanelProps {
  kind: NavPanelKind;
  label: string;
  width?: string;
  placement: 'bottom-start' | 'bottom';
  myAccountPath: string;
}

export function NavPanelPopover({ kind, label, width, placement, myAccountPath, ...panel }: NavPanelProps) {
  const close = () => panel.onOpenChange(false);
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={panel.open}
      onOpenChange={(details) => panel.onOpenChange(details.open)}
      onRequestDismiss={keepOpenWhenAnotherPanelCloses}
      lazyMount
      unmountOnExit
      ids={{ trigger: panel.triggerId, content: panel.contentId }}
      positioning={{ placement, gutter: 0 }}
    >
      <Popover.Positioner>
        <Popover.Content
          aria-label={label}
          w={width}
          minW="56"
          maxW="none"
          layerStyle="framed"
          boxShadow="0 16px 32px rgba(0,0,0,0.08)"
        >
          <Popover.Body p="6">
            {kind === 'pages' ? (
              <LinkList links={PAGES_LINKS} onNavigate={close} />
            ) : (
              <ShopPanel myAccountPath={myAccountPath} onNavigate={close} />
            )}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

interface UserMenuPanelProps extends PanelProps {
  /** Which item the keyboard starts on when the menu was opened with an arrow key. */
  highlightedValue: string | null;
  onHighlightChange: (value: string | null) => void;
  onLogoutAsked: () => void;
}

export function UserMenuPanel({ highlightedValue, onHighlightChange, onLogoutAsked, ...panel }: UserMenuPanelProps) {
  // The menu keeps its own open state and follows the button's: a menu closed from outside (a click on
  // another header button) must not pull the focus back to its button, which only an uncontrolled menu knows.
  const menu = useMenu({
    defaultOpen: panel.open,
    onOpenChange: (details) => panel.onOpenChange(details.open),
    onRequestDismiss: keepOpenWhenAnotherPanelCloses,
    highlightedValue,
    onHighlightChange: (details) => onHighlightChange(details.highlightedValue),
    ids: { trigger: panel.triggerId, content: panel.contentId },
    positioning: { placement: 'bottom-end', gutter: 12 },
  });
  const followButton = useEffectEvent((open: boolean) => menu.api.setOpen(open));
  useEffect(() => followButton(panel.open), [panel.open]);

  return (
    <Menu.RootProvider recipe={menuSlotRecipe} value={menu} lazyMount unmountOnExit>
      <Menu.Positioner>
        <Menu.Content minW="48" py="2" borderRadius="0" boxShadow="0 16px 32px rgba(0,0,0,0.08)">
          <UserMenuItems onLogoutAsked={onLogoutAsked} />
        </Menu.Content>
      </Menu.Positioner>
    </Menu.RootProvider>
  );
}

interface MobileNavPanelProps extends PanelProps {
  myAccountPath: string;
  onLogoutAsked: () => void;
}

/** On phones, one drawer holds the main navigation and the user menu's entries. */
export function MobileNavPanel({ myAccountPath, onLogoutAsked, ...panel }: MobileNavPanelProps) {
  const close = () => panel.onOpenChange(false);
  // Chakra's parts write their styles when they render, closed too (lazyMount keeps only Ark's element out):
  // the backdrop's and the positioner's, added once the panels mount at idle, made the browser restyle the
  // whole page. They render from the first opening on.
  const [opened, setOpened] = useState(panel.open);
  if (panel.open && !opened) setOpened(true);
  return (
    <Drawer.Root
      // The theme leaves the drawer's recipe out of the first bundle (theme.ts); it comes with this panel.
      recipe={drawerSlotRecipe}
      open={panel.open}
      onOpenChange={(details) => panel.onOpenChange(details.open)}
      onRequestDismiss={keepOpenWhenAnotherPanelCloses}
      placement="top"
      lazyMount
      unmountOnExit
      ids={{ trigger: panel.triggerId, content: panel.contentId }}
      // A dialog finds its own trigger part by attributes this plain button lacks, so it is named here.
      finalFocusEl={() => document.getElementById(panel.triggerId)}
    >
      {opened && (
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content borderRadius="0" maxH="100dvh" overflowY="auto">
              <Drawer.Header>
                {/* The drawer recipe's title keeps its line height (its textStyle "lg"'s) under the nav lettering. */}
                <Drawer.Title textStyle="smallCaps" lineHeight="1.75rem">
                  Menu
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body as="nav" aria-label="Main" pb="8">
                <Stack gap="5">
                  <RouterNavLink to="/" end onClick={close} textStyle="smallCaps">
                    Home
                  </RouterNavLink>
                  <SectionTitle>Pages</SectionTitle>
                  <LinkList links={PAGES_LINKS} onNavigate={close} />
                  <SectionTitle>Shop</SectionTitle>
                  <ShopPanel myAccountPath={myAccountPath} onNavigate={close} />
                  <RouterNavLink to="/blog" onClick={close} textStyle="smallCaps">
                    Blog
                  </RouterNavLink>
                  <SectionTitle>Account</SectionTitle>
                  <MobileAccountLinks
                    onNavigate={close}
                    onLogoutAsked={() => {
                      onLogoutAsked();
                      close();
                    }}
                  />
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      )}
    </Drawer.Root>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text textStyle="smallCaps" color="fg.muted">
      {children}
    </Text>
  );
}
