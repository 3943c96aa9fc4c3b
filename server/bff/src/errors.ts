import { GraphQLError } from 'graphql';
import { API_MESSAGES, type FieldError } from '@spectrum/shared';

export const STORE_UNAVAILABLE_MESSAGE = 'The store is not answering, please try again';
export const STORE_BUSY_MESSAGE = API_MESSAGES.busy;

/** The `extensions.code` values clients can switch on (schema.graphql, top comment). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** A refusal from the store API (a 4xx answer): its status, its sentence and the fields it named. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly errors: readonly FieldError[] = [],
    /** The API's Retry-After (seconds), on a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(msg);
    this.name = 'UpstreamError';
  }
}

/**
 * The store API failed (5xx), timed out or could not be reached, or the BFF refused to queue one more call to
 * it (too many in flight, or its circuit is open). Typed SERVICE_UNAVAILABLE with the seconds to wait before
 * trying again; carries no stack to the client.
 */
export class StoreUnavailableError extends GraphQLError {
  constructor(
    readonly retryAfterSeconds = 1,
    message: string = STORE_UNAVAILABLE_MESSAGE,
  ) {
    super(message, {
      extensions: { code: 'SERVICE_UNAVAILABLE' satisfies ErrorCode, retryAfter: retryAfterSeconds },
    });
    this.name = 'StoreUnavailableError';
  }
}

/** REST field names → GraphQL input names, segment by segment (`productList.0.qty` → `items.0.quantity`). */
const GRAPHQL_FIELD_NAMES: Readonly<Record<string, string>> = {
  body: 'input',
  product_name: 'name',
  brand_id: 'brandId',
  color_id: 'colorId',
  conditions: 'condition',
  categories: 'categoryIds',
  display_name: 'displayName',
  store_name: 'storeName',
  store_desc: 'storeDescription',
  old_password: 'oldPassword',
  new_password: 'newPassword',
  roles: 'role',
  productList: 'items',
  qty: 'quantity',
  receiver_name: 'receiverName',
  payment_id: 'paymentId',
  shipment_id: 'shipmentId',
  'Idempotency-Key': 'idempotencyKey',
  status_id: 'status',
  business_plan: 'businessPlan',
};

export function graphQLFieldName(restField: string): string {
  return restField
    .split('.')
    .map((segment) => GRAPHQL_FIELD_NAMES[segment] ?? segment)
    .join('.');
}

/** The API's sentences start with the field they name ("product_name is required"): name it as GraphQL does. */
export function renameFieldInMessage(message: string, restField: string): string {
  if (!message.startsWith(`${restField} `)) return message;
  return `${graphQLFieldName(restField)}${message.slice(restField.length)}`;
}

export function graphQLFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({
    field: graphQLFieldName(error.field),
    message: renameFieldInMessage(error.message, error.field),
  }));
}

/** The sentence of a refusal, with any REST field name it starts with renamed. */
export function refusalMessage(error: UpstreamError): string {
  const named = error.errors.find((fieldError) => error.msg.startsWith(`${fieldError.field} `));
  return named ? renameFieldInMessage(error.msg, named.field) : error.msg;
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_USER_INPUT';
}

/** How a refusal no resolver expected reaches the client: a GraphQL error with the matching code. */
export function graphQLErrorFor(error: UpstreamError): GraphQLError {
  const code = codeForStatus(error.status);
  const fieldErrors = error.errors.length > 0 ? { fieldErrors: graphQLFieldErrors(error.errors) } : {};
  const retryAfter = code === 'TOO_MANY_REQUESTS' ? { retryAfter: error.retryAfterSeconds ?? 1 } : {};
  return new GraphQLError(refusalMessage(error), { extensions: { code, ...fieldErrors, ...retryAfter } });
}

/** A refusal decided in the BFF itself, before any call (e.g. an id that is not a number). */
export function badUserInput(message: string, field: string): UpstreamError {
  return new UpstreamError(400, message, [{ field, message }]);
}
