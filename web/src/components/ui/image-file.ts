import { LIMITS } from '@spectrum/shared/constants';
import { API_MESSAGES } from '@spectrum/shared/messages';

/** Whether the browser can decode the file as a picture: a renamed text file has an image type but no image. */
async function decodesAsImage(file: File): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Checks a chosen picture before it is sent, the way the store API will: an image by type and by
 * content, at most 5 MB. Returns the sentence to show, or null when the file is fine.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return `${file.name}: ${API_MESSAGES.notAnImage}`;
  if (file.size > LIMITS.maxUploadBytes) return `${file.name}: ${API_MESSAGES.uploadTooLarge}`;
  if (!(await decodesAsImage(file))) return `${file.name}: ${API_MESSAGES.notAnImage}`;
  return null;
}
