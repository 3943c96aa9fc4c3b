import { describe, expect, it } from 'vitest';
import { allowNotFoundDocument, expectPath, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

describe('the 404 page', () => {
  it.each(['/this-does-not-exist', '/s', '/product/detail/999999999'])(
    '%s answers 404, reads "Page cannot be found" and links back home',
    async (address) => {
      const page = await newPage();
      allowNotFoundDocument(page, address);
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);

      await page.getByRole('heading', { name: 'Page cannot be found' }).waitFor();
      expect(await page.title()).toMatch(/^Spectrum/);
      await screenshot(page, `not-found${address.replace(/\W+/g, '-')}`);

      const homeLink = page.getByRole('main').getByRole('link', { name: /homepage/i });
      expect(await homeLink.getAttribute('href')).toBe('/');
      await homeLink.click();
      await expectPath(page, '/');
      await page.getByRole('heading', { name: 'Minimal Furniture Store' }).waitFor();
    },
  );
});
