import { describe, expect, it } from 'vitest';
import { CUSTOMER, SELLER, signInWithStoredSession } from './support/accounts';
import { DESKTOP, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

const DEMO_PASSWORD = 'spectrum123';

describe('the demo accounts a newcomer signs in with', () => {
  it('shows the demo customer a real order history in every status on /order-track', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInWithStoredSession(page, { email: 'customer@spectrum.test', password: DEMO_PASSWORD, role: CUSTOMER });
    await page.goto('/order-track');
    const orders = page.getByRole('main').getByRole('article');
    await orders.first().waitFor();
    expect(await orders.count()).toBe(3);
    for (const status of ['Get Paid', 'Processed', 'Sent', 'Completed']) {
      await page.getByRole('main').getByText(status, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'demo-customer-orders');
  });

  it('shows the demo seller those order lines in My Order, and filters them by status', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInWithStoredSession(page, { email: 'seller@spectrum.test', password: DEMO_PASSWORD, role: SELLER });
    await page.goto('/profile/seller/order');
    const rows = page.getByRole('table', { name: 'My Order' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await rows.filter({ hasText: 'Sari Wulandari' }).first().waitFor();
    await screenshot(page, 'demo-seller-orders');

    await page.getByLabel('Status Order').selectOption({ label: 'Completed' });
    const completed = rows.filter({ hasText: 'Sari Wulandari' });
    await expect.poll(() => completed.count()).toBe(1);
    await completed.getByText('Completed', { exact: true }).waitFor();
  });
});
