/** Messages browsers give when a lazily loaded script cannot be fetched (e.g. after a redeploy). */
const CHUNK_FAILURE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .+ failed/i,
];

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Names the chunk from the URL in the browser's message: `…/assets/faq-Bx12.js` → `faq-Bx12`. */
export function chunkNameOf(error: Error): string {
  const url = /(\S+?\.(?:js|mjs|css))\b/i.exec(error.message)?.[1];
  if (!url) return 'unknown';
  const file = url.split('/').pop() ?? url;
  return file.replace(/\.(?:js|mjs|css)$/i, '');
}
