import { describe, expect, it } from 'vitest';
import { CUSTOMER, SELLER, signedInPage } from './support/accounts';
import { DESKTOP, screenshot, useBrowser } from './support/browser';

useBrowser();

const DEMO_PASSWORD = 'spectrum123';

describe('the demo accounts a newcomer signs in with', () => {
  it('shows the demo customer a real order history in every status on /order-track', async () => {
    const page = await signedInPage(
      { email: 'customer@spectrum.test', password: DEMO_PASSWORD, role: CUSTOMER },
      { viewport: DESKTOP },
    );
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
    const page = await signedInPage(
      { email: 'seller@spectrum.test', password: DEMO_PASSWORD, role: SELLER },
      { viewport: DESKTOP },
    );
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
