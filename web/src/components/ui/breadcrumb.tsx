import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { Fragment } from 'react';
import { RouterLink } from './router-link';

/** One step of a breadcrumb; the last one is the page itself and has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

interface BreadcrumbProps extends Omit<StackProps, 'children'> {
  /** The steps after Home, the page itself last. */
  trail: readonly Crumb[];
}

/** Where a page sits in the store: Home / … / the page. */
export function Breadcrumb({ trail, ...layout }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <HStack as="ol" gap="2" fontSize="sm" color="fg.muted" listStyleType="none" {...layout}>
        <li>
          <RouterLink to="/" _hover={{ color: 'neutral.900' }}>
            Home
          </RouterLink>
        </li>
        {trail.map((crumb) => (
          <Fragment key={crumb.label}>
            <Text as="li" aria-hidden="true">
              /
            </Text>
            {crumb.to ? (
              <li>
                <RouterLink to={crumb.to} _hover={{ color: 'neutral.900' }}>
                  {crumb.label}
                </RouterLink>
              </li>
            ) : (
              <Text as="li" color="neutral.900" aria-current="page">
                {crumb.label}
              </Text>
            )}
          </Fragment>
        ))}
      </HStack>
    </nav>
  );
}
