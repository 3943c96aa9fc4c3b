import type { TestUser } from '../../support/fixtures';

/** One GraphQL operation on a BFF as `user` (their session token); its data, or an error naming what failed. */
export async function graphqlAs<T>(bffOrigin: string, user: TestUser, query: string, variables: unknown): Promise<T> {
  const response = await fetch(`${bffOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': user.token },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
