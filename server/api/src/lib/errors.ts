import type { FieldError } from '@spectrum/shared';
import { API_MESSAGES } from '@spectrum/shared';

/** An expected failure: its status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** Sent as Retry-After (seconds) with the answer. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = API_MESSAGES.loginRequired) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, errors?: FieldError[]) => new HttpError(422, message, errors);
export const tooManyRequests = (message: string = API_MESSAGES.tooManyAttempts) => new HttpError(429, message);
