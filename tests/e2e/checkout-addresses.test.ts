import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, createAccount, CUSTOMER, SELLER, signedInPage, storeApi, type ApiSession } from './support/accounts';
import { DESKTOP, expectToast, MOBILE, screenshot, useBrowser } from './support/browser';
import { productPhotos } from './support/images';
import { amountAfterLabel } from './support/money';
import { listProduct, type ListedProduct } from './support/products';
import { runStore } from './support/run-store';

useBrowser();

const photos = await productPhotos(1);

/** A seller with a store name and their shipping offers, set through the store API. */
async function sellerWithOffers(
  storeName: string,
  offers: { flat_rate_fee: number | null; free_shipping_min: number | null; pickup_address: string | null },
): Promise<ApiSession> {
  const seller = await apiLogin(await createAccount(SELLER));
  const form = new FormData();
  form.append('store_name', storeName);
  const edited = await fetch(`${runStore().apiUrl}/users/profile/edit`, {
    method: 'PATCH',
    headers: { 'x-access-token': seller.token },
    body: form,
  });
  if (!edited.ok) throw new Error(`PATCH /users/profile/edit answered ${edited.status}`);
  await storeApi('PUT', '/transactions/shipping-offer', { body: offers, token: seller.token });
  return seller;
}

async function addToCart(page: Page, product: ListedProduct): Promise<void> {
  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectToast(page, `${product.product_name} added to cart`);
}

describe('checkout with shipping per seller and the address book', () => {
  it('prices each seller’s shipping, refuses what a seller does not offer, and pre-fills the saved address', async () => {
    const oak = await sellerWithOffers('Oak Workshop', {
      flat_rate_fee: 20_000,
      free_shipping_min: null,
      pickup_address: 'Jl. Kayu 1, Jepara',
    });
    const lamps = await sellerWithOffers('Lamp House', {
      flat_rate_fee: 15_000,
      free_shipping_min: 0,
      pickup_address: null,
    });
    const chair = await listProduct(oak, {
      name: `Oak chair ${Date.now().toString(36)}`,
      price: 1_250_000,
      stock: 10,
      photo: photos.files[0]!,
    });
    const lamp = await listProduct(lamps, {
      name: `Brass lamp ${Date.now().toString(36)}`,
      price: 300_000,
      stock: 10,
      photo: photos.files[0]!,
    });
    const account = await createAccount(CUSTOMER);
    const customer = await apiLogin(account);
    await storeApi('POST', '/addresses', {
      body: { receiver_name: 'Ayu Lestari', phone: '0812 3456 7890', address: 'Jl. Merdeka 10, Bandung' },
      token: customer.token,
    });

    const page = await signedInPage(account, { viewport: DESKTOP });
    await addToCart(page, chair);
    await addToCart(page, lamp);

    // The cart: each seller's Flat Rate fee, and the choices one of them does not offer cannot be picked.
    await page.goto('/cart');
    const panel = page.getByRole('region', { name: 'Cart Total' });
    await panel.getByText('Oak Workshop: Rp 20,000').waitFor();
    await panel.getByText('Lamp House: Rp 15,000').waitFor();
    expect(await amountAfterLabel(panel, 'Shipping fee')).toBe(35_000);
    expect(await amountAfterLabel(panel, 'Total Price')).toBe(1_550_000 + 155_000 + 35_000);
    expect(await panel.getByRole('radio', { name: 'Free shipping' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'Local Pick Up' }).isDisabled()).toBe(true);
    await panel.getByText('Oak Workshop does not offer Free shipping.').waitFor();
    await panel.getByText('Lamp House does not offer Local Pick Up.').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-addresses-cart-desktop');

    // Checkout: the saved address is filled in, and the total is the quote's, shipping included.
    await page.getByRole('button', { name: 'Procced To Check Out' }).click();
    const receiver = page.getByRole('textbox', { name: 'Receiver name' });
    await expect.poll(() => receiver.inputValue()).toBe('Ayu Lestari');
    expect(await page.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('81234567890');
    const summary = page.getByRole('region', { name: 'Your Order' });
    await expect.poll(() => amountAfterLabel(summary, 'Total')).toBe(1_740_000);
    await page.getByRole('heading', { name: 'Self Information' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-addresses-checkout-desktop');

    // A new address, saved with the order.
    await page.getByRole('combobox', { name: 'Saved address' }).selectOption({ label: 'A new address' });
    await receiver.fill('Budi Santoso');
    await page.getByRole('textbox', { name: 'Address' }).fill('Jl. Sudirman 5, Jakarta');
    await page.getByRole('textbox', { name: 'Phone' }).fill('811 222 333');
    await page.getByText('Save this address').click();
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
    await expectToast(page, 'The address was saved');
    const { data: book } = await storeApi<{ receiver_name: string; is_default: boolean }[]>('GET', '/addresses', {
      token: customer.token,
    });
    expect(book.map((entry) => [entry.receiver_name, entry.is_default])).toEqual([
      ['Ayu Lestari', true],
      ['Budi Santoso', false],
    ]);

    // The profile's address book lists both.
    await page.goto('/profile/customer');
    const saved = page.getByRole('list', { name: 'Saved addresses' });
    await saved.getByRole('listitem', { name: 'Budi Santoso' }).waitFor();
    await page.getByRole('heading', { name: 'Address book' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-addresses-profile-desktop');

    const phone = await signedInPage(account, { viewport: MOBILE });
    await addToCart(phone, chair);
    await phone.goto('/cart');
    const phonePanel = phone.getByRole('region', { name: 'Cart Total' });
    await phonePanel.getByText('Rp 20,000').first().waitFor();
    await phonePanel.getByRole('radio', { name: 'Local Pick Up' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'checkout-addresses-cart-phone');
    await phone.goto('/cart/checkout');
    await expect.poll(() => phone.getByRole('textbox', { name: 'Receiver name' }).inputValue()).toBe('Ayu Lestari');
    await screenshot(phone, 'checkout-addresses-checkout-phone');
    await phone
      .getByRole('region', { name: 'Your Order' })
      .getByText('Pick up at Jl. Kayu 1, Jepara')
      .scrollIntoViewIfNeeded();
    await screenshot(phone, 'checkout-addresses-checkout-phone-summary');
    await phone.goto('/profile/customer');
    await phone.getByRole('list', { name: 'Saved addresses' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'checkout-addresses-profile-phone');
  });
});
