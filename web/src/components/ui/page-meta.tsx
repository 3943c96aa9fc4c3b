import { createContext, use } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'Spectrum';

export const SITE_DESCRIPTION = 'Spectrum: minimal furniture and decor for every room.';

export function pageTitle(page: string): string {
  return `${SITE_NAME} | ${page}`;
}

/**
 * The public origin canonical and Open Graph URLs are written with (e.g. https://shop.example). In the browser
 * it defaults to the page's own origin; a server render provides the BFF's PUBLIC_ORIGIN, as the sitemaps use.
 */
export const SiteOriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

/**
 * An address made absolute on the public origin, and always on it: a path that begins with `//` or `/\` (which
 * the page's own address can, e.g. `//elsewhere.example/product/detail/5`) stays a path there instead of naming
 * another host. Left as it is when the origin is unknown.
 */
export function absoluteUrl(origin: string, address: string): string {
  if (!origin) return address;
  const site = new URL(origin);
  const resolved = new URL(address, site);
  if (resolved.origin === site.origin) return resolved.href;
  site.pathname = resolved.pathname;
  site.search = resolved.search;
  return site.href;
}

interface PageMetaProps {
  /** The page's own name: the tab reads `Spectrum | <title>`. */
  title: string;
  description?: string;
  /** The canonical address (path and any query that names a different page); the current path by default. */
  path?: string;
  /** A photo for link previews (Open Graph and Twitter). */
  image?: string | null;
  type?: 'website' | 'product';
  /** A page of one signed-in person: titled, but kept out of search results and previews. */
  personal?: boolean;
}

/**
 * The page's <title>, description, canonical link and link-preview tags. React 19 moves them into <head>
 * (in a client and a server render alike) and takes them out when the page goes; render one per page.
 */
export function PageMeta({
  title,
  description = SITE_DESCRIPTION,
  path,
  image,
  type = 'website',
  personal,
}: PageMetaProps) {
  const origin = use(SiteOriginContext);
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  if (personal) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = absoluteUrl(origin, path ?? pathname);
  const imageUrl = image ? absoluteUrl(origin, image) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
