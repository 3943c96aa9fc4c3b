import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { VasesIllustration } from '../../components/illustrations/vase';
import { CapsLink, RouterLink } from '../../components/ui/router-link';
import { ORDER_TRACKING_LINK, SHOP_LINKS, type MenuLink } from './menu-links';

/** The Shop panel's links: "My Account" leads where the person's profile is. */
export function shopLinks(myAccountPath: string): MenuLink[] {
  return [...SHOP_LINKS, { label: 'My Account', to: myAccountPath }, ORDER_TRACKING_LINK];
}

export function LinkList({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate?: () => void }) {
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

export function ShopPromo({ onNavigate }: { onNavigate?: () => void }) {
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
        <CapsLink to="/product" onClick={onNavigate}>
          Shop Now
        </CapsLink>
      </Stack>
    </Flex>
  );
}

/** The Shop panel: its links beside the vase promotion. */
export function ShopPanel({ myAccountPath, onNavigate }: { myAccountPath: string; onNavigate?: () => void }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', md: '8' }}>
      <Box flex="1">
        <LinkList links={shopLinks(myAccountPath)} onNavigate={onNavigate} />
      </Box>
      <ShopPromo onNavigate={onNavigate} />
    </Flex>
  );
}
