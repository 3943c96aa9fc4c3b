import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

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
 * more bytes than every allowed file and field together is refused (413) before any of it is read, and a
 * body the multipart parser cannot read (unterminated, malformed, no boundary) is the client's fault (400):
 * the parser's own errors carry no HTTP status.
 */
export function uploadGuard(options: UploadGuardOptions): RequestHandler {
  const parseUploads = graphqlUploadExpress({
    maxFileSize: options.maxFileSize,
    maxFiles: options.maxFiles,
    maxFieldSize: options.maxFieldSize,
  });
  const maxBodyBytes = options.maxFiles * options.maxFileSize + 2 * options.maxFieldSize + MULTIPART_FRAMING_BYTES;
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const hasPreflight = PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '').trim() !== '');
    if (!hasPreflight) {
      res.status(400).json({ errors: [{ message: PREFLIGHT_REQUIRED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      // The rest of the body is not read: the connection cannot carry another request after this answer.
      res.setHeader('connection', 'close');
      next(httpError(413, `The upload is larger than ${maxBodyBytes} bytes`));
      return;
    }
    parseUploads(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      const reason = error instanceof Error ? error.message : String(error);
      next(hasStatus(error) ? error : httpError(400, `The multipart request could not be read: ${reason}`));
    });
  };
}
