import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { PageContainer } from './page-container';
import { RouterLink } from './router-link';

interface PageBannerProps {
  title: string;
  /** The crumb after Home; defaults to the title. */
  crumb?: string;
}

/** The light grey title band with a breadcrumb that opens the inner pages. */
export function PageBanner({ title, crumb = title }: PageBannerProps) {
  return (
    <Box as="section" bg="neutral.100" py={{ base: '10', md: '16' }}>
      <PageContainer textAlign="center">
        <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </Heading>
        <nav aria-label="Breadcrumb">
          <HStack as="ol" justify="center" gap="2" mt="3" fontSize="sm" color="fg.muted" listStyleType="none">
            <li>
              <RouterLink to="/" _hover={{ color: 'neutral.900' }}>
                Home
              </RouterLink>
            </li>
            <Text as="li" aria-hidden="true">
              /
            </Text>
            <Text as="li" color="neutral.900" aria-current="page">
              {crumb}
            </Text>
          </HStack>
        </nav>
      </PageContainer>
    </Box>
  );
}
