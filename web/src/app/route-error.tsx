import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import NotFoundPage from '../routes/not-found';
import { chunkNameOf, isChunkLoadError } from './chunk-error';
import { SiteChrome } from './layout/site-chrome';

/** The router's error page: 404 for unknown addresses, a retry for failed code loads, a plain notice otherwise. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome>
      {!notFound && <PageMeta title="Error" personal />}
      {renderError(error)}
    </SiteChrome>
  );
}

function renderError(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadFailed chunk={chunkNameOf(error)} />;
  if (isRouteErrorResponse(error)) {
    return <ErrorNotice title={`${error.status} ${error.statusText || 'Error'}`} />;
  }
  return <ErrorNotice title="Something went wrong" />;
}

export function ChunkLoadFailed({ chunk }: { chunk: string | number }) {
  return (
    <PageContainer py={{ base: '20', md: '32' }}>
      <Stack align="center" textAlign="center" gap="5" role="alert">
        <Heading as="h1" size="xl">
          {MESSAGES.loadingChunkFailed(chunk)}
        </Heading>
        <Text color="fg.muted" maxW="md">
          Part of the page could not be downloaded. Check your connection and try again.
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Stack>
    </PageContainer>
  );
}

function ErrorNotice({ title }: { title: string }) {
  return (
    <PageContainer py={{ base: '20', md: '32' }}>
      <Stack align="center" textAlign="center" gap="5" role="alert">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </PageContainer>
  );
}
