import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavTabLink } from '../../components/ui/router-link';
import { NavPopover } from './nav-popover';

const navLinkStyle = { layerStyle: 'navEntry', h: '20', lineHeight: '1' } as const;

function NavItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** Home, Pages, Shop and Blog on wide screens; phones reach them from the Menu drawer. */
export function MainNav({ myAccountPath }: { myAccountPath: string }) {
  return (
    <Box as="nav" aria-label="Main" id="main-navigation" display={{ base: 'none', md: 'block' }}>
      <Flex as="ul" listStyleType="none" align="center" gap={{ md: '8', lg: '12' }}>
        <NavItem>
          <NavTabLink to="/" end {...navLinkStyle}>
            Home
          </NavTabLink>
        </NavItem>
        <NavItem>
          <NavPopover kind="pages" label="Pages" myAccountPath={myAccountPath} />
        </NavItem>
        <NavItem>
          <NavPopover kind="shop" label="Shop" width="560px" placement="bottom" myAccountPath={myAccountPath} />
        </NavItem>
        <NavItem>
          <NavTabLink to="/blog" {...navLinkStyle}>
            Blog
          </NavTabLink>
        </NavItem>
      </Flex>
    </Box>
  );
}
