import { chakra } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router';

/** A react-router link that takes Chakra style props. */
export const RouterLink = chakra(Link);
export const RouterNavLink = chakra(NavLink);

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
