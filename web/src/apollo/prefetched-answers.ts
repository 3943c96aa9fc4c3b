import type { ApolloCache, DocumentNode, OperationVariables } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { getOperationAST } from 'graphql';
import { createContext } from 'react';
import type { PrefetchRequest } from './prefetch';

/** A prefetched query's answer as the page's state carries it to the browser. */
export interface PrefetchedAnswer {
  operationName: string;
  variables: OperationVariables;
  data: unknown;
}

const operationNameOf = (query: DocumentNode) => getOperationAST(query)?.name?.value ?? '';

/**
 * The queries a server render's prefetch answered (entry-server.tsx), by document and variables, with the data of
 * those the BFF ran in its own process. The render's `useQuery` (use-query.ts) hands that data to the page
 * as it is, instead of watching the query and reading it back out of the normalised cache: the same data, since
 * these documents have no `@client` fields and no type policy reads their fields (issue 32, point 4). Those answers
 * are not written to the render's normalised cache: the page's state carries them as they are (`list`), and the
 * browser writes them to its cache before it hydrates (`writePrefetchedAnswers`).
 */
export class PrefetchedAnswers {
  private readonly byDocument = new Map<DocumentNode, Map<string, { variables: OperationVariables; data: unknown }>>();

  /** Notes `query` as answered for `variables`, with its data when the page may be handed it as it is. */
  add(query: DocumentNode, variables: OperationVariables, data?: unknown): void {
    let byVariables = this.byDocument.get(query);
    if (!byVariables) {
      byVariables = new Map();
      this.byDocument.set(query, byVariables);
    }
    byVariables.set(canonicalStringify(variables), { variables, data });
  }

  /** Whether `query` was answered for `variables` into the render's cache (by the client, not handed over as is). */
  inCache(query: DocumentNode, variables: OperationVariables | undefined): boolean {
    const answer = this.byDocument.get(query)?.get(canonicalStringify(variables ?? {}));
    return answer !== undefined && answer.data === undefined;
  }

  /** The answer's data, if the page may be handed it as it is. */
  dataOf(query: DocumentNode, variables: OperationVariables | undefined): unknown {
    return this.byDocument.get(query)?.get(canonicalStringify(variables ?? {}))?.data;
  }

  /**
   * The answers with data, for the page's state, in the order of their names and variables rather than of their
   * arrival, so that the same data makes the same page.
   */
  list(): PrefetchedAnswer[] {
    const order = ({ operationName, variables }: PrefetchedAnswer) =>
      `${operationName} ${canonicalStringify(variables)}`;
    return [...this.byDocument]
      .flatMap(([query, byVariables]) =>
        [...byVariables.values()]
          .filter(({ data }) => data !== undefined)
          .map(({ variables, data }) => ({ operationName: operationNameOf(query), variables, data })),
      )
      .sort((first, second) => (order(first) < order(second) ? -1 : order(first) > order(second) ? 1 : 0));
  }
}

/**
 * Writes the server's answers to the browser's cache: each to the query the page declares with the same operation
 * name and variables (`requests`, from the page's address, as the server had them), so the page hydrates with the
 * data the server rendered. An answer no request matches is left out.
 */
export function writePrefetchedAnswers(
  cache: ApolloCache,
  requests: readonly PrefetchRequest[],
  answers: readonly PrefetchedAnswer[],
): void {
  for (const { query, variables } of requests) {
    const key = canonicalStringify(variables);
    const answer = answers.find(
      (candidate) =>
        candidate.operationName === operationNameOf(query) && canonicalStringify(candidate.variables) === key,
    );
    if (answer) cache.writeQuery({ query, variables, data: answer.data as Record<string, unknown> });
  }
}

/** The answers of the page being rendered on the server; none in the browser. */
export const PrefetchedAnswersContext = createContext<PrefetchedAnswers | undefined>(undefined);
