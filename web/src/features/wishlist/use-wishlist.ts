import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../apollo/use-query';
import { MESSAGES } from '@spectrum/shared/messages';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { WishlistItem_ItemFragment } from '../../__generated__/graphql';
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST, WISHLIST_QUERY } from './wishlist-documents';
import { loginPathFor } from '../../lib/return-to';
import { toastFailure, toastSuccess } from '../../lib/toasts';

/** Who is looking: only customers have a wishlist; the page tells visitors and other roles apart. */
export type WishlistViewer = 'customer' | 'visitor' | 'other-role';

export interface WishlistProduct {
  id: string;
  name: string;
}

interface WishlistChange {
  __typename: string;
  items?: WishlistItem_ItemFragment[];
  message?: string;
}

const NO_ITEMS: WishlistItem_ItemFragment[] = [];

/** Both mutations answer with the whole list; it replaces the cached `wishlist` so every reader updates. */
function storeWishlist(cache: ApolloCache, change: WishlistChange | undefined): void {
  if (change?.__typename !== 'WishlistUpdated' || !change.items) return;
  cache.writeQuery({ query: WISHLIST_QUERY, data: { wishlist: change.items } });
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong, please try again';
}

/** Adds and removes wishlist products, with the toasts a person expects. */
export function useWishlistMutations() {
  const [addToWishlist, addState] = useMutation(ADD_TO_WISHLIST, {
    update: (cache, { data }) => storeWishlist(cache, data?.addToWishlist),
  });
  const [removeFromWishlist, removeState] = useMutation(REMOVE_FROM_WISHLIST, {
    update: (cache, { data }) => storeWishlist(cache, data?.removeFromWishlist),
  });

  const add = useCallback(
    async (product: WishlistProduct): Promise<boolean> => {
      try {
        const { data } = await addToWishlist({ variables: { input: { productId: product.id } } });
        const result = data?.addToWishlist;
        if (result?.__typename === 'WishlistUpdated') {
          toastSuccess(MESSAGES.addedToWishlist(product.name));
          return true;
        }
        toastFailure(result && 'message' in result ? result.message : MESSAGES.wishlistError);
      } catch (error) {
        toastFailure(errorMessage(error));
      }
      return false;
    },
    [addToWishlist],
  );

  const remove = useCallback(
    async (product: WishlistProduct): Promise<boolean> => {
      try {
        const { data } = await removeFromWishlist({ variables: { input: { productId: product.id } } });
        const result = data?.removeFromWishlist;
        if (result?.__typename === 'WishlistUpdated') {
          toastSuccess(MESSAGES.removedFromWishlist(product.name));
          return true;
        }
        toastFailure(result && 'message' in result ? result.message : MESSAGES.wishlistError);
      } catch (error) {
        toastFailure(errorMessage(error));
      }
      return false;
    },
    [removeFromWishlist],
  );

  return { add, remove, busy: addState.loading || removeState.loading };
}

/**
 * The detail page's heart: whether the product is on the customer's wishlist, and a toggle that
 * sends visitors to log in and refuses other roles with the guards' texts.
 */
export function useWishlistToggle(product: WishlistProduct | null, viewer: WishlistViewer) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useQuery(WISHLIST_QUERY, { skip: viewer !== 'customer' });
  const { add, remove, busy } = useWishlistMutations();
  const items = data?.wishlist ?? NO_ITEMS;
  const productId = product?.id;
  const inWishlist = useMemo(() => items.some((item) => item.product.id === productId), [items, productId]);

  const toggle = useCallback(async () => {
    if (viewer === 'visitor') {
      toastFailure(MESSAGES.loginFirst, { id: MESSAGES.loginFirst });
      await navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    if (viewer === 'other-role') {
      toastFailure(MESSAGES.forbidden, { id: MESSAGES.forbidden });
      return;
    }
    if (!product || busy) return;
    await (inWishlist ? remove(product) : add(product));
  }, [location.pathname, location.search, viewer, product, busy, inWishlist, add, remove, navigate]);

  return { inWishlist, toggle, busy };
}
