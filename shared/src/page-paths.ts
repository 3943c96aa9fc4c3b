/**
 * Every page address of the web client. web/src/app/routes.tsx takes its paths from here, and the BFF answers
 * HTTP 404 for an address none of them matches, so a new page is added here first (docs/web.md).
 */
export const PAGE_PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  forgetPasswordNew: '/forget-password/new',
  customerProfile: '/profile/customer',
  sellerProfile: '/profile/seller',
  sellerProducts: '/profile/seller/product',
  sellerEditProduct: '/profile/seller/product/:id/edit',
  sellerAddProduct: '/profile/seller/selling-product',
  sellerOrders: '/profile/seller/order',
  sellerShipping: '/profile/seller/shipping',
  productList: '/product',
  productReview: '/product/detail/review',
  productDetail: '/product/detail/:id',
  blog: '/blog',
  blogDetail: '/blog/detail',
  faq: '/FAQ',
  about: '/about',
  contact: '/contact',
  chat: '/chat',
  notification: '/notification',
  comingSoon: '/comingsoon',
  orderTrack: '/order-track',
  orderDetail: '/order-track/:id',
  cart: '/cart',
  checkout: '/cart/checkout',
  wishlist: '/wistlist',
  // The menu's "404 Page" entry: a real address that shows the not-found page (and answers 404).
  notFound: '/s',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/**
 * Addresses people type that lead to a page of another name: the BFF answers them with a permanent redirect (no
 * link of the web client leads to them, so its router has none). The seed spells the wishlist `/wistlist`; `/wishlist` finds it too.
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/wishlist': PAGE_PATHS.wishlist,
};

/** Where an address redirects to (matched without regard to case or trailing slashes), or null. */
export function pageRedirectFor(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.hasOwn(PAGE_REDIRECTS, trimmed) ? (PAGE_REDIRECTS[trimmed] ?? null) : null;
}

/** A product id as the store API accepts it (at most nine digits, no leading zero); anything else is no product. */
export const PRODUCT_ID_PATTERN = /^[1-9]\d{0,8}$/;

export interface PageMatch {
  name: PageName;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function paramCount(segments: readonly string[]): number {
  return segments.filter((segment) => segment.startsWith(':')).length;
}

let sortedPatterns: { name: PageName; segments: string[] }[] | undefined;

/**
 * The pages' paths as segments, made on first use (a bundle using only PAGE_PATHS leaves this code out); static
 * segments win over parameters (/product/detail/review over /product/detail/:id), as in react-router.
 */
function pagePatterns(): { name: PageName; segments: string[] }[] {
  sortedPatterns ??= (Object.entries(PAGE_PATHS) as [PageName, string][])
    .map(([name, path]) => ({ name, segments: path === '/' ? [] : segmentsOf(path) }))
    .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));
  return sortedPatterns;
}

/**
 * The page an address (a URL's pathname, still percent-encoded) shows, matched as react-router matches it:
 * segments decoded and compared without regard to case, trailing slashes ignored. Null for an unknown address.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  const patterns = pagePatterns();
  const trimmed = pathname.replace(/\/+$/, '');
  if (!pathname.startsWith('/')) return null;
  const segments = trimmed === '' ? [] : segmentsOf(trimmed).map(decoded);
  if (segments.includes('')) return null;
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((expected, index) => {
      const actual = segments[index] as string;
      if (expected.startsWith(':')) {
        params[expected.slice(1)] = actual;
        return true;
      }
      return expected.toLowerCase() === actual.toLowerCase();
    });
    if (matches) return { name: pattern.name, params };
  }
  return null;
}
