import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectPath, MOBILE, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

/**
 * Where the open search band starts and ends, and how far the page then scrolls sideways: the band spans the
 * screen edge to edge (a popover's default overflow padding once shifted it 8 px right, off the screen).
 */
async function bandEdges(page: Page): Promise<{ left: number; right: number; overflow: number }> {
  // Measured once its opening animation has ended: while it zooms in, the band is a pixel narrower at each side.
  await page.evaluate(
    `Promise.all(document.querySelector('[role="dialog"][aria-label="Search"]').getAnimations({ subtree: true })
       .map((animation) => animation.finished))`,
  );
  const band = await page.getByRole('dialog', { name: 'Search' }).boundingBox();
  if (!band) throw new Error('the search band is not on the page');
  const overflow = Number(
    await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
  );
  return { left: Math.round(band.x), right: Math.round(band.x + band.width), overflow };
}

describe('the header search box', () => {
  it('suggests chairs for "chiar", with the Chairs category, and opens the chair picked', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('chiar', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.getByRole('option', { name: /^Chairs\s*Category$/ }).waitFor();
    expect(await bandEdges(page)).toEqual({ left: 0, right: DESKTOP.width, overflow: 0 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const products = listbox.getByRole('option').filter({ hasText: /Product$/ });
    const names = (await products.allTextContents()).map((text) => text.replace(/Product$/, ''));
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.every((name) => /chair|stool|bench|seat/i.test(name)),
      names.join(', '),
    ).toBe(true);
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(8);
    await screenshot(page, 'search-suggestions');

    // The keyboard reaches the first chair: past the category, Enter opens it.
    const firstChair = names.findIndex((name) => /chair/i.test(name));
    const before = (await listbox.getByRole('option').count()) - (await products.count());
    for (let step = 0; step <= before + firstChair; step += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expectPath(page, /^\/product\/detail\/\d+$/);
    await page.getByRole('heading', { name: names[firstChair] }).first().waitFor();
  });

  it('suggests while the Apollo client is still loading, as on a click right after the page opens', async () => {
    const page = await newPage({ viewport: DESKTOP });
    // The landing page loads the client only once it is idle: hold its chunk so the band opens before it is there.
    let releaseClient = () => {};
    const clientHeld = new Promise<void>((resolve) => (releaseClient = resolve));
    await page.route(/\/assets\/browser-client-[\w-]+\.js$/, async (route) => {
      await clientHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    setTimeout(releaseClient, 500);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('chiar', { delay: 40 });
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /^Chairs/ })
      .waitFor();
  });

  it('fits a phone and opens a category suggestion', async () => {
    const page = await newPage({ viewport: MOBILE });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.waitFor();
    expect(await bandEdges(page)).toEqual({ left: 0, right: MOBILE.width, overflow: 0 });
    await box.pressSequentially('chiar', { delay: 40 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /^Chairs/ });
    await option.waitFor();
    // The list stays within the search band's width.
    expect(await bandEdges(page)).toEqual({ left: 0, right: MOBILE.width, overflow: 0 });
    await screenshot(page, 'search-suggestions-mobile');
    await option.click();
    await expectPath(page, '/product');
    expect(new URL(page.url()).searchParams.get('categoryId')).toMatch(/^\d+$/);
  });
});
