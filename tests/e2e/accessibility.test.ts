import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, CUSTOMER, SELLER, signedInPage, storeApi, type Account } from './support/accounts';
import { newPage, useBrowser } from './support/browser';

useBrowser();

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe-core on what the page shows now; lists every serious or critical violation with its elements. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${node.failureSummary ?? ''}`,
          )
          .join('\n'),
    );
}

/** The page has finished loading: its main heading shows and no loading indicator is left. */
async function settle(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForURL((url) => url.pathname === address.split('?')[0]);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

let productId: number;
let customer: Account;
let seller: Account;

beforeAll(async () => {
  const { data } = await storeApi<{ id: number }[]>('GET', '/products?limit=1&page=1&sort=newest');
  productId = data[0]!.id;
  [customer, seller] = await Promise.all([createAccount(CUSTOMER), createAccount(SELLER)]);
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(['/', '/product', 'product detail', '/login', '/register'])('%s as a visitor', async (name) => {
    const page = await newPage();
    await settle(page, name === 'product detail' ? `/product/detail/${productId}` : name);
    const violations = await blockingViolations(page);
    expect(violations.join('\n')).toBe('');
  });

  it('/cart as a customer with a product in it', async () => {
    const page = await signedInPage(customer);
    await settle(page, `/product/detail/${productId}`);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await settle(page, '/cart');
    const violations = await blockingViolations(page);
    expect(violations.join('\n')).toBe('');
  });

  // The demo accounts have seeded orders and a wishlist, so these pages are checked with real rows in them.
  const DEMO_CUSTOMER: Account = { email: 'customer@spectrum.test', password: 'spectrum123', role: CUSTOMER };
  const DEMO_SELLER: Account = { email: 'seller@spectrum.test', password: 'spectrum123', role: SELLER };
  it.each([
    ['/order-track', DEMO_CUSTOMER],
    ['/wistlist', DEMO_CUSTOMER],
    ['/profile/seller/product', DEMO_SELLER],
    ['/profile/seller/order', DEMO_SELLER],
    ['/profile/seller/shipping', DEMO_SELLER],
  ] as const)('%s with the demo data', async (address, account) => {
    const page = await signedInPage(account);
    await settle(page, address);
    const violations = await blockingViolations(page);
    expect(violations.join('\n')).toBe('');
  });

  it('/profile/seller as a seller', async () => {
    const page = await signedInPage(seller);
    await settle(page, '/profile/seller');
    const violations = await blockingViolations(page);
    expect(violations.join('\n')).toBe('');
  });
});
