import type { ApolloServerPlugin } from '@apollo/server';

/**
 * HTTP 503 with Retry-After for an answer that holds nothing but SERVICE_UNAVAILABLE errors (the store API is
 * down or saturated, so no part of the operation could be answered), so load balancers and status-code alarms
 * see the outage. An answer with any data, or with any other error, stays 200 as GraphQL answers usually are.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (!errors?.length || !errors.every((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        const nothingAnswered = data == null || Object.values(data).every((value) => value === null);
        if (!nothingAnswered) return;
        const retryAfter = Math.max(
          1,
          ...errors.map((error) =>
            typeof error.extensions?.retryAfter === 'number' ? error.extensions.retryAfter : 1,
          ),
        );
        response.http.status = 503;
        response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
