import { forwardRef, useContext } from 'react';
import { Link, UNSAFE_NavigationContext, type LinkProps } from 'react-router';

/**
 * Whether react-router's Link would write `to` as its href unchanged: an absolute path of its own (no `.`, `..` or
 * empty segment, which it resolves, no empty search or hash, which it drops), under the root basename.
 */
export function isHrefAsGiven(to: LinkProps['to'], basename: string): to is string {
  if (basename !== '/' || typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return false;
  const path = to.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('//') || path.split('/').some((segment) => segment === '.' || segment === '..')) return false;
  return !/[?#]$/.test(to) && !to.includes('?#');
}

/**
 * react-router's Link as a server render writes it, for the links the store writes most (an absolute path): the
 * same <a>, attribute for attribute, without the hooks a link needs only in the browser (its click handler, its
 * prefetching, its view transition), which were about a twentieth of a cold detail page's render for 30 links.
 * Anything else (a relative path, an object, prefetching, a mask) is react-router's own Link.
 */
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const {
    to,
    discover = 'render',
    target,
    onClick: _onClick,
    relative: _relative,
    reloadDocument,
    replace: _replace,
    mask,
    state: _state,
    prefetch = 'none',
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  if (!isHrefAsGiven(to, basename) || reloadDocument || prefetch !== 'none' || mask !== undefined) {
    return <Link ref={ref} {...props} />;
  }
  return <a {...rest} href={to} ref={ref} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
});
