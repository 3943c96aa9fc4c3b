import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { API_MESSAGES, fieldSentence } from '@spectrum/shared';
import type { UploadedFile } from '../datasources/store-api';
import { badUserInput, UpstreamError } from '../errors';

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * Reads one uploaded file into memory, at most `maxBytes`. A file over the cap is refused the way the
 * store API refuses it (413), so one mapping turns both into InvalidImageError.
 */
export async function readUpload(upload: Promise<FileUpload>, maxBytes: number, field: string): Promise<UploadedFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    if (statusOf(error) === 413) throw new UpstreamError(413, API_MESSAGES.uploadTooLarge, [], 'IMAGE_TOO_LARGE');
    throw badUserInput(fieldSentence(field, 'could not be read'), field);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new UpstreamError(413, API_MESSAGES.uploadTooLarge, [], 'IMAGE_TOO_LARGE');
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof UpstreamError) throw error;
    if (statusOf(error) === 413) throw new UpstreamError(413, API_MESSAGES.uploadTooLarge, [], 'IMAGE_TOO_LARGE');
    throw badUserInput(fieldSentence(field, 'could not be read'), field);
  }
  return { filename: file.filename, mimetype: file.mimetype, content: Buffer.concat(chunks) };
}
