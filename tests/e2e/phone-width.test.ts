import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, SELLER, signedInPage, storeApi, type Account } from './support/accounts';
import { allowNotFoundDocument, expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

/** The narrowest phone the store is made for. */
const PHONE = { width: 360, height: 740 } as const;

/** The PAGES menu's "404 Page", and an address no page has: both answer 404. */
const NOT_FOUND_MENU_PAGE = '/s';
const UNKNOWN_ADDRESS = '/no-such-page';

const VISITOR_ROUTES = [
  '/',
  '/product',
  'product detail',
  '/product/detail/review',
  '/blog',
  '/blog/detail',
  '/FAQ',
  '/about',
  '/contact',
  '/chat',
  '/notification',
  '/comingsoon',
  NOT_FOUND_MENU_PAGE,
  UNKNOWN_ADDRESS,
  '/login',
  '/register',
  '/forget-password',
  '/forget-password/new',
];

// The demo accounts have orders, a wishlist and products, so their pages are measured with real rows in them.
const DEMO_CUSTOMER: Account = { email: 'customer@spectrum.test', password: 'spectrum123', role: CUSTOMER };
const DEMO_SELLER: Account = { email: 'seller@spectrum.test', password: 'spectrum123', role: SELLER };

let productId: number;

beforeAll(async () => {
  const { data } = await storeApi<{ id: number }[]>('GET', '/products?limit=1&page=1&sort=newest');
  productId = data[0]!.id;
});

/** Opens the address and waits until its data is in. */
async function settle(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('main')
    .getByRole('heading')
    .first()
    .waitFor()
    .catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** How wide each page is at 360 px, for those wider than the screen (the address where it ended up, too). */
async function tooWide(page: Page, addresses: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const address of addresses) {
    await settle(page, address);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    if (width > PHONE.width) wide.push(`${address} (at ${new URL(page.url()).pathname}): ${width} px`);
  }
  return wide;
}

/** The first link on the page whose address starts with the prefix, as the address itself. */
async function firstLinkTo(page: Page, prefix: string, suffix = ''): Promise<string> {
  // An empty [href$=""] would match nothing.
  const ending = suffix ? `[href$="${suffix}"]` : '';
  const link = page.locator(`main a[href^="${prefix}"]${ending}`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix}…${suffix}`);
  return href;
}

describe('on a 360 px phone, no page is wider than the screen', () => {
  it('every public page', async () => {
    const page = await newPage({ viewport: PHONE });
    allowNotFoundDocument(page, NOT_FOUND_MENU_PAGE);
    allowNotFoundDocument(page, UNKNOWN_ADDRESS);
    const addresses = VISITOR_ROUTES.map((route) =>
      route === 'product detail' ? `/product/detail/${productId}` : route,
    );
    expect(await tooWide(page, addresses)).toEqual([]);
  });

  it('opens the one Menu drawer over the top of the page, with the account entries in it', async () => {
    const page = await newPage({ viewport: PHONE });
    await settle(page, '/product');
    expect(await page.getByRole('button', { name: 'User menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Register' }).waitFor();
    // Once it has slid in.
    await page.evaluate(
      `Promise.all(document.querySelector('[role="dialog"]').getAnimations().map((animation) => animation.finished))`,
    );
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width });
    await screenshot(page, 'phone-menu');
  });

  it("the customer's pages, with a product in the cart added from the phone", async () => {
    const page = await signedInPage(DEMO_CUSTOMER, { viewport: PHONE });
    await settle(page, `/product/detail/${productId}`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const toast = await expectToast(page, / added to cart/);
    await page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }).waitFor();
    await screenshot(page, 'phone-added-to-cart');
    await toast.getByRole('button', { name: 'View cart' }).click();
    await expectPath(page, '/cart');

    await settle(page, '/order-track');
    const order = await firstLinkTo(page, '/order-track/');
    const addresses = [
      '/profile/customer',
      '/cart',
      '/cart/checkout',
      '/wistlist',
      '/order-track',
      order,
      '/chat',
      '/notification',
    ];
    expect(await tooWide(page, addresses)).toEqual([]);
  });

  it("the seller's pages", async () => {
    const page = await signedInPage(DEMO_SELLER, { viewport: PHONE });
    await settle(page, '/profile/seller/product');
    const edit = await firstLinkTo(page, '/profile/seller/product/', '/edit');
    const addresses = [
      '/profile/seller',
      '/profile/seller/product',
      edit,
      '/profile/seller/selling-product',
      '/profile/seller/order',
      '/profile/seller/shipping',
    ];
    expect(await tooWide(page, addresses)).toEqual([]);
  });
});
