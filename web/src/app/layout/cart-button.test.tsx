import type { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistQuery } from '../../__generated__/graphql';
import { WISHLIST_QUERY } from '../../features/wishlist/wishlist-documents';
import { renderApp, signIn } from '../../test/render-app';
import { cartPageMock, line, seedCart } from '../../test/test-cart';
import { storeSystem } from '../theme';
import { CartButton } from './cart-button';

interface Viewport {
  width: number;
  height: number;
}

/** Resizes the test window (happy-dom's own control), so media queries follow. */
function setViewport(viewport: Viewport) {
  (window as unknown as { happyDOM: { setViewport: (size: Viewport) => void } }).happyDOM.setViewport(viewport);
}

const defaultViewport = { width: window.innerWidth, height: window.innerHeight };
afterEach(() => setViewport(defaultViewport));

const CHAIR = line('14', 'Jepara Teak Dining Chair', 1_250_000, 1, 6);
const LAMP = line('2', 'Brass Lamp', 300_000, 1, 3);

function wishlistMock(): MockLink.MockedResponse<WishlistQuery> {
  const product = {
    __typename: 'Product',
    id: CHAIR.productId,
    name: CHAIR.productName,
    price: CHAIR.price,
    stock: CHAIR.stock,
    inStock: true,
    image: CHAIR.image,
  } as const;
  const wishlist = [{ __typename: 'WishlistItem', addedAt: '2026-01-02T03:04:05.000Z', product }] as const;
  return { request: { query: WISHLIST_QUERY }, result: { data: { wishlist: [...wishlist] } } };
}

describe('the header cart button', () => {
  it.each([
    ['a phone', { width: 360, height: 740 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])('shows the count on %s and leads to /cart', async (_screen, viewport) => {
    setViewport(viewport);
    seedCart([CHAIR, LAMP]);
    await renderApp('/about');
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(cart).toBeVisible();
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('2');
  });

  it('says an empty cart is empty, with no number on it', async () => {
    await renderApp('/about');
    const cart = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveTextContent('');
  });

  it('counts a line added from the wishlist, whose toast leads to the cart, and one removed there', async () => {
    signIn(ROLES.customer);
    const { user, router } = await renderApp('/wistlist', {
      mocks: [wishlistMock(), cartPageMock([CHAIR]), cartPageMock([])],
    });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const chair = await screen.findByRole('article', { name: CHAIR.productName });

    await user.click(within(chair).getByRole('button', { name: 'Add to cart' }));
    const toast = (await screen.findByText(MESSAGES.addedToCart(CHAIR.productName))).closest('[role="alert"]');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    if (!(toast instanceof HTMLElement)) throw new Error('the toast is not an alert');

    await user.click(within(toast).getByRole('button', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await user.click(await screen.findByRole('button', { name: `Remove ${CHAIR.productName} from cart` }));
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('asks a visitor to log in first, as /cart always has', async () => {
    seedCart([LAMP]);
    const { user, router } = await renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'Cart, 1 item' }));

    expect(await screen.findByText(MESSAGES.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('hydrates a server render (which knows no cart) with this browser’s count, without a mismatch', async () => {
    const tree = (
      <ChakraProvider value={storeSystem()}>
        <MemoryRouter>
          <CartButton />
        </MemoryRouter>
      </ChakraProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(within(container).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    seedCart([CHAIR, LAMP]);

    const recoverableErrors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );

    expect(within(container).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
