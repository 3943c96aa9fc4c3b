import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { artifactsDir, repoRoot } from './stack';

/** Debian's Chromium, never a downloaded one; these flags keep it from dialling out on machines without internet. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** How long a person would reasonably wait for something to show up. */
export const UI_TIMEOUT_MS = 15_000;

const README_SCREENSHOT_BYTES = 300 * 1024;
const tracing = process.env.E2E_TRACE !== '0';

interface OpenContext {
  context: BrowserContext;
  pageErrors: string[];
  /** What the page's Content-Security-Policy blocked: every one is a bug (a resource the policy forgot). */
  blockedByPolicy: string[];
}

let browser: Browser | undefined;
let open: OpenContext[] = [];

function fileSafe(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .toLowerCase();
}

/**
 * One Chromium per test file. Every context a test opens is closed after it; when the test failed, its
 * Playwright trace (artifacts/<test>.zip, open with `npx playwright-core show-trace`) and a screenshot of
 * each page are kept, and uncaught page errors are printed.
 */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const closing = open;
    open = [];
    const blocked = closing.flatMap((entry) => entry.blockedByPolicy);
    for (const [index, { context, pageErrors }] of closing.entries()) {
      const name = fileSafe(`${task.name}${closing.length > 1 ? `-${index + 1}` : ''}`);
      if (failed) {
        fs.mkdirSync(artifactsDir, { recursive: true });
        for (const [pageIndex, page] of context.pages().entries()) {
          await page
            .screenshot({ path: path.join(artifactsDir, `${name}-failure-${pageIndex + 1}.png`) })
            .catch(() => undefined);
        }
        if (pageErrors.length) console.error(`[e2e] page errors in "${task.name}":\n${pageErrors.join('\n')}`);
      }
      if (tracing) {
        await context.tracing
          .stop(failed ? { path: path.join(artifactsDir, `${name}.zip`) } : undefined)
          .catch(() => undefined);
      }
      await context.close().catch(() => undefined);
    }
    if (blocked.length) throw new Error(`the Content-Security-Policy blocked:\n${blocked.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
}

/** A fresh page in its own context (its own storage: a separate person), pointed at the store under test. */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  if (!browser) throw new Error('call useBrowser() in the test file first');
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const entry: OpenContext = { context, pageErrors: [], blockedByPolicy: [] };
  open.push(entry);
  // DOM snapshots per action are what a trace is read for; the screencast would cost a fifth of the run time.
  if (tracing) await context.tracing.start({ screenshots: false, snapshots: true });
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  page.on('pageerror', (error) => entry.pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      entry.blockedByPolicy.push(`${page.url()}: ${message.text()}`);
    }
  });
  return page;
}

/**
 * Makes `goto` and `reload` of a store page also wait until the app is interactive (`<html data-app-ready>`,
 * set after the first render). A server-rendered page is visible before its handlers are attached: a click in
 * between does nothing, and a submit would reload the page with the form in its address. Other files (an
 * image, the favicon) are left as they load.
 */
function waitForTheAppOnLoad(page: Page): void {
  const ready = async (response: Response | null) => {
    if (!response?.headers()['content-type']?.startsWith('text/html')) return;
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready(response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready(response);
    return response;
  };
}

/** Waits for a toast with this text (react-toastify renders each as role=alert). */
export async function expectToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.getByRole('alert').filter({ hasText: text }).first();
  await toast.waitFor({ state: 'visible' });
  return toast;
}

/** Waits until the address bar shows this path (and, when given, these query parameters). */
export async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
}

// Every image in the viewport has loaded (or failed): lazy ones further down never load until scrolled to.
const VISIBLE_IMAGES_SETTLED = `Array.from(document.images).every((image) => {
  const box = image.getBoundingClientRect();
  return image.complete || box.bottom < 0 || box.top > window.innerHeight;
})`;

/** A picture taken before the photos arrive shows empty grey boxes; wait a little for them, never fail. */
async function visibleImagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(VISIBLE_IMAGES_SETTLED, undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** Saves what the page shows now to tests/e2e/artifacts/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${fileSafe(name)}.png`);
  await visibleImagesSettled(page);
  await page.screenshot({ path: file });
  return file;
}

/**
 * The README's pictures (docs/screenshots/<name>.png, committed), written only with SAVE_README_SCREENSHOTS=1 so
 * ordinary runs leave the tree clean. Palette-quantised to stay small; refuses to write one above 300 KB.
 */
export async function saveReadmeScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SAVE_README_SCREENSHOTS !== '1') return;
  // No hover highlight left where the last click happened.
  await page.mouse.move(0, 0);
  await page.evaluate('document.fonts.ready');
  await visibleImagesSettled(page);
  const raw = await page.screenshot();
  const small = await sharp(raw).png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toBuffer();
  if (small.length > README_SCREENSHOT_BYTES) {
    throw new Error(`docs/screenshots/${name}.png would be ${Math.round(small.length / 1024)} KB (limit 300 KB)`);
  }
  const directory = path.join(repoRoot, 'docs', 'screenshots');
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, `${name}.png`), small);
  console.log(`[e2e] docs/screenshots/${name}.png: ${Math.round(small.length / 1024)} KB`);
}
