import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ApolloClientProvider } from '../apollo/client-provider';
import { browserEmotionCache } from '../lib/emotion-styles';
import { DeferredToasts } from './deferred-toasts';
import { providerSystem } from './theme';

/** Chakra and toasts: everything a page needs apart from data. Tests reuse it with a mocked Apollo. */
export function UiProviders({ children }: { children: ReactNode }) {
  const ui = (
    <ChakraProvider value={providerSystem()}>
      {children}
      <DeferredToasts />
    </ChakraProvider>
  );
  // A provider renders no element, so the server's tree without it hydrates the same.
  const emotionCache = browserEmotionCache();
  return emotionCache ? <CacheProvider value={emotionCache}>{ui}</CacheProvider> : ui;
}

/** `client` is undefined in the browser until its code is in (apollo/lazy-client.ts). */
export function AppProviders({ client, children }: { client: ApolloClient | undefined; children: ReactNode }) {
  return (
    <ApolloClientProvider client={client}>
      <UiProviders>{children}</UiProviders>
    </ApolloClientProvider>
  );
}
