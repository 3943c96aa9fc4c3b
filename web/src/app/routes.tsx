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

/**
 * Route modules default-export their page; the code is fetched on first visit, with the Apollo client's
 * if that is not in yet (apollo/lazy-client.ts).
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  const loadWithClient = withClient(load);
  return async () => ({ Component: (await loadWithClient()).default });
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

      { path: PAGE_PATHS.login, loader: visitorOnly, lazy: page(() => import('../routes/login')) },
      { path: PAGE_PATHS.register, loader: visitorOnly, lazy: page(() => import('../routes/register')) },
      { path: PAGE_PATHS.forgetPassword, loader: visitorOnly, lazy: page(() => import('../routes/forget-password')) },
      {
        path: PAGE_PATHS.forgetPasswordNew,
        loader: visitorOnly,
        lazy: page(() => import('../routes/forget-password-new')),
      },

      {
        path: PAGE_PATHS.customerProfile,
        loader: customerOnly,
        lazy: page(() => import('../routes/profile-customer')),
      },
      { path: PAGE_PATHS.sellerProfile, loader: sellerOnly, lazy: page(() => import('../routes/profile-seller')) },
      { path: PAGE_PATHS.sellerProducts, loader: sellerOnly, lazy: page(() => import('../routes/seller-products')) },
      {
        path: PAGE_PATHS.sellerEditProduct,
        loader: sellerOnly,
        lazy: page(() => import('../routes/seller-edit-product')),
      },
      {
        path: PAGE_PATHS.sellerAddProduct,
        loader: sellerOnly,
        lazy: page(() => import('../routes/seller-add-product')),
      },
      { path: PAGE_PATHS.sellerOrders, loader: sellerOnly, lazy: page(() => import('../routes/seller-orders')) },

      { path: PAGE_PATHS.productList, lazy: page(() => import('../routes/product-list')) },
      { path: PAGE_PATHS.productReview, lazy: page(() => import('../routes/product-review')) },
      { path: PAGE_PATHS.productDetail, lazy: page(() => import('../routes/product-detail')) },

      { path: PAGE_PATHS.blog, lazy: page(() => import('../routes/blog')) },
      { path: PAGE_PATHS.blogDetail, lazy: page(() => import('../routes/blog-detail')) },
      { path: PAGE_PATHS.faq, lazy: page(() => import('../routes/faq')) },
      { path: PAGE_PATHS.about, lazy: page(() => import('../routes/about')) },
      { path: PAGE_PATHS.contact, lazy: page(() => import('../routes/contact')) },
      { path: PAGE_PATHS.chat, lazy: page(() => import('../routes/chat')) },
      { path: PAGE_PATHS.notification, lazy: page(() => import('../routes/notification')) },
      { path: PAGE_PATHS.comingSoon, lazy: page(() => import('../routes/coming-soon')) },

      { path: PAGE_PATHS.orderTrack, loader: customerOnly, lazy: page(() => import('../routes/order-track')) },
      { path: PAGE_PATHS.orderDetail, loader: customerOnly, lazy: page(() => import('../routes/order-detail')) },
      { path: PAGE_PATHS.cart, loader: customerOnly, lazy: page(() => import('../routes/cart')) },
      { path: PAGE_PATHS.checkout, loader: customerOnly, lazy: page(() => import('../routes/checkout')) },
      { path: PAGE_PATHS.wishlist, loader: customerOnly, lazy: page(() => import('../routes/wishlist')) },

      { path: PAGE_PATHS.notFound, Component: NotFoundPage },
    ],
  },
];
