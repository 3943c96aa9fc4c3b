import { beforeAll, describe, it } from 'vitest';
import { createAccount, CUSTOMER, SELLER, signedInPage, type Account } from './support/accounts';
import { expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

let customer: Account;
let seller: Account;

beforeAll(async () => {
  [customer, seller] = await Promise.all([createAccount(CUSTOMER), createAccount(SELLER)]);
});

describe('route guards', () => {
  it('sends a visitor from /cart to /login with "Silahkan Login Terlebih Dahulu"', async () => {
    const page = await newPage();
    await page.goto('/cart');
    await expectPath(page, '/login');
    await expectToast(page, 'Silahkan Login Terlebih Dahulu');
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await screenshot(page, 'guard-visitor-on-cart');
  });

  it('sends a visitor from a seller page to /login too', async () => {
    const page = await newPage();
    await page.goto('/profile/seller/product');
    await expectPath(page, '/login');
    await expectToast(page, 'Silahkan Login Terlebih Dahulu');
  });

  it('sends a seller from /cart home with "Forbidden"', async () => {
    const page = await signedInPage(seller);
    await page.goto('/cart');
    await expectPath(page, '/');
    await expectToast(page, 'Forbidden');
    await page.getByRole('heading', { name: 'Minimal Furniture Store' }).waitFor();
    await screenshot(page, 'guard-seller-on-cart');
  });

  it('sends a customer from the seller centre home with "Forbidden"', async () => {
    const page = await signedInPage(customer);
    await page.goto('/profile/seller');
    await expectPath(page, '/');
    await expectToast(page, 'Forbidden');
  });

  it('sends a signed-in person from /login home with "anda sudah login"', async () => {
    const page = await signedInPage(customer);
    await page.goto('/login');
    await expectPath(page, '/');
    await expectToast(page, 'anda sudah login');
    await page.getByRole('heading', { name: 'Minimal Furniture Store' }).waitFor();
    await screenshot(page, 'guard-signed-in-on-login');
  });

  it('follows a guard on client-side navigation as well as on a fresh load', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Minimal Furniture Store' }).waitFor();
    await page.getByRole('button', { name: 'Shop' }).click();
    await page.getByRole('dialog', { name: 'Shop' }).getByRole('link', { name: 'Shopping Cart' }).click();
    await expectPath(page, '/login');
    await expectToast(page, 'Silahkan Login Terlebih Dahulu');
  });
});
