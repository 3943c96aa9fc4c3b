import { chakra } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router';

/** A react-router link that takes Chakra style props. */
export const RouterLink = chakra(Link);
export const RouterNavLink = chakra(NavLink);
