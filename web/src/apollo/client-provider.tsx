import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { use, useMemo, type ReactNode } from 'react';

const ApolloContext = getApolloContext();

/**
 * Apollo's provider, except that it may start without a client: in the browser the client arrives after the
 * first paint (lazy-client.ts), and the element around the app must stay the same when it does, or React
 * would mount the whole page again. Nothing below asks for data before then (lazy-client.ts, `withClient`).
 */
export function ApolloClientProvider({ client, children }: { client: ApolloClient | undefined; children: ReactNode }) {
  const parent = use(ApolloContext);
  const value = useMemo(() => (client ? { ...parent, client } : parent), [parent, client]);
  return <ApolloContext value={value}>{children}</ApolloContext>;
}
