import type { ApolloServerPlugin } from '@apollo/server';

/** Error codes that make an answer holding nothing else take their HTTP status, with Retry-After. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = { SERVICE_UNAVAILABLE: 503, TOO_MANY_REQUESTS: 429 };

/**
 * HTTP 503 (the store API is down or saturated) or 429 (a rate limit refused the caller) with Retry-After for an
 * answer that holds nothing but errors of that one code, so that no part of the operation was answered: load
 * balancers, status-code alarms and HTTP clients see it, and Apollo Client still reads the GraphQL errors in the
 * body (it does for any status when the body holds `errors`). An answer with any data, or with errors of mixed
 * codes, stays 200 as GraphQL answers usually are; `extensions.retryAfter` carries the wait in every case.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        const code = errors?.[0]?.extensions?.code;
        const status = typeof code === 'string' ? STATUS_OF_CODE[code] : undefined;
        if (!status || !errors?.every((error) => error.extensions?.code === code)) return;
        const nothingAnswered = data == null || Object.values(data).every((value) => value === null);
        if (!nothingAnswered) return;
        const retryAfter = Math.max(
          1,
          ...errors.map((error) =>
            typeof error.extensions?.retryAfter === 'number' ? error.extensions.retryAfter : 1,
          ),
        );
        response.http.status = status;
        response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
