import type { DocumentNode, OperationVariables } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { createContext } from 'react';

/**
 * The queries a server render's prefetch answered (entry-server.tsx), by document and variables, with the data of
 * those the BFF ran in its own process. The render's `useQuery` (server-use-query.ts) hands that data to the page
 * as it is, instead of watching the query and reading it back out of the normalised cache: the same data, since
 * these documents have no `@client` fields and no type policy reads their fields (issue 32, point 4).
 */
export class PrefetchedAnswers {
  private readonly byDocument = new Map<DocumentNode, Map<string, { data: unknown }>>();

  /** Notes `query` as answered for `variables`, with its data when the page may be handed it as it is. */
  add(query: DocumentNode, variables: OperationVariables, data?: unknown): void {
    let byVariables = this.byDocument.get(query);
    if (!byVariables) {
      byVariables = new Map();
      this.byDocument.set(query, byVariables);
    }
    byVariables.set(canonicalStringify(variables), { data });
  }

  has(query: DocumentNode, variables: OperationVariables | undefined): boolean {
    return this.byDocument.get(query)?.has(canonicalStringify(variables ?? {})) ?? false;
  }

  /** The answer's data, if the page may be handed it as it is. */
  dataOf(query: DocumentNode, variables: OperationVariables | undefined): unknown {
    return this.byDocument.get(query)?.get(canonicalStringify(variables ?? {}))?.data;
  }
}

/** The answers of the page being rendered on the server; none in the browser. */
export const PrefetchedAnswersContext = createContext<PrefetchedAnswers | undefined>(undefined);
