// Apart from return-to.ts: only the login page needs it, and the guards' module is in the first bundle.
const BASE = 'http://return-to.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The return address as a path of this store (path, query and fragment), or null for anything else: an absolute
 * URL, a scheme (`javascript:`), a protocol-relative `//host`, a backslash (`/\host`, which browsers read as
 * `//host`), control characters, or a path that leaves the store once resolved. Login itself is no return address.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
