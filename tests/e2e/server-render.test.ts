import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rawGet } from '../support/raw-http';
import { createAccount, CUSTOMER, signedInPage, storeApi } from './support/accounts';
import {
  allowNotFoundDocument,
  backgroundColorOf,
  expectPath,
  expectToast,
  newPage,
  unexpectedProblems,
  useBrowser,
} from './support/browser';
import { runStore } from './support/run-store';

useBrowser();

let product: { id: number; product_name: string };

beforeAll(async () => {
  const { data } = await storeApi<{ id: number; product_name: string }[]>('GET', '/products?limit=1');
  product = data[0]!;
});

async function fetchPage(address: string): Promise<{ status: number; root: string; html: string }> {
  const response = await fetch(`${runStore().baseUrl}${address}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="page-state">/.exec(html)?.[1];
  return { status: response.status, root: root ?? '', html };
}

/** The page's text without its inline styles and tags. */
function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

interface Visit {
  page: Page;
  graphqlRequests: string[];
}

/**
 * Opens an address and waits until the page is idle, recording what hydration asked for. What it complained of
 * (a mismatch, a console error) is read with unexpectedProblems, and fails the test at its end in any case.
 */
async function visit(address: string, page?: Page): Promise<Visit> {
  const tab = page ?? (await newPage());
  const recorded: Visit = { page: tab, graphqlRequests: [] };
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') recorded.graphqlRequests.push(request.postData() ?? '');
  });
  await tab.goto(address, { waitUntil: 'networkidle' });
  return recorded;
}

describe('pages rendered on the server', () => {
  it('answers a product page with its content and the data to hydrate it', async () => {
    const { status, root, html } = await fetchPage(`/product/detail/${product.id}`);
    expect(status).toBe(200);
    expect(textOf(root)).toContain(product.product_name);
    expect(textOf(root)).toContain('Add to cart');
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toContain(`<title>Spectrum | ${product.product_name}</title>`);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product\/detail\/\d+"\/>/);
    expect(head).toContain('<meta property="og:type" content="product"/>');
    expect(root).toContain('<script type="application/ld+json">');
    const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const answers = (
      JSON.parse(state) as { answers: { operationName: string; data: { product?: { name: string } } }[] }
    ).answers;
    expect(answers.find(({ operationName }) => operationName === 'ProductDetail')?.data.product).toMatchObject({
      name: product.product_name,
    });
  });

  it('writes its canonical, Open Graph and JSON-LD URLs on PUBLIC_ORIGIN, whatever the request names', async () => {
    const baseUrl = runStore().baseUrl;
    const detail = `/product/detail/${product.id}`;
    // The stack's PUBLIC_ORIGIN is the address this suite uses.
    for (const [target, headers] of [
      [`http://evil.example${detail}`, {}],
      [detail, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }],
    ] as const) {
      const answer = await rawGet(baseUrl, target, { accept: 'text/html', ...headers });
      expect({ target, status: answer.status }).toEqual({ target, status: 200 });
      expect(answer.body).toContain(`<link rel="canonical" href="${baseUrl}${detail}"/>`);
      expect(answer.body).toContain(`<meta property="og:url" content="${baseUrl}${detail}"/>`);
      expect(answer.body).toContain(`"url":"${baseUrl}${detail}"`);
      expect(answer.body).not.toContain('evil.example');
    }
    for (const target of [`//evil.example${detail}`, `/\\evil.example${detail}`]) {
      const answer = await rawGet(baseUrl, target, { accept: 'text/html' });
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toContain('evil.example');
    }
  });

  it('renders the list and the landing page with their texts', async () => {
    const list = await fetchPage('/product');
    expect(list.status).toBe(200);
    expect(textOf(list.root)).toMatch(/Showing page 1 of \d+/);
    expect(textOf(list.root)).toContain(product.product_name);
    const landing = await fetchPage('/');
    expect(textOf(landing.root)).toContain('Minimal Furniture Store');
  });

  it.each(['/this-does-not-exist', '/product/detail/987654321', '/product/detail/not-a-number'])(
    '%s answers 404 with the "Page cannot be found" page',
    async (address) => {
      const { status, root } = await fetchPage(address);
      expect(status).toBe(404);
      expect(textOf(root)).toContain('Page cannot be found');
    },
  );

  it('answers an anonymous page again from the page cache, and one with a cookie afresh', async () => {
    const address = `${runStore().baseUrl}/product/detail/${product.id}?from=cache-test`;
    // The BFF keeps nothing until it follows the store's changes (BYPASS), a moment after it starts: wait for that.
    const deadline = Date.now() + 20_000;
    let first = await fetch(address, { headers: { accept: 'text/html' } });
    while (first.headers.get('x-cache') === 'BYPASS' && Date.now() < deadline) {
      await first.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      first = await fetch(address, { headers: { accept: 'text/html' } });
    }
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const second = await fetch(address, { headers: { accept: 'text/html' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstHtml);
    const signedIn = await fetch(address, { headers: { accept: 'text/html', cookie: 'anything=1' } });
    expect(signedIn.headers.get('x-cache')).toBe('BYPASS');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('leaves guarded pages to the browser, which holds the session', async () => {
    const response = await fetch(`${runStore().baseUrl}/cart`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="page-state"');
  });

  it('fetches the code it starts with as one file, at low priority, so the photo it leads with comes first', async () => {
    const { html } = await fetchPage('/product');
    const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('fetchpriority="low"');
    // Each file a page starts with is a request that a phone's network answers a round trip later, ahead of the
    // photo: the code the entry imports is in the entry itself (vite.config.ts, codeSplitting).
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("serves every script a page loads with V8's hint to compile it at once, in the background", async () => {
    const tab = await newPage();
    const scripts: string[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    const { page } = await visit(`/product/detail/${product.id}`, tab);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The entry and the page's own lazily loaded code, at least.
    expect(scripts.length).toBeGreaterThan(1);
    for (const address of scripts) {
      // As a browser asks: the larger files are answered with the build's Brotli copies, made from the same files.
      const response = await fetch(`${runStore().baseUrl}${address}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), address).toBe(true);
    }
  });

  it('writes its styles in the head, where the browser keeps them, not between the elements', async () => {
    const address = `/product/detail/${product.id}`;
    const { root, html } = await fetchPage(address);
    expect(root).not.toContain('<style');
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    const componentStyles = head.match(/<style data-emotion-ssr="[^"]+">/g) ?? [];
    expect(componentStyles).toHaveLength(1);

    // Every <style> the page loses, from its first parsed element on: moving an element means taking it out.
    const tab = await newPage();
    await tab.addInitScript(`
      window.removedStyles = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') window.removedStyles.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    `);
    const { page } = await visit(address, tab);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(unexpectedProblems(page)).toEqual([]);
    // The browser's Emotion knew the server's styles: it moved none of their elements (each move rebuilt a style
    // sheet and restyled the page) and wrote none of them again. The page is styled by them: the add-to-cart
    // button is the store's black one.
    expect(await page.evaluate('window.removedStyles')).toEqual([]);
    expect(await page.locator('head style[data-emotion-ssr]').count()).toBe(1);
    const writtenAgain = await page.evaluate(`(() => {
      const names = document.querySelector('head style[data-emotion-ssr]').getAttribute('data-emotion-ssr').split(' ');
      const rules = [...document.querySelectorAll('style[data-emotion="css"]')]
        .flatMap((element) => [...element.sheet.cssRules].map((rule) => rule.cssText));
      return names.filter((name) => rules.some((rule) => rule.includes('.css-' + name)));
    })()`);
    expect(writtenAgain).toEqual([]);
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    expect(await backgroundColorOf(addToCart)).toBe('rgb(26, 26, 26)');
  });

  it("keeps the server's global styles, which a page the browser renders from the shell builds itself", async () => {
    const neutral900 = (tab: Page) =>
      tab.evaluate('getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-neutral-900")');
    const globalStyles = (tab: Page) =>
      tab.evaluate(`[...document.querySelectorAll('style[data-emotion^="css-global"]')]
        .map((element) => ({ name: element.dataset.emotion, rules: element.sheet.cssRules.length }))`);

    const { page } = await visit(`/product/detail/${product.id}`);
    expect(unexpectedProblems(page)).toEqual([]);
    expect(await neutral900(page)).toBe('#1a1a1a');
    // The server's layer order, and its reset, global CSS and token variables, still under their names: the
    // browser's Emotion took neither over, and added none of its own.
    expect(await globalStyles(page)).toEqual([
      { name: expect.stringMatching(/^css-global \w+$/), rules: 1 },
      { name: expect.stringMatching(/^css-global \w+$/), rules: 3 },
    ]);

    const shell = await newPage();
    await shell.goto('/cart');
    await expectPath(shell, '/login');
    expect(await neutral900(shell)).toBe('#1a1a1a');
  });

  it("renders with React's production build, whatever NODE_ENV the BFF has", async () => {
    // The e2e BFF runs under NODE_ENV=test: a bundle that still asks would render with React's development build.
    const bundleDir = path.dirname(inject('webServerEntry'));
    const files = [bundleDir, path.join(bundleDir, 'assets')].flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('process.env.NODE_ENV');
  });

  it('answers /favicon.ico, which crawlers and a browser showing a file that is not a page ask for', async () => {
    const response = await fetch(`${runStore().baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(Buffer.from(await response.arrayBuffer()).readUInt16LE(2)).toBe(1);
  });
});

describe('public GraphQL from the browser', () => {
  it('asks the search suggestions by persisted hash as a GET a shared cache may keep', async () => {
    const page = await newPage();
    await page.goto('/');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('chair', { delay: 40 });
    const response = await answered;
    const request = response.request();
    const address = new URL(request.url());
    expect(request.method()).toBe('GET');
    expect(address.searchParams.has('query')).toBe(false);
    expect(address.searchParams.get('extensions')).toMatch(/"sha256Hash":"[0-9a-f]{64}"/);
    expect(response.status()).toBe(200);
    expect(await response.headerValue('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
  });
});

const UNKNOWN_ADDRESS = '/this-does-not-exist';

describe('hydration', () => {
  it.each(['/', '/product', 'detail', '/about', UNKNOWN_ADDRESS])(
    '%s hydrates without a mismatch and without asking again for its data',
    async (address) => {
      const page = await newPage();
      if (address === UNKNOWN_ADDRESS) allowNotFoundDocument(page, address);
      const { graphqlRequests } = await visit(address === 'detail' ? `/product/detail/${product.id}` : address, page);
      expect(unexpectedProblems(page)).toEqual([]);
      expect(graphqlRequests).toEqual([]);
      // The head elements the server wrote are the ones React keeps: one title, one description.
      expect(await page.locator('title').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      // Hydrated: the page answers clicks. The user menu is found by its name: its ids came from the server
      // (useId), so a tree that differed between server and browser would leave it labelled by no element.
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Login' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('dialog').waitFor();
    },
  );

  it("shows a signed-in shopper's session and cart after hydrating a page rendered for nobody", async () => {
    const page = await signedInPage(await createAccount(CUSTOMER));
    await visit(`/product/detail/${product.id}`, page);
    expect(unexpectedProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, /added to cart/i);

    await visit(`/product/detail/${product.id}`, page);
    expect(unexpectedProblems(page)).toEqual([]);
    // The saved cart is back: the header counts it, and the same product is refused as already in it.
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Product already in cart');
  });
});
