/** The JSON envelope every store API answer is wrapped in (REST-CONTRACT.md, "Envelope"). */

export interface PageMeta {
  page: number;
  limit: number;
  totalData: number;
  totalPage: number;
  /** Query string of the previous page, or null on the first. */
  prev: string | null;
  /** Query string of the next page, or null on the last. */
  next: string | null;
}

export interface ApiSuccess<TData, TMeta = null> {
  status: number;
  msg: string;
  data: TData;
  meta: TMeta;
}

export interface FieldError {
  field: string;
  message: string;
}

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
 * Machine-readable reasons for a refusal, in `ApiFailure.code`: clients switch on these, never on `msg`
 * (a sentence for people, which may be reworded).
 */
export const API_ERROR_CODES = [
  'INVALID_INPUT',
  'LOGIN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'WRONG_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'WRONG_OTP',
  'WRONG_PASSWORD',
  /** A file or a photo's pixel count past its limit (413). */
  'IMAGE_TOO_LARGE',
  /** A request body past the server's limit, e.g. JSON over JSON_BODY_LIMIT (413). */
  'BODY_TOO_LARGE',
  'NOT_AN_IMAGE',
  'TOO_MANY_FILES',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_UNAVAILABLE',
  'INSUFFICIENT_STOCK',
  'PRODUCT_CHANGED',
  'NOT_SOLD_OUT',
  'PRODUCT_ARCHIVED',
  'ILLEGAL_STATUS_CHANGE',
  'IDEMPOTENCY_KEY_REUSED',
  'BUSY',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

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
