import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeferredToasts } from './deferred-toasts';
import { system } from './theme';

/** Chakra and toasts: everything a page needs apart from data. Tests reuse it with a mocked Apollo. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <DeferredToasts />
    </ChakraProvider>
  );
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <UiProviders>{children}</UiProviders>
    </ApolloProvider>
  );
}
