/**
 * Splits the progress of one multipart request into a fraction per photo. The operation and the file
 * map are sent first, then the files in order, so each photo owns the byte range after the ones before it.
 */
export function photoUploadFractions(loaded: number, total: number, photoSizes: readonly number[]): number[] {
  const photoBytes = photoSizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - photoBytes);
  return photoSizes.map((size) => {
    const sent = loaded - start;
    start += size;
    if (size === 0) return sent >= 0 ? 1 : 0;
    return Math.min(1, Math.max(0, sent / size));
  });
}
