import type { Request, RequestHandler } from 'express';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/client';
import { imageUpload } from './images';
import { byAccount, byAddress, limitRequests } from './rate-limit';

/**
 * Whether the request carries a multipart body, the only kind the upload parser reads (it takes any
 * `multipart/*`, so this asks the same question rather than only `multipart/form-data`).
 */
function carriesFiles(req: Request): boolean {
  return Boolean(req.is('multipart'));
}

/**
 * The middleware of every route that takes images, to put after the check of who may write (role, and
 * ownership of what is written to): a multipart request counts once against the upload limits, per address and
 * per account (uploadAddress, uploadAccount), and only then are its files read, into memory with their caps
 * (imageUpload). A request without a multipart body carries no file and is not counted.
 */
export function meteredImageUpload(
  { db, config }: { db: Queryable; config: Pick<ApiConfig, 'rateLimits'> },
  field: string,
  maxFiles: number,
  tooManyFilesMessage?: string,
): RequestHandler[] {
  const limits = config.rateLimits;
  return [
    limitRequests(db, 'uploadAddress', limits.uploadAddress, 'Too many uploads from your address', (req) =>
      carriesFiles(req) ? byAddress(req) : undefined,
    ),
    limitRequests(db, 'uploadAccount', limits.uploadAccount, 'Too many uploads for this account', (req, res) =>
      carriesFiles(req) ? byAccount(req, res) : undefined,
    ),
    imageUpload(field, maxFiles, tooManyFilesMessage),
  ];
}
