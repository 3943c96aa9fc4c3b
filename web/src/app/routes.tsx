import { ROLES } from '@spectrum/shared/constants';
import { PAGE_PATHS } from '@spectrum/shared/page-paths';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withClient } from '../apollo/lazy-client';
import LandingPage from '../routes/landing';
import NotFoundPage from '../routes/not-found';
import { requireRole, visitorOnly } from './guards';
import { Layout } from './layout/layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

interface PageModule {
  default: ComponentType;
}

/** The pages loaded on first visit, one chunk each; the landing and 404 pages ship in the first bundle. */
const pageModules = import.meta.glob<PageModule>([
  '../routes/*.tsx',
  '!../routes/*.test.tsx',
  '!../routes/landing.tsx',
  '!../routes/not-found.tsx',
]);

/** Where the browser's Apollo client comes from (main.tsx), which every lazy page waits for. */
const BROWSER_CLIENT_MODULE = 'src/app/browser-client.ts';

/**
 * A route's `handle`: the modules its page needs, named as in the build's manifest (web/dist/.vite), so that the
 * server render can have the browser fetch them with the page instead of after the first bundle has run.
 */
export interface PageHandle {
  modules: string[];
}

/**
 * The page in `routes/<name>.tsx`, which default-exports it: its code is fetched on first visit, with the
 * Apollo client's if that is not in yet (apollo/lazy-client.ts).
 */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../routes/${name}.tsx`];
  if (!load) throw new Error(`routes/${name}.tsx is not a page module`);
  const loadWithClient = withClient(load);
  const handle: PageHandle = { modules: [`src/routes/${name}.tsx`, BROWSER_CLIENT_MODULE] };
  return { lazy: async () => ({ Component: (await loadWithClient()).default }), handle };
}

const customerOnly = requireRole(ROLES.customer);
const sellerOnly = requireRole(ROLES.seller);

/**
 * Every screen of the store (docs/web.md: adding a page), at the addresses of PAGE_PATHS, which the BFF also
 * reads to answer 404 for any other. Only the landing page ships in the first bundle.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: PAGE_PATHS.landing,
    Component: Layout,
    errorElement: <RouteError />,
    HydrateFallback: PageFallback,
    children: [
      { index: true, Component: LandingPage },

      { path: PAGE_PATHS.login, loader: visitorOnly, ...page('login') },
      { path: PAGE_PATHS.register, loader: visitorOnly, ...page('register') },
      { path: PAGE_PATHS.forgetPassword, loader: visitorOnly, ...page('forget-password') },
      {
        path: PAGE_PATHS.forgetPasswordNew,
        loader: visitorOnly,
        ...page('forget-password-new'),
      },

      {
        path: PAGE_PATHS.customerProfile,
        loader: customerOnly,
        ...page('profile-customer'),
      },
      { path: PAGE_PATHS.sellerProfile, loader: sellerOnly, ...page('profile-seller') },
      { path: PAGE_PATHS.sellerProducts, loader: sellerOnly, ...page('seller-products') },
      {
        path: PAGE_PATHS.sellerEditProduct,
        loader: sellerOnly,
        ...page('seller-edit-product'),
      },
      {
        path: PAGE_PATHS.sellerAddProduct,
        loader: sellerOnly,
        ...page('seller-add-product'),
      },
      { path: PAGE_PATHS.sellerOrders, loader: sellerOnly, ...page('seller-orders') },

      { path: PAGE_PATHS.productList, ...page('product-list') },
      { path: PAGE_PATHS.productReview, ...page('product-review') },
      { path: PAGE_PATHS.productDetail, ...page('product-detail') },

      { path: PAGE_PATHS.blog, ...page('blog') },
      { path: PAGE_PATHS.blogDetail, ...page('blog-detail') },
      { path: PAGE_PATHS.faq, ...page('faq') },
      { path: PAGE_PATHS.about, ...page('about') },
      { path: PAGE_PATHS.contact, ...page('contact') },
      { path: PAGE_PATHS.chat, ...page('chat') },
      { path: PAGE_PATHS.notification, ...page('notification') },
      { path: PAGE_PATHS.comingSoon, ...page('coming-soon') },

      { path: PAGE_PATHS.orderTrack, loader: customerOnly, ...page('order-track') },
      { path: PAGE_PATHS.orderDetail, loader: customerOnly, ...page('order-detail') },
      { path: PAGE_PATHS.cart, loader: customerOnly, ...page('cart') },
      { path: PAGE_PATHS.checkout, loader: customerOnly, ...page('checkout') },
      { path: PAGE_PATHS.wishlist, loader: customerOnly, ...page('wishlist') },

      { path: PAGE_PATHS.notFound, Component: NotFoundPage },
    ],
  },
];
