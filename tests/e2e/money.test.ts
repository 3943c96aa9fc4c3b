import { API_MESSAGES, MESSAGES } from '@spectrum/shared/messages';
import { taxOf } from '@spectrum/shared/rules/tax';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiLogin,
  createAccount,
  CUSTOMER,
  SELLER,
  signedInPage,
  signInWithStoredSession,
  storeApi,
  type Account,
} from './support/accounts';
import { DESKTOP, expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';
import { checkOutFromCart } from './support/checkout';
import { productPhotos } from './support/images';
import { amountAfterLabel, rupiah } from './support/money';
import { listProduct, stockOf, type ListedProduct } from './support/products';
import { startStack, type RunningStack } from './support/stack';

useBrowser();

const photos = await productPhotos(2);

const FLAT_RATE_FEE = 20_000;
const TRACKING_NUMBER = 'JNE-0123456789';

/** Puts one of each product in the cart from its page and checks out with the default Flat Rate; the order's id. */
async function orderThroughCheckout(page: Page, products: readonly ListedProduct[]): Promise<string> {
  for (const product of products) {
    await page.goto(`/product/detail/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expectToast(page, `${product.product_name} added to cart`);
  }
  await page.goto('/cart');
  const receipt = await checkOutFromCart(page);
  const name = (await receipt.getAttribute('aria-label')) ?? '';
  return name.replace('Order #', '');
}

/** A seller's My Order row for one product. */
function sellerRow(page: Page, productName: string) {
  return page.getByRole('table', { name: 'My Order' }).getByRole('row').filter({ hasText: productName });
}

/** The amount the row shows after a word, e.g. "Refunded Rp 132,000". */
async function amountAfter(row: ReturnType<typeof sellerRow>, word: string): Promise<number> {
  return rupiah(await row.getByText(new RegExp(`^${word} Rp`)).innerText());
}

describe('money that adds up', () => {
  it('two sellers, one order: the customer pays, one line ships with a tracking number, the other is refunded', async () => {
    const tag = Date.now().toString(36);
    const benchSeller = await createAccount(SELLER);
    const lampSeller = await createAccount(SELLER);
    const bench = await listProduct(await apiLogin(benchSeller), {
      name: `Teak Bench ${tag}`,
      price: 100_000,
      stock: 5,
      photo: photos.files[0]!,
    });
    const lamp = await listProduct(await apiLogin(lampSeller), {
      name: `Arc Lamp ${tag}`,
      price: 120_000,
      stock: 5,
      photo: photos.files[1]!,
    });

    // The bench's seller charges a flat fee, set in the seller centre; a negative one is refused first.
    const benchShop = await signedInPage(benchSeller, { viewport: DESKTOP });
    await benchShop.goto('/profile/seller/order');
    await benchShop.getByRole('navigation', { name: 'Seller centre' }).getByRole('link', { name: 'Shipping' }).click();
    await expectPath(benchShop, '/profile/seller/shipping');
    const shipping = benchShop.getByRole('form', { name: 'Shipping' });
    const fee = shipping.getByRole('textbox', { name: 'Fee per order (Rp)' });
    await fee.fill('-5000');
    await shipping.getByRole('button', { name: 'Save shipping' }).click();
    await shipping.getByText('The Flat Rate fee must not be negative.').waitFor();
    await fee.fill(String(FLAT_RATE_FEE));
    await shipping.getByText('Offer Local Pick Up', { exact: true }).click();
    await shipping.getByRole('textbox', { name: 'Pickup address' }).fill('Jl. Kayu 1, Jepara');
    await shipping.getByRole('button', { name: 'Save shipping' }).click();
    await expectToast(benchShop, MESSAGES.shippingSaved);
    await benchShop.evaluate('window.scrollTo(0, 0)');
    await screenshot(benchShop, 'money-seller-shipping');
    expect(
      (await storeApi('GET', '/transactions/shipping-offer', { token: (await apiLogin(benchSeller)).token })).data,
    ).toMatchObject({ flat_rate_fee: FLAT_RATE_FEE, pickup_address: 'Jl. Kayu 1, Jepara' });

    // The customer orders from both, and the order waits for the transfer.
    const customer = await signedInPage(await createAccount(CUSTOMER), { viewport: DESKTOP });
    const orderId = await orderThroughCheckout(customer, [bench, lamp]);
    const charged = 100_000 + 120_000 + taxOf(100_000) + taxOf(120_000) + FLAT_RATE_FEE;
    await customer.goto(`/order-track/${orderId}`);
    const instructions = customer.getByRole('region', { name: 'Payment instructions' });
    await instructions.getByText(/^Transfer exactly/).waitFor();
    expect(await instructions.locator('strong').first().innerText()).toBe(`Rp ${charged.toLocaleString('en-US')}`);
    expect(await instructions.getByTestId('virtual-account').innerText()).toMatch(/^\d{16}$/);
    const order = customer.getByRole('article', { name: `Order #${orderId}` });
    expect(await amountAfterLabel(order, 'Due')).toBe(charged);
    await screenshot(customer, 'money-order-unpaid');

    // The seller sees the unpaid line but cannot process it yet.
    await benchShop.goto('/profile/seller/order');
    const benchRow = sellerRow(benchShop, bench.product_name);
    await benchRow.getByText('Not paid yet', { exact: true }).waitFor();
    expect(await benchRow.getByRole('button', { name: /^Mark Processed/ }).isDisabled()).toBe(true);
    await benchRow.getByText(API_MESSAGES.orderNotPaid).waitFor();
    await screenshot(benchShop, 'money-seller-unpaid');

    // The customer pays with the development provider.
    await customer.getByRole('button', { name: 'Simulate payment' }).click();
    await expectToast(customer, MESSAGES.paymentReceived);
    await instructions.waitFor({ state: 'detached' });
    await order.getByText('Due').waitFor({ state: 'detached' });

    // The bench's seller processes the line and sends it with a tracking number.
    await benchShop.reload();
    await benchRow.getByText('Paid', { exact: true }).waitFor();
    await benchRow.getByRole('button', { name: /^Mark Processed/ }).click();
    await expectToast(benchShop, `Order #${orderId} (${bench.product_name}) is now Processed`);
    await benchRow.getByRole('button', { name: /^Mark Sent/ }).click();
    const question = benchShop.getByRole('alertdialog');
    await question.getByRole('textbox', { name: 'Tracking number (optional)' }).fill(TRACKING_NUMBER);
    await screenshot(benchShop, 'money-seller-tracking-number');
    await question.getByRole('button', { name: 'Yes' }).click();
    await question.waitFor({ state: 'detached' });
    await expectToast(benchShop, `Order #${orderId} (${bench.product_name}) is now Sent`);
    await benchRow.getByText(`Tracking number: ${TRACKING_NUMBER}`).waitFor();
    await screenshot(benchShop, 'money-seller-sent');

    // The customer cancels the lamp, which its seller had not touched; it is refunded with its tax.
    await customer.reload();
    await customer.getByRole('button', { name: `Cancel ${lamp.product_name}` }).click();
    await customer.getByRole('button', { name: 'Yes, cancel' }).click();
    await expectToast(customer, MESSAGES.lineCancelled);
    const lampRefund = 120_000 + taxOf(120_000);
    await expect.poll(() => amountAfterLabel(order, 'Refunded')).toBe(lampRefund);
    await order.getByText(`Tracking number: ${TRACKING_NUMBER}`).waitFor();
    await screenshot(customer, 'money-order-paid-refunded');
    expect(await stockOf(lamp.id)).toBe(5);
    expect(await stockOf(bench.id)).toBe(4);

    // The lamp's seller sees the same refund; the bench's line was not refunded.
    const lampShop = await signedInPage(lampSeller, { viewport: DESKTOP });
    await lampShop.goto('/profile/seller/order');
    const lampRow = sellerRow(lampShop, lamp.product_name);
    await lampRow.getByText('Order Cancel', { exact: true }).waitFor();
    expect(await amountAfter(lampRow, 'Refunded')).toBe(lampRefund);
    await screenshot(lampShop, 'money-seller-refunded');
    await benchShop.reload();
    await benchRow.getByText('Sent', { exact: true }).waitFor();
    expect(await benchRow.getByText(/^Refunded Rp/).count()).toBe(0);

    // The order tracking list tells the customer the same.
    await customer.goto('/order-track');
    const listed = customer.getByRole('article', { name: `Order #${orderId}` });
    await expect.poll(() => amountAfterLabel(listed, 'Refunded')).toBe(lampRefund);
    expect(await amountAfterLabel(listed, 'Total')).toBe(charged);
  });
});

describe('an unpaid order past its deadline', () => {
  const deadlineSeconds = 15;
  let store: RunningStack;
  beforeAll(async () => {
    store = await startStack({
      webDist: inject('webDist'),
      env: { PAYMENT_DEADLINE_SECONDS: String(deadlineSeconds), PAYMENT_SWEEP_SECONDS: '1' },
      logName: 'stack-payment-deadline.log',
    });
  });
  afterAll(() => store?.stop());

  it('expires by itself: the lines are cancelled, both sides are told, the stock comes back', async () => {
    const { apiUrl, baseUrl } = store;
    const seller: Account = await createAccount(SELLER, 'seller', apiUrl);
    const stool = await listProduct(
      await apiLogin(seller, apiUrl),
      { name: `Oak Stool ${Date.now().toString(36)}`, price: 250_000, stock: 4, photo: photos.files[0]! },
      apiUrl,
    );
    const customerAccount = await createAccount(CUSTOMER, 'customer', apiUrl);
    const customer = await newPage({ viewport: DESKTOP, baseUrl });
    const session = await signInWithStoredSession(customer, customerAccount, apiUrl);
    // Placed through the API: the first journey covers the checkout, and this deadline is short.
    const { data: placed } = await storeApi<{ id: number }>('POST', '/transactions/new', {
      apiUrl,
      token: session.token,
      body: {
        productList: [{ productId: stool.id, qty: 3 }],
        payment_id: 1,
        shipment_id: 1,
        receiver_name: 'Ana Putri',
        address: 'Jl. Melati 7, Bandung',
        phone: '+62 812 3456 7890',
      },
    });
    expect(await stockOf(stool.id, apiUrl)).toBe(1);

    await customer.goto(`/order-track/${placed.id}`);
    const order = customer.getByRole('article', { name: `Order #${placed.id}` });
    await order.waitFor();
    const expired = order.getByText('Not paid by its deadline: cancelled, nothing was charged.');
    await expect
      .poll(
        async () => {
          await customer.reload();
          return expired.isVisible();
        },
        { timeout: (deadlineSeconds + 20) * 1000, interval: 2_000 },
      )
      .toBe(true);
    await customer.getByRole('region', { name: 'Payment instructions' }).waitFor({ state: 'detached' });
    await order.getByText('Order Cancel', { exact: true }).first().waitFor();
    const history = customer.getByRole('region', { name: `Status history of ${stool.product_name}` });
    const cancelled = history.getByRole('listitem').filter({ hasText: /^Order Cancel/ });
    await cancelled.getByText(/Not paid by the payment deadline/).waitFor();
    expect(await cancelled.getByText(/by you/).count()).toBe(0);
    await screenshot(customer, 'money-order-expired');
    expect(await stockOf(stool.id, apiUrl)).toBe(4);

    // The seller sees the line cancelled and is told why.
    const shop = await signedInPage(seller, { viewport: DESKTOP, baseUrl, apiUrl });
    await shop.goto('/profile/seller/order');
    const row = sellerRow(shop, stool.product_name);
    await row.getByText('Order Cancel', { exact: true }).waitFor();
    await row.getByText('Expired unpaid').waitFor();
    await shop.goto('/notification');
    await shop
      .getByRole('list', { name: 'Notifications' })
      .getByText(new RegExp(`order #${placed.id}`))
      .first()
      .waitFor();
    await screenshot(shop, 'money-seller-expired');
  });
});
