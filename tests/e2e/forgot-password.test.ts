import { describe, expect, it } from 'vitest';
import { apiLogin, createAccount, CUSTOMER, loginThroughUi } from './support/accounts';
import { expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

describe('forgot password (development mode shows the code)', () => {
  it('gets a code, sets a new password with it and logs in with the new one', async () => {
    const customer = await createAccount(CUSTOMER);
    const page = await newPage();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forget your password?' }).click();
    await expectPath(page, '/forget-password');
    const request = page.getByRole('form', { name: 'Get a reset code' });
    await request.getByLabel('Email address').fill(customer.email);
    await request.getByRole('button', { name: 'Get Code' }).click();
    await expectToast(page, `Congrats! Your OTP has been sent to ${customer.email}`);
    await expectPath(page, '/forget-password/new');
    expect(await page.evaluate("localStorage.getItem('resetEmail')")).toBe(customer.email);

    const notice = page.getByText(/Development mode: your code is \d{6}/);
    await notice.waitFor();
    const code = /(\d{6})/.exec(await notice.innerText())![1]!;
    await screenshot(page, 'forgot-password-new');

    const newPassword = 'a-brand-new-password-7';
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('Code (OTP)').fill(code);
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password updated successfully, please login!');
    await expectPath(page, '/login');
    expect(await page.evaluate("localStorage.getItem('resetEmail')")).toBeNull();

    await expect(apiLogin(customer)).rejects.toThrow(/401/);
    await loginThroughUi(page, { email: customer.email, password: newPassword });
  });

  it('refuses a wrong code with the server message and keeps the old password', async () => {
    const customer = await createAccount(CUSTOMER);
    const page = await newPage();
    await page.goto('/forget-password');
    const request = page.getByRole('form', { name: 'Get a reset code' });
    await request.getByLabel('Email address').fill(customer.email);
    await request.getByRole('button', { name: 'Get Code' }).click();
    await expectPath(page, '/forget-password/new');
    const code = /(\d{6})/.exec(await page.getByText(/Development mode: your code is \d{6}/).innerText())![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';

    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('Code (OTP)').fill(wrongCode);
    await reset.getByLabel('New password', { exact: true }).fill('another-password-9');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Wrong OTP');
    expect(new URL(page.url()).pathname).toBe('/forget-password/new');
    await expect(apiLogin(customer)).resolves.toMatchObject({ email: customer.email });
  });
});
