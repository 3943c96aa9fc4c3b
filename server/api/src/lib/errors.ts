import type { ApiErrorCode, FieldError } from '@spectrum/shared';
import { API_MESSAGES } from '@spectrum/shared';

/** The code a refusal gets when it names none: the general meaning of its status. */
export function defaultCodeFor(status: number): ApiErrorCode {
  if (status === 400) return 'INVALID_INPUT';
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'IMAGE_TOO_LARGE';
  if (status === 415) return 'NOT_AN_IMAGE';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 503) return 'BUSY';
  return 'INTERNAL_ERROR';
}

/** An expected failure: its status, code and message go to the client as they are. */
export class HttpError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    code?: ApiErrorCode,
    readonly details?: Record<string, number | string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? defaultCodeFor(status);
  }
}

export const badRequest = (message: string, errors?: FieldError[], code?: ApiErrorCode) =>
  new HttpError(400, message, errors, code);
export const unauthorized = (message: string = API_MESSAGES.loginRequired, code?: ApiErrorCode) =>
  new HttpError(401, message, undefined, code);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound, code?: ApiErrorCode) =>
  new HttpError(404, message, undefined, code);
export const conflict = (message: string, code: ApiErrorCode, details?: Record<string, number | string>) =>
  new HttpError(409, message, undefined, code, details);
export const tooManyRequests = (message: string = API_MESSAGES.tooManyAttempts) => new HttpError(429, message);
