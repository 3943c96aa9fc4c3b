import type { storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

export function wishlistRoutes({ db }: AppDeps): GroupImplementation<typeof storeApi.wishlist> {
  return {
    list: async ({ user }) => ({ data: await listWishlist(db, user.id) }),
    add: async ({ user, params }) => {
      const { item, created } = await addToWishlist(db, user.id, params.productId);
      return { data: item, status: created ? 201 : 200 };
    },
    remove: async ({ user, params }) => {
      await removeFromWishlist(db, user.id, params.productId);
      return { data: null };
    },
  };
}
