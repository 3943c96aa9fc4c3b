import { LocalState } from '@apollo/client/local-state';
import { MockedProvider } from '@apollo/client/testing/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useQuery } from '../../apollo/use-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../apollo/cache';
import { localResolvers, localTypePolicies } from '../../app/local-state';
import { reloadCartLines } from './cart-state';
import type { CartLine } from './cart-rules';
import { useCart } from './use-cart';

const CHAIR: CartLine = {
  productId: '1',
  productName: 'Oak Chair',
  image: '/uploads/chair.webp',
  price: 1_250_000,
  quantity: 2,
  stock: 5,
};
const LAMP: CartLine = {
  productId: '2',
  productName: 'Brass Lamp',
  image: null,
  price: 300_000,
  quantity: 1,
  stock: 3,
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MockedProvider cache={createCache(localTypePolicies)} localState={new LocalState({ resolvers: localResolvers })}>
      {children}
    </MockedProvider>
  );
}

async function renderCart() {
  const view = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

beforeEach(() => {
  localStorage.clear();
  reloadCartLines();
});

describe('useCart', () => {
  it('adds new products to the front and keeps ids, quantities and a snapshot, never a total', async () => {
    const { result } = await renderCart();
    await act(() => result.current.add(CHAIR));
    await act(() => result.current.add(LAMP));

    expect(result.current.items.map((item) => item.productId)).toEqual(['2', '1']);
    expect(result.current.items[1]).toMatchObject(CHAIR);
    expect(result.current.count).toBe(2);
    // Money belongs to the server's quote: the local cart offers no amount to add up.
    expect(result.current).not.toHaveProperty('subtotal');
    expect(result.current).not.toHaveProperty('total');
    expect(result.current.items[1]).not.toHaveProperty('subtotal');
    expect(result.current.isInCart('1')).toBe(true);
    expect(result.current.isInCart('3')).toBe(false);
  });

  it('refuses a product that is already in the cart', async () => {
    const { result } = await renderCart();
    await expect(act(() => result.current.add(CHAIR))).resolves.toEqual({ added: true });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.add({ ...CHAIR, quantity: 1 });
    });
    expect(outcome).toEqual({ added: false, message: MESSAGES.productAlreadyInCart });
    expect(result.current.items).toHaveLength(1);
    expect(result.current.items[0]?.quantity).toBe(2);
  });

  it('stops a quantity at the stock and removes a line brought to 0', async () => {
    const { result } = await renderCart();
    await act(() => result.current.add(CHAIR));
    await act(() => result.current.add(LAMP));
    await act(() => result.current.setQuantity('1', 99));
    expect(result.current.items[1]).toMatchObject({ productId: '1', quantity: 5 });

    await act(() => result.current.setQuantity('1', 0));
    expect(result.current.items.map((item) => item.productId)).toEqual(['2']);
    expect(result.current.count).toBe(1);
    expect(result.current.isInCart('1')).toBe(false);
    expect(JSON.parse(localStorage.getItem('persist:spectrum') ?? '{}').cart).toEqual([
      expect.objectContaining({ productId: '2', quantity: 1 }),
    ]);
  });

  it('updates every component that reads the cart after a change', async () => {
    function Count() {
      return <output aria-label="count">{useCart().count}</output>;
    }
    function AddChair() {
      const { add } = useCart();
      return (
        <button type="button" onClick={() => void add(CHAIR)}>
          Add
        </button>
      );
    }
    render(
      <>
        <Count />
        <AddChair />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('1'));
  });

  it('keeps Product.isInCart of a product already on screen in step with the cart', async () => {
    const productQuery = parse(`
      query ProductInCart {
        product(id: "1") {
          id
          name
          isInCart @client
        }
      }
    `);
    const mocks = [
      {
        request: { query: productQuery },
        result: { data: { product: { __typename: 'Product', id: '1', name: 'Oak Chair' } } },
      },
    ];
    function ProductBadge() {
      const { data } = useQuery<{ product: { name: string; isInCart: boolean } }>(productQuery);
      const { add, remove } = useCart();
      if (!data) return null;
      return (
        <>
          <p>{data.product.isInCart ? 'In your cart' : 'Not in your cart'}</p>
          <button type="button" onClick={() => void add(CHAIR)}>
            Add
          </button>
          <button type="button" onClick={() => void remove('1')}>
            Remove
          </button>
        </>
      );
    }
    render(
      <MockedProvider
        mocks={mocks}
        cache={createCache(localTypePolicies)}
        localState={new LocalState({ resolvers: localResolvers })}
      >
        <ProductBadge />
      </MockedProvider>,
    );
    expect(await screen.findByText('Not in your cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('In your cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Not in your cart')).toBeInTheDocument();
  });

  it('survives a reload: a new client built from localStorage reads the same cart', async () => {
    const { result } = await renderCart();
    await act(() => result.current.add(CHAIR));
    await act(() => result.current.add(LAMP));
    await act(() => result.current.setQuantity('1', 4));

    // A fresh module graph stands in for a new page load: the cart variable starts from the saved state.
    vi.resetModules();
    const fresh = await import('../../app/local-state');
    const { CART_QUERY: freshCartQuery } = await import('./cart-documents');
    const client = new ApolloClient({
      link: ApolloLink.empty(),
      cache: createCache(fresh.localTypePolicies),
      localState: new LocalState({ resolvers: fresh.localResolvers }),
    });
    const { data } = await client.query({ query: freshCartQuery });

    expect(data?.cart.items.map((item) => [item.productId, item.quantity, item.price])).toEqual([
      ['2', 1, 300_000],
      ['1', 4, 1_250_000],
    ]);
    expect(data?.cart.count).toBe(2);
  });

  it('still shows the cart after the store is cleared at logout', async () => {
    const { result } = renderHook(() => ({ cart: useCart(), client: useApolloClient() }), { wrapper });
    await waitFor(() => expect(result.current.cart.loading).toBe(false));
    await act(() => result.current.cart.add(CHAIR));
    await act(() => result.current.client.clearStore());
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    expect(result.current.cart.items[0]?.productId).toBe('1');
    await act(() => result.current.cart.add(LAMP));
    await waitFor(() => expect(result.current.cart.count).toBe(2));
  });

  it('removes and clears, and saves every change under persist:spectrum', async () => {
    const { result } = await renderCart();
    await act(() => result.current.add(CHAIR));
    await act(() => result.current.add(LAMP));
    await act(() => result.current.remove('2'));
    expect(result.current.items.map((item) => item.productId)).toEqual(['1']);
    expect(JSON.parse(localStorage.getItem('persist:spectrum') ?? '{}').cart).toEqual([
      expect.objectContaining({ productId: '1', quantity: 2, price: 1_250_000 }),
    ]);

    await act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem('persist:spectrum') ?? '{}').cart).toEqual([]);
  });
});
