import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useSession } from '../../features/auth/use-session';
import { StaticFragment } from '../../lib/static-fragment';
import { Footer } from './footer';
import { Header, headerShape } from './header';

/** Header, page and footer: shared by the layout route and the router's error page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <KeptHeader />
      <Box as="main" id="main-content" flex="1" display="flex" flexDirection="column">
        {children}
      </Box>
      <StaticFragment name="footer">
        <Footer />
      </StaticFragment>
    </Flex>
  );
}

/** The header, which the server writes from HTML it rendered once for pages of the same shape (`headerShape`). */
function KeptHeader() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <StaticFragment name="header" by={headerShape(pathname, session)}>
      <Header />
    </StaticFragment>
  );
}

/** A thin bar while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="2px"
      zIndex="max"
      bg="neutral.900"
      transformOrigin="left"
      animation="spectrum-progress 1.2s ease-out infinite"
    />
  );
}
