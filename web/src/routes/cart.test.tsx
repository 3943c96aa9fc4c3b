import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressBookMock } from '../test/test-addresses';
import { cartPageMock, checkoutPageMock, line, savedCart, seedCart, type TestSellerOffer } from '../test/test-cart';
import { renderApp, signIn } from '../test/render-app';
import { SHIPMENT_UNAVAILABLE_HINT } from '../features/checkout/shipment-options';

const CHAIR = line('1', 'Oak Chair', 1_250_000, 2, 5);
const LAMP = line('2', 'Brass Lamp', 300_000, 1, 3);

/** The amount shown beside a label of the Cart Total panel. */
function amount(label: string): string {
  const term = within(screen.getByRole('region', { name: 'Cart Total' })).getByText(label);
  return term.closest('dl')?.querySelector('dd')?.textContent ?? '';
}

const OAK: TestSellerOffer = {
  storeName: 'Oak & Co',
  flatRate: 20_000,
  freeShipping: 'Oak & Co ships free from a subtotal of Rp 5,000,000.',
  localPickUp: { address: 'Jl. Kayu 1, Jepara' },
};
const LAMP_HOUSE: TestSellerOffer = {
  storeName: 'Lamp House',
  flatRate: 15_000,
  freeShipping: 0,
  localPickUp: 'Lamp House does not offer Local Pick Up.',
};
/** The chair from Oak & Co, the lamp from Lamp House. */
const TWO_SELLERS = { sellers: [OAK, LAMP_HOUSE], sellerOf: { '1': 0, '2': 1 } };

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

beforeEach(() => {
  sessionStorage.clear();
  signIn(ROLES.customer);
});

describe('cart page', () => {
  it('says the cart is empty', async () => {
    await renderApp('/cart', { mocks: [cartPageMock([])] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/product');
  });

  it('lists the lines newest first with price, quantity, subtotal and the 10% total', async () => {
    seedCart([LAMP, CHAIR]);
    await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR])] });

    const rows = await screen.findAllByRole('listitem', { name: /Oak Chair|Brass Lamp/ });
    expect(rows.map((entry) => entry.getAttribute('aria-label'))).toEqual(['Brass Lamp', 'Oak Chair']);
    expect(within(row('Oak Chair')).getByRole('status', { name: 'Quantity of Oak Chair' })).toHaveTextContent('2');
    expect((await within(row('Oak Chair')).findAllByText('Rp 2,500,000')).length).toBeGreaterThan(0);
    expect(amount('Sub Total')).toBe('Rp 2,800,000');
    expect(amount('Tax (10%)')).toBe('Rp 280,000');
    expect(amount('Total Price')).toBe('Rp 3,080,000');
    expect(await screen.findByRole('radio', { name: 'Local Pick Up' })).toBeInTheDocument();
  });

  it('changes quantities with the server pricing each one and stops the plus at the stock', async () => {
    const lampAt = (quantity: number) => line('2', 'Brass Lamp', 300_000, quantity, 3);
    seedCart([lampAt(2)]);
    const { user } = await renderApp('/cart', {
      mocks: [cartPageMock([lampAt(2)]), cartPageMock([lampAt(3)]), cartPageMock([lampAt(2)])],
    });
    const lamp = await screen.findByRole('listitem', { name: 'Brass Lamp' });
    const quantity = within(lamp).getByRole('status', { name: 'Quantity of Brass Lamp' });
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 600,000'));

    await user.click(within(lamp).getByRole('button', { name: 'Increase quantity of Brass Lamp' }));
    await waitFor(() => expect(quantity).toHaveTextContent('3'));
    expect(within(lamp).getByRole('button', { name: 'Increase quantity of Brass Lamp' })).toBeDisabled();
    expect(within(lamp).getByText('Only 3 in stock')).toBeInTheDocument();
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 900,000'));
    expect(amount('Total Price')).toBe('Rp 990,000');

    await user.click(within(lamp).getByRole('button', { name: 'Decrease quantity of Brass Lamp' }));
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 600,000'));
    expect(quantity).toHaveTextContent('2');
    expect(savedCart()).toEqual([expect.objectContaining({ productId: '2', quantity: 2 })]);
  });

  it('removes a line brought to 0 and prices the rest without it', async () => {
    const lampAtOne = line('2', 'Brass Lamp', 300_000, 1, 3);
    seedCart([lampAtOne, CHAIR]);
    const { user } = await renderApp('/cart', { mocks: [cartPageMock([lampAtOne, CHAIR]), cartPageMock([CHAIR])] });
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 2,800,000'));

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Brass Lamp' }));
    expect(await screen.findByText('Brass Lamp deleted from cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Brass Lamp' })).not.toBeInTheDocument();
    expect(savedCart().map((entry) => [entry.productId, entry.quantity])).toEqual([['1', 2]]);
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 2,500,000'));
    expect(amount('Total Price')).toBe('Rp 2,750,000');
    expect(screen.getByRole('button', { name: 'Procced To Check Out' })).toBeEnabled();
  });

  it('empties the cart when its last line is brought to 0', async () => {
    const lampAtOne = line('2', 'Brass Lamp', 300_000, 1, 3);
    seedCart([lampAtOne]);
    const { user } = await renderApp('/cart', { mocks: [cartPageMock([lampAtOne]), cartPageMock([])] });
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 300,000'));

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Brass Lamp' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(savedCart()).toEqual([]);
  });

  it('removes a line with a toast', async () => {
    seedCart([LAMP, CHAIR]);
    const { user } = await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR]), cartPageMock([CHAIR])] });
    await user.click(await screen.findByRole('button', { name: 'Remove Brass Lamp from cart' }));

    expect(await screen.findByText('Brass Lamp deleted from cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Brass Lamp' })).not.toBeInTheDocument();
    expect(savedCart().map((entry) => entry.productId)).toEqual(['1']);
  });

  it('clears the cart after the confirmation', async () => {
    seedCart([LAMP, CHAIR]);
    const { user } = await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR]), cartPageMock([])] });
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.clearCartConfirm)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Oak Chair' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.cartCleared)).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(savedCart()).toEqual([]);
  });

  it('takes the server price when it changed and says so', async () => {
    seedCart([LAMP, CHAIR]);
    await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR], { '1': { price: 1_100_000 } })] });

    expect(
      await screen.findByText(/The price of Oak Chair changed from Rp 1,250,000 to Rp 1,100,000/),
    ).toBeInTheDocument();
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 2,500,000'));
    expect(within(row('Oak Chair')).getAllByText('Rp 1,100,000').length).toBeGreaterThan(0);
    // The quote is read beside the cart, never written into it: the cart keeps the price it was added at.
    expect(savedCart().find((entry) => entry.productId === '1')).toMatchObject({ price: 1_250_000, quantity: 2 });
    expect(screen.getByRole('button', { name: 'Procced To Check Out' })).toBeEnabled();
  });

  it('warns about short stock and blocks checkout until the quantity fits', async () => {
    seedCart([LAMP, CHAIR]);
    const chairFits = line('1', 'Oak Chair', 1_250_000, 1, 1);
    const { user } = await renderApp('/cart', {
      mocks: [cartPageMock([LAMP, CHAIR], { '1': { stock: 1 } }), cartPageMock([LAMP, chairFits])],
    });

    expect(await screen.findByText(/Only 1 left of Oak Chair \(you asked for 2\)/)).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Procced To Check Out' });
    expect(checkout).toBeDisabled();
    expect(screen.getByText('Fix the quantities marked above to check out.')).toBeInTheDocument();
    expect(within(row('Oak Chair')).queryByText('Rp 2,500,000')).not.toBeInTheDocument();
    expect(amount('Sub Total')).toBe('Rp 300,000');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Oak Chair' }));
    await waitFor(() => expect(checkout).toBeEnabled());
    expect(screen.queryByText(/Only 1 left of Oak Chair/)).not.toBeInTheDocument();
    expect(amount('Sub Total')).toBe('Rp 1,550,000');
  });

  it('re-prices the lines on Update Cart', async () => {
    seedCart([LAMP, CHAIR]);
    const { user } = await renderApp('/cart', {
      mocks: [cartPageMock([LAMP, CHAIR]), cartPageMock([LAMP, CHAIR], { '1': { price: 1_000_000 } })],
    });
    // Update Cart shows a spinner (and has no name) while the opening quote is in flight.
    await screen.findByRole('radio', { name: 'Local Pick Up' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Cart' })).toBeEnabled());
    expect(amount('Sub Total')).toBe('Rp 2,800,000');

    await user.click(screen.getByRole('button', { name: 'Update Cart' }));
    expect(await screen.findByText(/The price of Oak Chair changed/)).toBeInTheDocument();
    await waitFor(() => expect(amount('Sub Total')).toBe('Rp 2,300,000'));
  });

  it('shows a product the server no longer sells as unavailable and keeps it out of the total', async () => {
    seedCart([LAMP, CHAIR]);
    await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR], { '2': { productName: '', stock: 0 } })] });

    expect(await screen.findByText(/Brass Lamp is sold out or no longer available/)).toBeInTheDocument();
    expect(within(row('Brass Lamp')).getAllByText('—').length).toBeGreaterThan(0);
    expect(amount('Sub Total')).toBe('Rp 2,500,000');
    expect(amount('Tax (10%)')).toBe('Rp 250,000');
    expect(amount('Total Price')).toBe('Rp 2,750,000');
    expect(screen.getByRole('button', { name: 'Procced To Check Out' })).toBeDisabled();
  });

  it('goes to checkout with the chosen shipment remembered', async () => {
    seedCart([CHAIR]);
    const { user, router } = await renderApp('/cart', {
      mocks: [
        cartPageMock([CHAIR]),
        cartPageMock([CHAIR], {}, { shipmentId: '2' }),
        checkoutPageMock([CHAIR], {}, { shipmentId: '2' }),
        addressBookMock(),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Free shipping' }));
    // The cart is priced again for the new choice before it can be checked out.
    const proceed = screen.getByRole('button', { name: 'Procced To Check Out' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await user.click(proceed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(sessionStorage.getItem('spectrum:shipment')).toBe('2');
  });

  it("shows each seller's shipping cost and charges the quote's total with it", async () => {
    seedCart([LAMP, CHAIR]);
    await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR], {}, TWO_SELLERS)] });

    expect(await screen.findByText('Oak & Co: Rp 20,000')).toBeInTheDocument();
    expect(screen.getByText('Lamp House: Rp 15,000')).toBeInTheDocument();
    expect(amount('Shipping fee')).toBe('Rp 35,000');
    expect(amount('Total Price')).toBe('Rp 3,115,000');
    expect(screen.getByRole('radio', { name: 'Flat Rate' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Procced To Check Out' })).toBeEnabled();
  });

  it('cannot pick a choice a seller does not offer, and says why', async () => {
    seedCart([LAMP, CHAIR]);
    const { user } = await renderApp('/cart', { mocks: [cartPageMock([LAMP, CHAIR], {}, TWO_SELLERS)] });

    const free = await screen.findByRole('radio', { name: 'Free shipping' });
    await waitFor(() => expect(free).toBeDisabled());
    expect(screen.getByRole('radio', { name: 'Local Pick Up' })).toBeDisabled();
    expect(free).toHaveAccessibleDescription('Oak & Co ships free from a subtotal of Rp 5,000,000.');
    expect(screen.getByText('Lamp House does not offer Local Pick Up.')).toBeInTheDocument();
    await user.click(free);
    expect(screen.getByRole('radio', { name: 'Flat Rate' })).toBeChecked();
    expect(sessionStorage.getItem('spectrum:shipment')).toBeNull();
  });

  it('shows the pickup address for Local Pick Up and prices the cart with it', async () => {
    seedCart([CHAIR]);
    const oakOnly = { sellers: [OAK] };
    const { user } = await renderApp('/cart', {
      mocks: [cartPageMock([CHAIR], {}, oakOnly), cartPageMock([CHAIR], {}, { ...oakOnly, shipmentId: '3' })],
    });
    expect(await screen.findByText('Pick up at Jl. Kayu 1, Jepara')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Flat Rate' })).toHaveAccessibleDescription('Rp 20,000');
    expect(amount('Shipping fee')).toBe('Rp 20,000');

    await user.click(screen.getByRole('radio', { name: 'Local Pick Up' }));
    await waitFor(() => expect(amount('Shipping fee')).toBe('Rp 0'));
    expect(amount('Total Price')).toBe('Rp 2,750,000');
  });

  it('blocks checkout while the remembered choice is one a seller does not offer', async () => {
    sessionStorage.setItem('spectrum:shipment', '3');
    seedCart([CHAIR]);
    await renderApp('/cart', { mocks: [cartPageMock([CHAIR], {}, { shipmentId: '3' })] });

    const pickUp = await screen.findByRole('radio', { name: 'Local Pick Up' });
    await waitFor(() => expect(pickUp).toBeDisabled());
    expect(pickUp).toBeChecked();
    expect(screen.getAllByText(SHIPMENT_UNAVAILABLE_HINT).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Procced To Check Out' })).toBeDisabled();
  });
});
