import { Box, Button, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { updatePersistedState } from '../../lib/persisted-state';
import { VasesIllustration } from '../../components/illustrations/vase';
import { ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { RouterLink, RouterNavLink } from '../../components/ui/router-link';
import { isSignedIn, profilePathFor } from '../../lib/session';
import { useSession } from '../../features/auth/use-session';
import { Logo } from './logo';
import { ORDER_TRACKING_LINK, PAGES_LINKS, SHOP_LINKS, type MenuLink } from './menu-links';

const LogoutDialog = lazy(() => import('./logout-dialog'));

/** The header's pop-out panels; opening one closes the others. */
type HeaderPanel = 'pages' | 'shop' | 'search' | 'user';

const navTextStyle = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
} as const;

export function productSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/product?${new URLSearchParams({ search: query })}` : '/product';
}

export function Header() {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [openPanel, setOpenPanel] = useState<HeaderPanel | null>(null);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  const closeAll = () => {
    setOpenPanel(null);
    setMobileNavOpen(false);
  };
  const toggle = (panel: HeaderPanel) => setOpenPanel((current) => (current === panel ? null : panel));

  useEffect(() => {
    if (!openPanel && !mobileNavOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setOpenPanel(null);
        setMobileNavOpen(false);
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenPanel(null);
        setMobileNavOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [openPanel, mobileNavOpen]);

  const myAccountPath = signedIn ? profilePathFor(session) : '/login';

  return (
    <Box
      as="header"
      ref={headerRef}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <PageContainer position="static">
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
          <Logo onClick={closeAll} />

          <Box
            as="nav"
            aria-label="Main"
            id="main-navigation"
            display={{ base: mobileNavOpen ? 'block' : 'none', md: 'block' }}
            position={{ base: 'absolute', md: 'static' }}
            top="100%"
            left="0"
            right="0"
            bg="white"
            borderBottomWidth={{ base: '1px', md: '0' }}
            borderColor="border"
            maxH={{ base: 'calc(100dvh - 4rem)', md: 'none' }}
            overflowY={{ base: 'auto', md: 'visible' }}
            boxShadow={{ base: '0 12px 24px rgba(0,0,0,0.06)', md: 'none' }}
          >
            <Flex
              as="ul"
              listStyleType="none"
              direction={{ base: 'column', md: 'row' }}
              align={{ base: 'stretch', md: 'center' }}
              gap={{ base: '0', md: '8', lg: '12' }}
              px={{ base: '5', md: '0' }}
              py={{ base: '2', md: '0' }}
            >
              <NavItem>
                <RouterNavLink to="/" end onClick={closeAll} {...navTextStyle} {...navLinkStyle}>
                  Home
                </RouterNavLink>
              </NavItem>
              <NavItem>
                <MenuToggle
                  label="Pages"
                  controls="pages-menu"
                  expanded={openPanel === 'pages'}
                  onToggle={() => toggle('pages')}
                />
                {openPanel === 'pages' && (
                  <DropPanel id="pages-menu" label="Pages" minW="56">
                    <LinkList links={PAGES_LINKS} onNavigate={closeAll} />
                  </DropPanel>
                )}
              </NavItem>
              <NavItem>
                <MenuToggle
                  label="Shop"
                  controls="shop-menu"
                  expanded={openPanel === 'shop'}
                  onToggle={() => toggle('shop')}
                />
                {openPanel === 'shop' && (
                  <DropPanel id="shop-menu" label="Shop" w={{ md: '560px' }} align="center">
                    <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', md: '8' }}>
                      <Box flex="1">
                        <LinkList
                          links={[...SHOP_LINKS, { label: 'My Account', to: myAccountPath }, ORDER_TRACKING_LINK]}
                          onNavigate={closeAll}
                        />
                      </Box>
                      <ShopPromo onNavigate={closeAll} />
                    </Flex>
                  </DropPanel>
                )}
              </NavItem>
              <NavItem>
                <RouterNavLink to="/blog" onClick={closeAll} {...navTextStyle} {...navLinkStyle}>
                  Blog
                </RouterNavLink>
              </NavItem>
            </Flex>
          </Box>

          <HStack gap="1">
            <IconButton
              aria-label="Search"
              aria-expanded={openPanel === 'search'}
              aria-controls="search-panel"
              variant="ghost"
              size="sm"
              onClick={() => toggle('search')}
            >
              {openPanel === 'search' ? <CloseIcon /> : <SearchIcon />}
            </IconButton>
            <Button
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              size="sm"
              px="2"
              aria-expanded={mobileNavOpen}
              aria-controls="main-navigation"
              onClick={() => setMobileNavOpen((open) => !open)}
            >
              Menu
              <ChevronDownIcon size={14} style={{ transform: mobileNavOpen ? 'rotate(180deg)' : undefined }} />
            </Button>
            <Box position="relative">
              <IconButton
                aria-label="User menu"
                aria-expanded={openPanel === 'user'}
                aria-controls="user-menu"
                variant="ghost"
                size="sm"
                onClick={() => toggle('user')}
              >
                <MenuIcon />
              </IconButton>
              {openPanel === 'user' && (
                <Box
                  id="user-menu"
                  role="region"
                  aria-label="User menu"
                  position="absolute"
                  right="0"
                  top="calc(100% + 0.75rem)"
                  minW="48"
                  bg="white"
                  borderWidth="1px"
                  borderColor="border"
                  boxShadow="0 16px 32px rgba(0,0,0,0.08)"
                  py="2"
                  zIndex="dropdown"
                >
                  {signedIn ? (
                    <Stack as="ul" listStyleType="none" gap="0">
                      <UserMenuLink to={profilePathFor(session)} onNavigate={closeAll}>
                        Profile
                      </UserMenuLink>
                      <UserMenuLink to="/chat" onNavigate={closeAll}>
                        Chat
                      </UserMenuLink>
                      <UserMenuLink to="/notification" onNavigate={closeAll}>
                        Notification
                      </UserMenuLink>
                      <li>
                        <Button
                          variant="plain"
                          w="100%"
                          justifyContent="flex-start"
                          px="5"
                          h="10"
                          fontSize="sm"
                          _hover={{ bg: 'neutral.100' }}
                          onClick={() => {
                            closeAll();
                            setLogoutOpen(true);
                          }}
                        >
                          Logout
                        </Button>
                      </li>
                    </Stack>
                  ) : (
                    <Stack as="ul" listStyleType="none" gap="0">
                      <UserMenuLink to="/login" onNavigate={closeAll}>
                        Login
                      </UserMenuLink>
                      <UserMenuLink to="/register" onNavigate={closeAll}>
                        Register
                      </UserMenuLink>
                    </Stack>
                  )}
                </Box>
              )}
            </Box>
          </HStack>
        </Flex>
      </PageContainer>

      {openPanel === 'search' && <SearchPanel onDone={closeAll} />}

      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

const navLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  h: { base: '12', md: '20' },
  lineHeight: '1',
  color: 'neutral.900',
  _hover: { color: 'neutral.600' },
  _currentPage: { boxShadow: { md: 'inset 0 -2px 0 {colors.neutral.900}' } },
} as const;

function NavItem({ children }: { children: ReactNode }) {
  return (
    <Box
      as="li"
      position={{ base: 'static', md: 'relative' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderColor="border"
    >
      {children}
    </Box>
  );
}

interface MenuToggleProps {
  label: string;
  controls: string;
  expanded: boolean;
  onToggle: () => void;
}

function MenuToggle({ label, controls, expanded, onToggle }: MenuToggleProps) {
  return (
    <Button
      variant="plain"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      h={{ base: '12', md: '20' }}
      px="0"
      w={{ base: '100%', md: 'auto' }}
      justifyContent="space-between"
      gap="1.5"
      color="neutral.900"
      _hover={{ color: 'neutral.600' }}
      {...navTextStyle}
    >
      {label}
      <ChevronDownIcon
        size={14}
        style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
      />
    </Button>
  );
}

interface DropPanelProps {
  id: string;
  label: string;
  children: ReactNode;
  minW?: string;
  w?: { md: string };
  align?: 'start' | 'center';
}

function DropPanel({ id, label, children, minW, w, align = 'start' }: DropPanelProps) {
  return (
    <Box
      id={id}
      role="region"
      aria-label={label}
      position={{ base: 'static', md: 'absolute' }}
      top="100%"
      left={align === 'center' ? { md: '50%' } : { md: '-6' }}
      transform={align === 'center' ? { md: 'translateX(-50%)' } : undefined}
      minW={minW ? { md: minW } : undefined}
      w={w}
      bg={{ base: 'neutral.100', md: 'white' }}
      borderWidth={{ base: '0', md: '1px' }}
      borderColor="border"
      boxShadow={{ md: '0 16px 32px rgba(0,0,0,0.08)' }}
      p={{ base: '4', md: '6' }}
      mb={{ base: '3', md: '0' }}
      zIndex="dropdown"
    >
      {children}
    </Box>
  );
}

function LinkList({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate: () => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {links.map((link) => (
        <li key={link.label}>
          <RouterLink
            to={link.to}
            onClick={onNavigate}
            fontSize="sm"
            color="neutral.700"
            _hover={{ color: 'neutral.900', textDecoration: 'underline', textUnderlineOffset: '4px' }}
          >
            {link.label}
          </RouterLink>
        </li>
      ))}
    </Stack>
  );
}

function ShopPromo({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Flex
      flex="1"
      bg="neutral.100"
      p="5"
      gap="4"
      align="center"
      direction={{ base: 'row', sm: 'column' }}
      textAlign={{ base: 'left', sm: 'center' }}
    >
      <Box w={{ base: '24', sm: '40' }} h={{ base: '20', sm: '28' }} flexShrink="0">
        <VasesIllustration />
      </Box>
      <Stack gap="1" align={{ base: 'flex-start', sm: 'center' }}>
        <Text fontSize="sm" fontWeight="medium">
          Decorative Ceramic Accent Vases
        </Text>
        <Text fontSize="lg" fontWeight="bold">
          Off 50%
        </Text>
        <RouterLink
          to="/product"
          onClick={onNavigate}
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="0.12em"
          textTransform="uppercase"
          borderBottomWidth="1px"
          borderColor="neutral.900"
          pb="0.5"
        >
          Shop Now
        </RouterLink>
      </Stack>
    </Flex>
  );
}

function UserMenuLink({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate: () => void }) {
  return (
    <li>
      <RouterLink
        to={to}
        onClick={onNavigate}
        display="flex"
        alignItems="center"
        h="10"
        px="5"
        fontSize="sm"
        _hover={{ bg: 'neutral.100' }}
      >
        {children}
      </RouterLink>
    </li>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <Box id="search-panel" borderTopWidth="1px" borderColor="border" bg="white" py={{ base: '4', md: '6' }}>
      <PageContainer>
        <form
          role="search"
          aria-label="Products"
          onSubmit={(event) => {
            event.preventDefault();
            const searchText = text.trim();
            updatePersistedState((saved) => ({ ...saved, searchText }));
            void navigate(productSearchPath(searchText));
            onDone();
          }}
        >
          <Flex maxW="720px" mx="auto" gap="2">
            <Input
              ref={inputRef}
              name="search"
              aria-label="Search products"
              placeholder="Search here ..."
              value={text}
              onChange={(event) => setText(event.target.value)}
              size="lg"
              variant="flushed"
              fontSize={{ base: 'md', md: 'lg' }}
            />
            <IconButton type="submit" aria-label="Submit search" size="lg">
              <SearchIcon />
            </IconButton>
          </Flex>
        </form>
      </PageContainer>
    </Box>
  );
}
