import { HStack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/router-link';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <RouterLink to="/" aria-label="Spectrum home" onClick={onClick} flexShrink="0">
      <HStack gap="2.5">
        <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" fill="#1a1a1a" />
          <path d="M8 19h16v5H8zM10 13h12v6H10zM9 24h2v3H9zM21 24h2v3h-2z" fill="#fff" />
        </svg>
        <Text
          as="span"
          fontSize={{ base: 'md', md: 'lg' }}
          fontWeight="bold"
          letterSpacing="0.2em"
          textTransform="uppercase"
        >
          Spectrum
        </Text>
      </HStack>
    </RouterLink>
  );
}
