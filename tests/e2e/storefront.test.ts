import { describe, expect, it } from 'vitest';
import {
  backgroundColorOf,
  DESKTOP,
  expectPath,
  expectToast,
  MOBILE,
  newPage,
  saveReadmeScreenshot,
  screenshot,
  useBrowser,
} from './support/browser';

useBrowser();

describe('the public storefront', () => {
  it('lands on "Minimal Furniture Store" and explores the products', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Minimal Furniture Store' }).waitFor();
    expect(await page.title()).toMatch(/^Spectrum/);
    expect(await page.getByRole('link', { name: /shop now/i }).count()).toBe(3);
    await screenshot(page, 'landing');
    await saveReadmeScreenshot(page, 'landing');

    await page.getByRole('link', { name: 'Explore now' }).click();
    await expectPath(page, '/product');
  });

  it('looks finished on a 375 px phone: nothing wider than the screen', async () => {
    const page = await newPage({ viewport: MOBILE });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Minimal Furniture Store' }).waitFor();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await screenshot(page, 'landing-mobile');
  });

  it('opens every page of the PAGES menu', async () => {
    const page = await newPage();
    await page.goto('/');
    const pages: [string, string, RegExp][] = [
      ['About Us', '/about', /about/i],
      ['Contact Us', '/contact', /contact/i],
      ['Coming Soon', '/comingsoon', /coming soon/i],
      ['FAQ Page', '/FAQ', /FAQ|frequently/i],
      ['404 Page', '/s', /Page cannot be found/],
    ];
    for (const [label, address, heading] of pages) {
      await page.getByRole('button', { name: 'Pages' }).click();
      await page.getByRole('dialog', { name: 'Pages' }).getByRole('link', { name: label }).click();
      await expectPath(page, address);
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
  });

  it('shows the FAQ in three groups and the blog with its sample post', async () => {
    const page = await newPage();
    await page.goto('/FAQ');
    for (const group of ['Shopping', 'Payment', 'Miscellaneous']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    await expectPath(page, '/blog/detail');
    await screenshot(page, 'blog-detail');
  });

  it('shows the coming-soon countdown fixed at 9 days 12 hours 13 mins 20 secs', async () => {
    const page = await newPage();
    await page.goto('/comingsoon');
    const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/\b9 days?\b/i);
    expect(text).toMatch(/\b12 hours?\b/i);
    expect(text).toMatch(/\b13 min/i);
    expect(text).toMatch(/\b20 sec/i);
  });

  it('sends the contact form and clears it', async () => {
    const page = await newPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ayu Lestari');
    await form.getByLabel('Email').fill('ayu@e2e.test');
    await form.getByLabel('Website').fill('https://ayu.example');
    await form.getByLabel('Business plan').fill('A café with oak tables');
    await form.getByLabel('Message').fill('Do you deliver to Bandung?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Success, we will follow up you soon!');
    // Drawn in react-toastify's styles, whose custom properties sit on the toasts' container, not on the page's root.
    const styles = await page.evaluate(`(() => {
      const toast = document.querySelector('.Toastify__toast');
      const container = toast?.closest('.Toastify__toast-container');
      return {
        containerPosition: container ? getComputedStyle(container).position : 'none',
        toastWidth: toast ? getComputedStyle(toast).getPropertyValue('--toastify-toast-width').trim() : 'none',
        rootWidth: getComputedStyle(document.documentElement).getPropertyValue('--toastify-toast-width'),
      };
    })()`);
    expect(styles).toEqual({ containerPosition: 'fixed', toastWidth: '320px', rootWidth: '' });
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
  });

  it('searches from the header and carries the text to /product', async () => {
    const page = await newPage();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByPlaceholder('Search here ...');
    await box.fill('chair');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('search') === 'chair');
  });

  it('offers Login and Register in the user menu to a visitor', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    expect(await menu.getByRole('menuitem', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await menu.getByRole('menuitem', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await menu.getByRole('menuitem', { name: 'Logout' }).count()).toBe(0);
  });

  it('opens one header panel at a time: the search band closes the user menu, and the other way round', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    const userMenuButton = page.getByRole('button', { name: 'User menu' });
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    const menu = page.getByRole('menu', { name: 'User menu' });
    const box = page.getByPlaceholder('Search here ...');

    const focused = (attribute: string) => page.evaluate(`document.activeElement?.getAttribute('${attribute}')`);
    await userMenuButton.click();
    // Open as a person would see it: the menu has taken the focus.
    await expect.poll(() => focused('role')).toBe('menu');
    // The button swaps its magnifier for a cross as it opens the band: the click must still count as outside.
    await searchButton.click();
    await menu.waitFor({ state: 'detached' });
    expect(await userMenuButton.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused('placeholder')).toBe('Search here ...');

    await userMenuButton.click();
    await expect.poll(() => focused('role')).toBe('menu');
    await box.waitFor({ state: 'detached' });
    expect(await searchButton.getAttribute('aria-expanded')).toBe('false');
  });

  it("draws the header's panels as panels: the Shop panel on an opaque ground, the user menu's entries one under another", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('button', { name: 'Shop' }).click();
    const shop = page.getByRole('dialog', { name: 'Shop' });
    await shop.getByRole('link', { name: 'Shopping Cart' }).waitFor();
    // Without its recipe the panel had no background, and the hero showed through it.
    expect(await backgroundColorOf(shop)).toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    const login = await menu.getByRole('menuitem', { name: 'Login' }).boundingBox();
    const register = await menu.getByRole('menuitem', { name: 'Register' }).boundingBox();
    expect(register!.y).toBeGreaterThanOrEqual(login!.y + login!.height);
    expect(register!.x).toBe(login!.x);
  });
});
