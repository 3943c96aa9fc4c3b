import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { API_MESSAGES } from '@spectrum/shared';
import type { BffConfig } from './config';
import { graphQLErrorFor, StoreUnavailableError, UpstreamError } from './errors';

function withoutStacktrace(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('stacktrace' in formatted.extensions)) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

/**
 * What a client sees of an error. Refusals of the store API get their code (UNAUTHENTICATED, FORBIDDEN,
 * NOT_FOUND, BAD_USER_INPUT); an unreachable or saturated store gets one plain sentence with
 * SERVICE_UNAVAILABLE and `retryAfter` (seconds); expected errors never carry a
 * stack. Only a bug keeps its stack, in development; in production its message is replaced too.
 */
export function createFormatError(config: Pick<BffConfig, 'env'>, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const where = { locations: formatted.locations, path: formatted.path };

    if (original instanceof UpstreamError) {
      const mapped = graphQLErrorFor(original);
      return { message: mapped.message, ...where, extensions: mapped.extensions };
    }
    if (original instanceof StoreUnavailableError) {
      return { message: original.message, ...where, extensions: { ...original.extensions } };
    }
    const deliberate = original instanceof GraphQLError && original.extensions.code !== undefined;
    if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || deliberate) return withoutStacktrace(formatted);

    logger.error({ err: original, path: formatted.path }, 'unexpected error while resolving');
    if (config.env === 'production') {
      return { message: API_MESSAGES.internalError, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return formatted;
  };
}
