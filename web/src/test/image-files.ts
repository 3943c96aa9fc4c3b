import { vi } from 'vitest';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts like a PNG; the stubbed decoder below accepts it. */
export function pngFile(name = 'photo.png', extraBytes = 64): File {
  const bytes = new Uint8Array(PNG_SIGNATURE.length + extraBytes);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * happy-dom cannot decode pictures, so the browser's decoder is replaced by one that accepts files that
 * start with the PNG signature and refuses everything else, like a real decoder would for text.
 */
export function stubImageDecoder(): void {
  vi.stubGlobal('createImageBitmap', async (source: Blob) => {
    const head = new Uint8Array(await source.slice(0, PNG_SIGNATURE.length).arrayBuffer());
    if (!PNG_SIGNATURE.every((byte, index) => head[index] === byte)) {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }
    return { width: 1, height: 1, close: () => undefined };
  });
}
