import { describe, expect, it } from 'vitest';
import { createAccount, CUSTOMER, signedInPage, signInWithStoredSession, storeApi } from './support/accounts';
import { expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

describe('logout', () => {
  it('asks "Are you sure want to logout?", then signs out on Yes and ends the session on the server', async () => {
    const customer = await createAccount(CUSTOMER);
    const page = await newPage();
    const session = await signInWithStoredSession(page, customer);
    await page.goto('/about');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await screenshot(page, 'logout-dialog');
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expectToast(page, 'Logout succesfully');
    await expectPath(page, '/login');
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
    await expect(storeApi('GET', '/users/profile', { token: session.token })).rejects.toThrow(/401/);

    // Signed out for real: a customer page sends the visitor to /login again.
    await page.goto('/cart');
    await expectPath(page, '/login');
    await expectToast(page, 'Silahkan Login Terlebih Dahulu');
  });

  it('stays signed in when the dialog is closed', async () => {
    const customer = await createAccount(CUSTOMER);
    const page = await signedInPage(customer);
    await page.goto('/about');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.evaluate("localStorage.getItem('token')")).not.toBeNull();
  });
});
