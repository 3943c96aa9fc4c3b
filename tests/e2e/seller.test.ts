import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  createAccount,
  CUSTOMER,
  loginThroughUi,
  registerThroughUi,
  SELLER,
  signedInPage,
  storeApi,
} from './support/accounts';
import {
  DESKTOP,
  expectPath,
  expectToast,
  newPage,
  saveReadmeScreenshot,
  screenshot,
  useBrowser,
} from './support/browser';
import { productPhotos } from './support/images';

useBrowser();

const photos = await productPhotos(2);

/** Clicks the Edit control of a profile field and types a new value into it. */
async function editProfileField(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByRole('button', { name: `Edit ${label.toLowerCase()}` }).click();
  const control = form.getByLabel(label, { exact: true });
  expect(await control.isEditable()).toBe(true);
  await control.fill(value);
}

/** Moves an order line forward one step at a time until it reaches `target` (e.g. 'Sent'). */
async function moveLineTo(page: Page, productName: string, target: string): Promise<void> {
  const table = page.getByRole('table', { name: 'My Order' });
  const row = table.getByRole('row').filter({ hasText: productName });
  for (let step = 0; step < 3; step++) {
    const direct = row.getByRole('button', { name: `Mark ${target}` });
    if (await direct.count()) {
      await direct.click();
      // Sent and Completed cannot be undone, so My Order asks first.
      if (target === 'Sent' || target === 'Completed') {
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
        // Closed before anything looks at the page: its fading backdrop greyed the seller-orders screenshot.
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      }
      break;
    }
    const next = row.getByRole('button', { name: /^Mark / }).first();
    const label = (await next.innerText()).trim();
    await next.click();
    await row.getByRole('button', { name: label }).waitFor({ state: 'detached' });
  }
  await row.getByText(target, { exact: true }).waitFor();
}

describe('a seller', () => {
  it('registers, edits the store profile, lists a product with photos, sells it and marks it Sent', async () => {
    const page = await newPage({ viewport: DESKTOP });

    // A new seller account.
    const seller = await registerThroughUi(page, SELLER);
    await loginThroughUi(page, seller);

    // The header's Profile leads to the seller profile.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(page, '/profile/seller');

    // Display name and store name, edited and saved.
    const storeName = `Rumah Kayu ${Date.now().toString(36)}`;
    await editProfileField(page, 'Display name', 'Dewi Kartika');
    await editProfileField(page, 'Store name', storeName);
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expectToast(page, 'Congrats! Data success change');
    const profileForm = page.getByRole('form', { name: 'Profile' });
    await profileForm.getByRole('button', { name: 'Edit display name' }).waitFor();
    expect(await profileForm.getByLabel('Display name', { exact: true }).isEditable()).toBe(false);
    await page.reload();
    await profileForm.getByLabel('Store name', { exact: true }).waitFor();
    expect(await profileForm.getByLabel('Display name', { exact: true }).inputValue()).toBe('Dewi Kartika');
    expect(await profileForm.getByLabel('Store name', { exact: true }).inputValue()).toBe(storeName);
    await screenshot(page, 'seller-profile');

    // A new product with two photos.
    const productName = `Teak Bench ${Date.now().toString(36)}`;
    await page.goto('/profile/seller/selling-product');
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Add photos').setInputFiles(photos.files);
    await expect
      .poll(() => form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem').count())
      .toBeGreaterThanOrEqual(2);
    await form.getByLabel('Name').fill(productName);
    await form.getByLabel('Description').fill('A solid teak bench for the hallway, oiled by hand.');
    await form.getByLabel('Unit Price (Rp)').fill('1250000');
    await form.getByLabel('Unit Stock').fill('4');
    await form.getByText('New', { exact: true }).click();
    await form.getByRole('group', { name: 'Categories' }).getByText('Chairs', { exact: true }).click();
    await form.getByLabel('Brand').selectOption({ index: 1 });
    // The swatch's label covers its radio, as it does for a person's pointer.
    await form.locator('label[title="Armadillo"]').click();
    expect(await form.getByRole('radio', { name: 'Armadillo' }).isChecked()).toBe(true);
    await screenshot(page, 'seller-add-product');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Product added successfully');

    // It shows in the seller's own list and in the public catalogue.
    await page.goto('/profile/seller/product');
    await page.getByRole('main').getByText(productName).first().waitFor();
    await page.goto(`/product?${new URLSearchParams({ search: productName })}`);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('link').filter({ hasText: productName });
    await card.waitFor();
    await card.click();
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    const { data: detail } = await storeApi<{ images: string[] }>('GET', `/products/details/${productId}`);
    expect(detail.images).toHaveLength(2);

    // A customer buys one (through the API: the shopper journey covers the checkout screens).
    const customerAccount = await createAccount(CUSTOMER);
    const customer = await apiLogin(customerAccount);
    const placed = await storeApi<{ id: number }>('POST', '/transactions/new', {
      token: customer.token,
      body: {
        productList: [{ productId, qty: 1 }],
        payment_id: 1,
        shipment_id: 1,
        receiver_name: 'Budi Santoso',
        address: 'Jl. Malioboro 5, Yogyakarta',
        phone: '+6281234567890',
      },
    });
    // Paid with the development provider: only a paid line can be moved by its seller.
    await storeApi('POST', `/transactions/orders/${placed.data.id}/simulate-payment`, { token: customer.token });

    // The seller sees the line and sends it.
    await page.goto('/profile/seller/order');
    const row = page.getByRole('table', { name: 'My Order' }).getByRole('row').filter({ hasText: productName });
    await row.waitFor();
    await row.getByText('Get Paid', { exact: true }).waitFor();
    await moveLineTo(page, productName, 'Sent');
    await screenshot(page, 'seller-orders');

    // The customer sees it as Sent.
    const customerPage = await signedInPage(customerAccount);
    await customerPage.goto('/order-track');
    const order = customerPage.getByRole('article').filter({ hasText: productName });
    await order.waitFor();
    await order.getByText('Sent', { exact: true }).waitFor();
    await screenshot(customerPage, 'seller-customer-sees-sent');
  });

  it('keeps a seller centre with the demo store’s products (README picture)', async () => {
    const page = await signedInPage(
      { email: 'seller@spectrum.test', password: 'spectrum123', role: SELLER },
      { viewport: DESKTOP },
    );
    await page.goto('/profile/seller/product');
    const rows = page.getByRole('main').getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await page.getByRole('main').locator('img').first().waitFor();
    await screenshot(page, 'seller-centre');
    await saveReadmeScreenshot(page, 'seller-centre');
  });
});
