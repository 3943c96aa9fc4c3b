import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/** Apollo's own CSRF sentence, so a refused upload reads like any other refused request. */
export const PREFLIGHT_REQUIRED_MESSAGE =
  "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight";

const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * Multipart GraphQL requests (file uploads). graphql-upload parses files before Apollo's CSRF check
 * runs, so a multipart request without a preflight header is refused here, before any file is read;
 * the others are parsed with the size and count caps (its defaults are unlimited).
 */
export function uploadGuard(options: { maxFileSize: number; maxFiles: number }): RequestHandler {
  const parseUploads = graphqlUploadExpress({ maxFileSize: options.maxFileSize, maxFiles: options.maxFiles });
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const hasPreflight = PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '').trim() !== '');
    if (!hasPreflight) {
      res.status(400).json({ errors: [{ message: PREFLIGHT_REQUIRED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    parseUploads(req, res, next);
  };
}
