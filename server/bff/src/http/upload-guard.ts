import type { Request, RequestHandler, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { API_MESSAGES } from '@spectrum/shared';
import { UpstreamError } from '../errors';
import { storeApiForRequest, type RequestStoreApiOptions } from './request-store-api';

/** Apollo's own CSRF sentence, so a refused upload reads like any other refused request. */
export const PREFLIGHT_REQUIRED_MESSAGE =
  "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight";

const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/** Room for the part headers and boundaries around the fields and files of a multipart body. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

export interface UploadGuardOptions {
  maxFileSize: number;
  maxFiles: number;
  /** Largest `operations` or `map` field, the same cap as a JSON body's. */
  maxFieldSize: number;
  /** Where the session token of an upload is checked before its body is read. */
  store: RequestStoreApiOptions;
}

/**
 * Whether `token` is a live session, as the store API tells (its profile answers); a refusal other than 401,
 * or a store that cannot answer, is thrown for the error handler.
 */
async function isLiveSession(store: RequestStoreApiOptions, token: string, req: Request, res: Response) {
  try {
    await storeApiForRequest(store, req, res, token).users.profile();
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) return false;
    throw error;
  }
}

function hasStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/** A refusal the GraphQL error handler answers with its status and sentence. */
function httpError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/**
 * Multipart GraphQL requests (file uploads). graphql-upload parses files before Apollo's CSRF check
 * runs, so a multipart request without a preflight header is refused here, before any file is read;
 * the others are parsed with the size and count caps (its defaults are unlimited). A body that declares
 * more bytes than every allowed file and field together is refused (413) before any of it is read, and so
 * is one sent by someone not signed in (401): every operation that takes a file needs a session, so the body
 * is read only once the store API has said that its token is a live session (one call; no token, no call).
 * A body the multipart parser cannot read (unterminated, malformed, no boundary) is the client's fault (400):
 * the parser's own errors carry no HTTP status.
 */
export function uploadGuard(options: UploadGuardOptions): RequestHandler {
  const parseUploads = graphqlUploadExpress({
    maxFileSize: options.maxFileSize,
    maxFiles: options.maxFiles,
    maxFieldSize: options.maxFieldSize,
  });
  const maxBodyBytes = options.maxFiles * options.maxFileSize + 2 * options.maxFieldSize + MULTIPART_FRAMING_BYTES;
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const hasPreflight = PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '').trim() !== '');
    if (!hasPreflight) {
      res.status(400).json({ errors: [{ message: PREFLIGHT_REQUIRED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    // A refusal leaves the body unread: the connection cannot carry another request after the answer.
    const refuse = (status: number, message: string) => {
      res.setHeader('connection', 'close');
      next(httpError(status, message));
    };
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      return refuse(413, `The upload is larger than ${maxBodyBytes} bytes`);
    }
    const token = req.get('x-access-token')?.trim();
    if (!token) return refuse(401, API_MESSAGES.loginRequired);
    let signedIn: boolean;
    try {
      signedIn = await isLiveSession(options.store, token, req, res);
    } catch (error) {
      res.setHeader('connection', 'close');
      return next(error);
    }
    if (!signedIn) return refuse(401, API_MESSAGES.loginRequired);
    parseUploads(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      const reason = error instanceof Error ? error.message : String(error);
      next(hasStatus(error) ? error : httpError(400, `The multipart request could not be read: ${reason}`));
    });
  };
}
