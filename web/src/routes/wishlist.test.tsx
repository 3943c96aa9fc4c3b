import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  RemoveFromWishlistMutation,
  RemoveFromWishlistMutationVariables,
  WishlistQuery,
} from '../__generated__/graphql';
import { readPersistedState } from '../lib/persisted-state';
import { reloadCartLines } from '../features/cart/cart-state';
import { REMOVE_FROM_WISHLIST, WISHLIST_QUERY } from '../features/wishlist/wishlist-documents';
import { typed, wishlistMock } from '../test/product-mocks';
import { renderApp, signIn } from '../test/render-app';

type WishlistEntry = WishlistQuery['wishlist'][number];

function entry(id: string, name: string, price: number, stock: number): WishlistEntry {
  return typed('WishlistItem', {
    addedAt: '2026-01-02T03:04:05.000Z',
    product: typed('Product', { id, name, price, stock, inStock: stock > 0, image: `/uploads/${id}-thumb.webp` }),
  });
}

const CHAIR = entry('14', 'Jepara Teak Dining Chair', 1_250_000, 6);
const VASE = entry('62', 'Ribbed Glass Vase', 310_000, 0);

beforeEach(() => {
  localStorage.clear();
  reloadCartLines();
  window.scrollTo = () => undefined;
  signIn(ROLES.customer);
});

describe('wishlist page', () => {
  it('says why the wishlist could not be loaded and shows it after Try again', async () => {
    const failure: MockLink.MockedResponse<WishlistQuery> = {
      request: { query: WISHLIST_QUERY },
      error: new Error('The store is not answering'),
    };
    const { user } = await renderApp('/wistlist', { mocks: [failure, wishlistMock([CHAIR])] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your wishlist: The store is not answering',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Jepara Teak Dining Chair' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the customer's products with stock state and price", async () => {
    await renderApp('/wistlist', { mocks: [wishlistMock([CHAIR, VASE])] });

    const chair = await screen.findByRole('article', { name: 'Jepara Teak Dining Chair' });
    expect(within(chair).getByText('In Stock')).toBeInTheDocument();
    expect(within(chair).getByText('Rp 1,250,000')).toBeInTheDocument();
    expect(within(chair).getByRole('link', { name: 'Jepara Teak Dining Chair' })).toHaveAttribute(
      'href',
      '/product/detail/14',
    );
    const vase = screen.getByRole('article', { name: 'Ribbed Glass Vase' });
    expect(within(vase).getByText('Sold out')).toBeInTheDocument();
    expect(within(vase).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Spectrum | Wishlist'));
  });

  it('adds a product to the cart from its card, once', async () => {
    const { user } = await renderApp('/wistlist', { mocks: [wishlistMock([CHAIR, VASE])] });
    const chair = await screen.findByRole('article', { name: 'Jepara Teak Dining Chair' });

    await user.click(within(chair).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.addedToCart('Jepara Teak Dining Chair'))).toBeInTheDocument();
    expect(readPersistedState().cart).toEqual([
      expect.objectContaining({ productId: '14', quantity: 1, price: 1_250_000, stock: 6 }),
    ]);

    await user.click(within(chair).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.productAlreadyInCart)).toBeInTheDocument();
  });

  it('removes a product from the wishlist', async () => {
    const removed: MockLink.MockedResponse<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables> = {
      request: { query: REMOVE_FROM_WISHLIST, variables: { input: { productId: '14' } } },
      result: { data: { removeFromWishlist: { __typename: 'WishlistUpdated', items: [VASE] } } },
    };
    const { user } = await renderApp('/wistlist', { mocks: [wishlistMock([CHAIR, VASE]), removed] });

    await user.click(await screen.findByRole('button', { name: 'Remove Jepara Teak Dining Chair from wishlist' }));

    expect(await screen.findByText(MESSAGES.removedFromWishlist('Jepara Teak Dining Chair'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Jepara Teak Dining Chair' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Ribbed Glass Vase' })).toBeInTheDocument();
    expect(screen.getByText('1 product saved')).toBeInTheDocument();
  });

  it('says so when removing fails and keeps the card', async () => {
    const refused: MockLink.MockedResponse<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables> = {
      request: { query: REMOVE_FROM_WISHLIST, variables: { input: { productId: '14' } } },
      result: {
        data: {
          removeFromWishlist: { __typename: 'NotFoundError', message: 'Product is not on your wishlist' },
        },
      },
    };
    const { user } = await renderApp('/wistlist', { mocks: [wishlistMock([CHAIR]), refused] });
    await user.click(await screen.findByRole('button', { name: 'Remove Jepara Teak Dining Chair from wishlist' }));

    expect(await screen.findByText('Product is not on your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Jepara Teak Dining Chair' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    await renderApp('/wistlist', { mocks: [wishlistMock([])] });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/product');
  });
});
