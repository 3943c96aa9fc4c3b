import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { contactRoutes } from './contact';
import { eventRoutes } from './events';
import { notificationRoutes } from './notifications';
import { productRoutes } from './products';
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
  contact: contactRoutes,
  notifications: notificationRoutes,
  events: eventRoutes,
};
export type StoreApiContract = typeof storeApi;
