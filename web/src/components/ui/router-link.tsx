import { chakra } from '@chakra-ui/react';
import { Link as BrowserLink, NavLink } from 'react-router';
import { ServerLink } from './server-link';

/** react-router's Link; in the server render, the same link written without its browser-only hooks. */
const Link = import.meta.env.SSR ? ServerLink : BrowserLink;

/** A react-router link that takes Chakra style props. */
export const RouterLink = chakra(Link);
export const RouterNavLink = chakra(NavLink);

/** A navigation bar's entry in the nav lettering, underlined while its page is open. */
export const NavTabLink = chakra(NavLink, {
  base: {
    textStyle: 'smallCaps',
    display: 'flex',
    alignItems: 'center',
    _currentPage: { boxShadow: 'inset 0 -2px 0 {colors.neutral.900}' },
  },
});

/** The store's text link in capitals over a thin rule ('Shop Now', 'Read More'). */
export const CapsLink = chakra(Link, {
  base: {
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    borderBottomWidth: '1px',
    borderColor: 'neutral.900',
    pb: '0.5',
  },
});

/** The store's dark call to action ('SHOP NOW', 'Back to homepage'); its arrow icon goes inside. */
export const SolidLink = chakra(Link, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    bg: 'neutral.900',
    color: 'white',
    px: '6',
    h: '11',
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    _hover: { bg: 'neutral.700' },
  },
});
