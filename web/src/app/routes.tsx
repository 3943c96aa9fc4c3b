import { ROLES } from '@spectrum/shared/constants';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import LandingPage from '../routes/landing';
import NotFoundPage from '../routes/not-found';
import { requireRole, visitorOnly } from './guards';
import { Layout } from './layout/layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

interface PageModule {
  default: ComponentType;
}

/** Route modules default-export their page; the code is fetched on first visit. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const customerOnly = requireRole(ROLES.customer);
const sellerOnly = requireRole(ROLES.seller);

/** Every screen of the store (docs/web.md: adding a page). Only the landing page ships in the first bundle. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    HydrateFallback: PageFallback,
    children: [
      { index: true, Component: LandingPage },

      { path: 'login', loader: visitorOnly, lazy: page(() => import('../routes/login')) },
      { path: 'register', loader: visitorOnly, lazy: page(() => import('../routes/register')) },
      { path: 'forget-password', loader: visitorOnly, lazy: page(() => import('../routes/forget-password')) },
      { path: 'forget-password/new', loader: visitorOnly, lazy: page(() => import('../routes/forget-password-new')) },

      { path: 'profile/customer', loader: customerOnly, lazy: page(() => import('../routes/profile-customer')) },
      { path: 'profile/seller', loader: sellerOnly, lazy: page(() => import('../routes/profile-seller')) },
      { path: 'profile/seller/product', loader: sellerOnly, lazy: page(() => import('../routes/seller-products')) },
      {
        path: 'profile/seller/product/:id/edit',
        loader: sellerOnly,
        lazy: page(() => import('../routes/seller-edit-product')),
      },
      {
        path: 'profile/seller/selling-product',
        loader: sellerOnly,
        lazy: page(() => import('../routes/seller-add-product')),
      },
      { path: 'profile/seller/order', loader: sellerOnly, lazy: page(() => import('../routes/seller-orders')) },

      { path: 'product', lazy: page(() => import('../routes/product-list')) },
      { path: 'product/detail/review', lazy: page(() => import('../routes/product-review')) },
      { path: 'product/detail/:id', lazy: page(() => import('../routes/product-detail')) },

      { path: 'blog', lazy: page(() => import('../routes/blog')) },
      { path: 'blog/detail', lazy: page(() => import('../routes/blog-detail')) },
      { path: 'FAQ', lazy: page(() => import('../routes/faq')) },
      { path: 'about', lazy: page(() => import('../routes/about')) },
      { path: 'contact', lazy: page(() => import('../routes/contact')) },
      { path: 'chat', lazy: page(() => import('../routes/chat')) },
      { path: 'notification', lazy: page(() => import('../routes/notification')) },
      { path: 'comingsoon', lazy: page(() => import('../routes/coming-soon')) },

      { path: 'order-track', loader: customerOnly, lazy: page(() => import('../routes/order-track')) },
      { path: 'order-track/:id', loader: customerOnly, lazy: page(() => import('../routes/order-detail')) },
      { path: 'cart', loader: customerOnly, lazy: page(() => import('../routes/cart')) },
      { path: 'cart/checkout', loader: customerOnly, lazy: page(() => import('../routes/checkout')) },
      { path: 'wistlist', loader: customerOnly, lazy: page(() => import('../routes/wishlist')) },

      // The menu's "404 Page" entry: a real address that shows the not-found page.
      { path: 's', Component: NotFoundPage },
    ],
  },
];
