import type { Locator, Page } from 'playwright-core';
import { expectPath, expectToast } from './browser';

/**
 * From the cart page: on to checkout, Sari's delivery with the first payment choice and the default shipping,
 * Check Out; the receipt of the order placed.
 */
export async function checkOutFromCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Procced To Check Out' }).click();
  await expectPath(page, '/cart/checkout');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Receiver name').fill('Sari Wulandari');
  await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Jl. Dago 88, Bandung');
  await checkout.getByLabel('Phone').fill('812 5550 1234');
  await checkout.getByLabel('Payment').selectOption({ index: 1 });
  await checkout.getByRole('button', { name: 'Check Out', exact: true }).click();
  await expectToast(page, 'Transaction created');
  return page.getByRole('article', { name: /^Order #\d+$/ });
}
