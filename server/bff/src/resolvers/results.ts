import { defaultErrorCodeFor, type ApiErrorCode } from '@spectrum/shared';
import type { ErrorCode as ErrorResultCode, Resolvers } from '../__generated__/resolvers-types';
import { graphQLFieldErrors, refusalMessage, UpstreamError } from '../errors';

/** Why the store API refused: the code it named, or the general meaning of the status. */
export function codeOf(refusal: UpstreamError): ApiErrorCode {
  return refusal.code ?? defaultErrorCodeFor(refusal.status);
}

export const isInvalidInput = (refusal: UpstreamError) =>
  codeOf(refusal) === 'INVALID_INPUT' || codeOf(refusal) === 'TOO_MANY_FILES';

export const isNotFound = (refusal: UpstreamError) =>
  codeOf(refusal) === 'NOT_FOUND' || codeOf(refusal) === 'PRODUCT_NOT_FOUND';

/** An expected failure as a member of a result union. */
export function failure<Typename extends string, Code extends ErrorResultCode>(
  __typename: Typename,
  errorCode: Code,
  message: string,
) {
  return { __typename, errorCode, message };
}

/** A 400 from the store API as `InputValidationError`, fields named as in the GraphQL input. */
export function invalidInput(error: UpstreamError) {
  return {
    __typename: 'InputValidationError' as const,
    errorCode: 'INVALID_INPUT' as const,
    message: refusalMessage(error),
    fieldErrors: graphQLFieldErrors(error.errors),
  };
}

/**
 * Runs a mutation's calls and turns the refusals it expects into result-union members; any other
 * refusal stays an error (formatError gives it its code: UNAUTHENTICATED, FORBIDDEN, …).
 */
export async function settle<Success, Failure>(
  work: () => Promise<Success>,
  expected: (refusal: UpstreamError) => Failure | Promise<Failure> | undefined,
): Promise<Success | Failure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamError) {
      const result = await expected(error);
      if (result !== undefined) return result;
    }
    throw error;
  }
}

/** A thing that is not there, or not the caller's, is null (the API answers both with 404). */
export async function nullWhenNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

const byTypename = <Typename extends string>(parent: { __typename: Typename }) => parent.__typename;

export const resultResolvers: Resolvers = {
  ErrorResult: { __resolveType: byTypename },
  LoginResult: { __resolveType: byTypename },
  RegisterResult: { __resolveType: byTypename },
  RequestPasswordResetResult: { __resolveType: byTypename },
  ResetPasswordResult: { __resolveType: byTypename },
  UpdateProfileResult: { __resolveType: byTypename },
  ChangePasswordResult: { __resolveType: byTypename },
  CreateProductResult: { __resolveType: byTypename },
  DeleteProductResult: { __resolveType: byTypename },
  UpdateOrderStatusResult: { __resolveType: byTypename },
  CreateTransactionResult: { __resolveType: byTypename },
  WishlistResult: { __resolveType: byTypename },
  AddressBookResult: { __resolveType: byTypename },
  SendContactMessageResult: { __resolveType: byTypename },
  UpdateProductResult: { __resolveType: byTypename },
  RestockProductResult: { __resolveType: byTypename },
  RestoreProductResult: { __resolveType: byTypename },
  CancelOrderResult: { __resolveType: byTypename },
  StartConversationResult: { __resolveType: byTypename },
  SendMessageResult: { __resolveType: byTypename },
  ReviewResult: { __resolveType: byTypename },
  DeleteReviewResult: { __resolveType: byTypename },
  ReviewActionResult: { __resolveType: byTypename },
};
