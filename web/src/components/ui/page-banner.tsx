import { Box, Heading } from '@chakra-ui/react';
import { Breadcrumb } from './breadcrumb';
import { PageContainer } from './page-container';

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
        <Breadcrumb trail={[{ label: crumb }]} justify="center" mt="3" />
      </PageContainer>
    </Box>
  );
}
