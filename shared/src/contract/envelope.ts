/** The JSON envelope every store API answer is wrapped in (REST-CONTRACT.md, "Envelope"). */
import { z } from 'zod';

/** The paging meta of every paged list. */
export const pageMeta = z
  .object({
    page: z.int().describe('This page, from 1.'),
    limit: z.int().describe('Items per page.'),
    totalData: z.int().describe('Items in all pages.'),
    totalPage: z.int().describe('Pages in all (at least 1).'),
    prev: z.string().nullable().describe('Query string of the previous page, or null on the first.'),
    next: z.string().nullable().describe('Query string of the next page, or null on the last.'),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMeta>;

export interface ApiSuccess<TData, TMeta = null> {
  status: number;
  msg: string;
  data: TData;
  meta: TMeta;
}

export const fieldError = z
  .object({
    field: z.string().describe('The field, as the request named it (`productList.0.qty` inside a list).'),
    message: z.string().describe('A sentence naming the field and what is wrong.'),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof fieldError>;

export interface ApiFailure {
  status: number;
  msg: string;
  data: null;
  /** Why, for programs (see API_ERROR_CODES); every refusal has one. */
  code: ApiErrorCode;
  /** What the refusal is about, when it names something, e.g. `{ productId: 7 }` with INSUFFICIENT_STOCK. */
  details?: Record<string, number | string>;
  errors?: FieldError[];
}

export type ApiResponse<TData, TMeta = null> = ApiSuccess<TData, TMeta> | ApiFailure;

/**
 * Machine-readable reasons for a refusal, in `ApiFailure.code`, with the HTTP status each comes with: clients
 * switch on these, never on `msg` (a sentence for people, which may be reworded).
 */
export const API_ERRORS = {
  INVALID_INPUT: {
    status: 400,
    description: 'A parameter, query value or body field is not valid (`errors` names each).',
  },
  LOGIN_REQUIRED: { status: 401, description: 'No session, or the session has ended.' },
  FORBIDDEN: { status: 403, description: 'The role of the session may not do this.' },
  NOT_FOUND: { status: 404, description: 'No such thing, or not yours.' },
  METHOD_NOT_ALLOWED: { status: 405, description: 'The path exists, but not with this method.' },
  WRONG_CREDENTIALS: { status: 401, description: 'The email or the password is wrong (the same answer for both).' },
  TOO_MANY_ATTEMPTS: { status: 429, description: 'Rate-limited: try again after `Retry-After` seconds.' },
  EMAIL_TAKEN: { status: 409, description: 'An account already has this email.' },
  WRONG_OTP: { status: 401, description: 'The reset code is wrong, expired or used.' },
  WRONG_PASSWORD: { status: 401, description: 'The current password is wrong.' },
  IMAGE_TOO_LARGE: {
    status: 413,
    description: 'An uploaded file is over the size cap, or a photo over the megapixel cap.',
  },
  BODY_TOO_LARGE: { status: 413, description: 'The request body is over the size cap (JSON_BODY_LIMIT).' },
  NOT_AN_IMAGE: { status: 415, description: 'An uploaded file is not a raster image (checked by content).' },
  TOO_MANY_FILES: { status: 400, description: 'More files than the route takes.' },
  PRODUCT_NOT_FOUND: { status: 404, description: 'No live product has this id.' },
  PRODUCT_UNAVAILABLE: {
    status: 409,
    description: 'A product in the order is archived or unknown (`details.productId`).',
  },
  INSUFFICIENT_STOCK: { status: 409, description: 'A product has less stock than asked (`details.productId`).' },
  PRODUCT_CHANGED: {
    status: 409,
    description: 'The product changed since the edit form was loaded (`details.version`).',
  },
  NOT_SOLD_OUT: { status: 409, description: 'Only a sold-out product can be restocked.' },
  PRODUCT_ARCHIVED: { status: 409, description: 'An archived product must be restored first.' },
  ILLEGAL_STATUS_CHANGE: { status: 409, description: 'The order line cannot move to that status from where it is.' },
  REVIEW_NOT_FOUND: { status: 404, description: 'No visible review has this id, or it is not yours to change.' },
  NOT_ELIGIBLE_TO_REVIEW: {
    status: 403,
    description: 'Only a customer with a Completed order line of the product may review it.',
  },
  ALREADY_REVIEWED: { status: 409, description: 'The customer has reviewed this product already: edit that review.' },
  ALREADY_REPORTED: { status: 409, description: 'This person has reported this review already.' },
  ALREADY_VOTED: { status: 409, description: 'This person has marked this review helpful already.' },
  OWN_REVIEW: { status: 403, description: 'Nobody may vote for or report their own review.' },
  PAYMENT_SIGNATURE: { status: 401, description: 'A payment notification whose signature is wrong (logged).' },
  PAYMENT_REFUSED: {
    status: 409,
    description: 'A payment for an unknown, expired, fully cancelled or already-paid order, or of another amount.',
  },
  SHIPMENT_NOT_OFFERED: {
    status: 422,
    description: 'A seller in the order does not offer the chosen shipment for it (`details.sellerId`).',
  },
  ADDRESS_BOOK_FULL: {
    status: 409,
    description: 'The address book holds the most addresses it may (`LIMITS.maxSavedAddresses`): delete one first.',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 422, description: 'The Idempotency-Key was used before with another body.' },
  BUSY: {
    status: 503,
    description: 'Saturated or the database is unreachable: nothing was written; retry after `Retry-After`.',
  },
  INTERNAL_ERROR: { status: 500, description: 'Unexpected; the answer never carries a stack or SQL.' },
} as const satisfies Record<string, { status: number; description: string }>;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as (keyof typeof API_ERRORS)[];
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The code a refusal has when it names none: the general meaning of its HTTP status. */
export function defaultErrorCodeFor(status: number): ApiErrorCode {
  if (status === 400) return 'INVALID_INPUT';
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'NOT_AN_IMAGE';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 503) return 'BUSY';
  return 'INTERNAL_ERROR';
}
