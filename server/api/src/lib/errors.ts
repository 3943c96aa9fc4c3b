import type { ApiErrorCode, FieldError } from '@spectrum/shared';
import { API_MESSAGES, defaultErrorCodeFor } from '@spectrum/shared';

/** The code a refusal gets when it names none. */
export const defaultCodeFor = defaultErrorCodeFor;

/** An expected failure: its status, code and message go to the client as they are. */
export class HttpError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** `retryAfterSeconds` is sent as Retry-After with the answer. */
    readonly options: {
      code?: ApiErrorCode;
      details?: Record<string, number | string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = options.code ?? defaultCodeFor(status);
  }

  get details(): Record<string, number | string> | undefined {
    return this.options.details;
  }
}

export const badRequest = (message: string, errors?: FieldError[], code?: ApiErrorCode) =>
  new HttpError(400, message, errors, { code });
export const unauthorized = (message: string = API_MESSAGES.loginRequired, code?: ApiErrorCode) =>
  new HttpError(401, message, undefined, { code });
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound, code?: ApiErrorCode) =>
  new HttpError(404, message, undefined, { code });
export const conflict = (message: string, code: ApiErrorCode, details?: Record<string, number | string>) =>
  new HttpError(409, message, undefined, { code, details });
export const unprocessable = (message: string, errors?: FieldError[], code?: ApiErrorCode) =>
  new HttpError(422, message, errors, { code });
