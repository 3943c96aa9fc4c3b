import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { ArrowRightIcon } from '../components/ui/icons';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { SolidLink } from '../components/ui/router-link';
import { useResponseStatus } from '../lib/response-status';

export default function NotFoundPage() {
  useResponseStatus(404);
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for was moved, removed or never existed."
      />
      <PageContainer py={{ base: '16', md: '28' }}>
        <Stack align="center" textAlign="center" gap="6">
          <Box
            aria-hidden="true"
            fontSize={{ base: '7xl', md: '9xl' }}
            fontWeight="bold"
            lineHeight="1"
            letterSpacing="tight"
            color="neutral.200"
          >
            404
          </Box>
          <Heading as="h1" size="2xl">
            {MESSAGES.pageNotFound}
          </Heading>
          <Text color="fg.muted" maxW="md">
            The page you are looking for was moved, removed or never existed.
          </Text>
          <SolidLink to="/">
            Back to homepage
            <ArrowRightIcon size={16} />
          </SolidLink>
        </Stack>
      </PageContainer>
    </>
  );
}
