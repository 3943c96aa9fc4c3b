import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/ui/page-container';

/** The narrow centred column the account forms sit in. */
export function AccountCard({ title, intro, children }: { title?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer py={{ base: '10', md: '20' }}>
      <Box
        maxW="460px"
        mx="auto"
        borderWidth={{ base: '0', md: '1px' }}
        borderColor="border"
        p={{ base: '0', md: '10' }}
      >
        {title ? (
          <Heading as="h2" size="lg" mb="2">
            {title}
          </Heading>
        ) : null}
        {intro ? (
          <Text color="fg.muted" fontSize="sm" mb="8" lineHeight="tall">
            {intro}
          </Text>
        ) : null}
        {children}
      </Box>
    </PageContainer>
  );
}
