import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { persistedHash } from './client';

/** One operation of a server render, as the BFF's own GraphQL server takes it. */
export interface InProcessOperation {
  query: DocumentNode;
  /** Codegen's persisted hash (persisted-documents.json), absent for a document the build does not persist. */
  hash: string | undefined;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

/** The answer, as it would have gone out over HTTP: the status and the formatted result. */
export interface InProcessAnswer {
  status: number;
  result: FormattedExecutionResult;
}

export type ExecuteInProcess = (operation: InProcessOperation) => Promise<InProcessAnswer>;

/**
 * A server render's link: each operation runs in the BFF's process (its `execute`), with no request, answer or
 * JSON in between (issue 32, point 4). The result reaches the cache as HTTP would have delivered it: the BFF
 * answers `application/graphql-response+json`, whose errors Apollo reads whatever the status.
 */
export function inProcessLink(execute: ExecuteInProcess): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: operation.query,
          hash: persistedHash(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          ({ result }) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
