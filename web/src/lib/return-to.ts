/** The login address's parameter that names the page to return to once signed in. */
export const RETURN_TO_PARAM = 'next';

/**
 * The login page's address that brings the person back to `path`, a path of this store the caller built (the
 * login page checks it again with `safeReturnPath` before going there).
 */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?${RETURN_TO_PARAM}=${encodeURIComponent(path)}`;
}
