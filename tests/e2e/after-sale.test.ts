import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, createAccount, CUSTOMER, SELLER, signedInPage } from './support/accounts';
import { DESKTOP, expectPath, expectToast, screenshot, useBrowser } from './support/browser';
import { productPhotos } from './support/images';
import { checkOutFromCart } from './support/checkout';
import { amountAfterLabel } from './support/money';
import { listProduct, stockOf } from './support/products';

useBrowser();

const photos = await productPhotos(1);

/** Opens the user menu and reads its unread badge ("3 unread") once the count is in; 0 when it shows none. */
async function unreadInUserMenu(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  // The entry is busy while the count is still being asked: reading it then would see "none" too early.
  const notifications = menu
    .getByRole('menuitem', { name: /^Notification/ })
    .and(page.locator(':not([aria-busy="true"])'));
  await notifications.waitFor();
  // Messages has an unread badge of its own: count only the one on Notification.
  const badge = notifications.getByLabel(/^\d+ unread$/);
  const unread = (await badge.count()) ? Number((await badge.getAttribute('aria-label'))!.split(' ')[0]) : 0;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return unread;
}

describe('after the first sale', () => {
  it('the seller edits price and stock and restocks, the cart follows; the shopper cancels and the seller hears of it', async () => {
    const sellerAccount = await createAccount(SELLER);
    const productName = `Rattan Stool ${Date.now().toString(36)}`;
    const product = await listProduct(await apiLogin(sellerAccount), {
      name: productName,
      price: 800_000,
      stock: 3,
      photo: photos.files[0]!,
    });

    // A shopper puts one in the cart at the first price.
    const shopperAccount = await createAccount(CUSTOMER);
    const shopper = await signedInPage(shopperAccount, { viewport: DESKTOP });
    await shopper.goto(`/product/detail/${product.id}`);
    await shopper.getByRole('heading', { level: 1, name: productName }).waitFor();
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expectToast(shopper, `${productName} added to cart`);
    await shopper.goto('/cart');
    const totals = shopper.getByRole('region', { name: 'Cart Total' });
    await expect.poll(() => amountAfterLabel(totals, 'Sub Total')).toBe(800_000);

    // The seller raises the price and, having sold the last units elsewhere, sets the stock to 0.
    const seller = await signedInPage(sellerAccount, { viewport: DESKTOP });
    await seller.goto('/profile/seller/product');
    await seller.getByRole('link', { name: `Edit ${productName}` }).click();
    await expectPath(seller, `/profile/seller/product/${product.id}/edit`);
    const form = seller.getByRole('form');
    const price = form.getByLabel('Unit Price (Rp)');
    await expect.poll(() => price.inputValue()).toMatch(/^800[.,]?000$/);
    await price.fill('950000');
    await form.getByLabel('Unit Stock').fill('0');
    await screenshot(seller, 'after-sale-edit-product');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(seller, 'Product saved');
    await expectPath(seller, '/profile/seller/product');
    expect(await stockOf(product.id)).toBe(0);

    // Sold out: the row offers Restock.
    await seller.getByRole('button', { name: `Restock ${productName}` }).click();
    const restock = seller.getByRole('dialog', { name: `Restock ${productName}` });
    await restock.getByLabel('New stock').fill('5');
    await restock.getByRole('button', { name: 'Restock', exact: true }).click();
    await restock.waitFor({ state: 'hidden' });
    await seller.getByRole('button', { name: `Restock ${productName}` }).waitFor({ state: 'detached' });
    expect(await stockOf(product.id)).toBe(5);

    // The shopper's cart is priced by the store: the new price, the same on the cart page and at checkout.
    await shopper.reload();
    await expect.poll(() => amountAfterLabel(totals, 'Sub Total')).toBe(950_000);
    const cartTotal = await amountAfterLabel(totals, 'Total Price');
    await screenshot(shopper, 'after-sale-cart-new-price');
    const receipt = await checkOutFromCart(shopper);
    await shopper.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
    // The order is placed at the total the cart page showed.
    expect(await amountAfterLabel(receipt, 'Total')).toBe(cartTotal);
    expect(await stockOf(product.id)).toBe(4);

    // The seller has a new-order notification waiting.
    await seller.goto('/profile/seller/order');
    await seller.getByRole('table', { name: 'My Order' }).getByRole('row').filter({ hasText: productName }).waitFor();
    expect(await unreadInUserMenu(seller)).toBeGreaterThanOrEqual(1);

    // The shopper changes their mind from the order's detail page.
    await shopper.goto('/order-track');
    const order = shopper.getByRole('article').filter({ hasText: productName });
    await order.getByRole('link', { name: /^Details of order #\d+$/ }).click();
    await shopper.waitForURL((url) => /^\/order-track\/\d+$/.test(url.pathname));
    await shopper.getByRole('button', { name: `Cancel ${productName}` }).click();
    await shopper.getByRole('button', { name: 'Yes, cancel' }).click();
    await expectToast(shopper, 'Order line cancelled');
    const history = shopper.getByRole('region', { name: `Status history of ${productName}` });
    await history.getByText('Order Cancel').first().waitFor();
    await screenshot(shopper, 'after-sale-order-detail');
    expect(await stockOf(product.id)).toBe(5);

    // The seller sees the cancellation in My Order and in the notifications, which opening marks read.
    await seller.goto('/profile/seller/order');
    const row = seller.getByRole('table', { name: 'My Order' }).getByRole('row').filter({ hasText: productName });
    await row.getByText('Order Cancel', { exact: true }).waitFor();
    await seller.goto('/notification');
    const notifications = seller.getByRole('list', { name: 'Notifications' });
    await notifications
      .getByText(new RegExp(`^The customer cancelled 1 × ${productName} \\(order #\\d+\\)\\.$`))
      .waitFor();
    await notifications.getByText(new RegExp(`^New order: 1 × ${productName} \\(order #\\d+\\)\\.$`)).waitFor();
    await screenshot(seller, 'after-sale-notifications');
    await expect.poll(() => unreadInUserMenu(seller)).toBe(0);
  });
});
