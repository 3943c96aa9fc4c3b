import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { chatRoutes } from './chat';
import { contactRoutes } from './contact';
import { eventRoutes } from './events';
import { notificationRoutes } from './notifications';
import { productRoutes } from './products';
import { reviewRoutes } from './reviews';
import { transactionRoutes } from './transactions';
import { userRoutes } from './users';
import { wishlistRoutes } from './wishlist';

/**
 * Every route of the store API (/api), by module: the one place a route is declared. The API mounts them in
 * this order, the BFF's client calls them by these names, and `npm run codegen` writes `shared/openapi.json`
 * from them.
 */
export const storeApi = {
  auth: authRoutes,
  users: userRoutes,
  catalog: catalogRoutes,
  products: productRoutes,
  transactions: transactionRoutes,
  wishlist: wishlistRoutes,
  addresses: addressRoutes,
  contact: contactRoutes,
  notifications: notificationRoutes,
  conversations: chatRoutes,
  events: eventRoutes,
  reviews: reviewRoutes,
};
export type StoreApiContract = typeof storeApi;
