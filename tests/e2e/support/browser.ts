import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { artifactsDir, repoRoot } from './stack';
import { UI_TIMEOUT_MS } from './timeouts';
import { runStore } from './run-store';

/**
 * Debian's Chromium, never a downloaded one: its old headless shell where installed (the package
 * chromium-headless-shell; the same Blink, without the full browser's UI layers: a third less CPU per journey, which
 * is most of the journeys' time on two cores), else the full browser. These flags keep it from dialling out on
 * machines without internet.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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

export { UI_TIMEOUT_MS };

const README_SCREENSHOT_BYTES = 300 * 1024;
const tracing = process.env.E2E_TRACE !== '0';

/**
 * Something a page reported that a person would never see but a developer would: a console error, a React
 * hydration complaint logged as a warning, or an exception nothing caught. Each one fails the test that
 * opened the page, unless the test declared it with allowConsoleError.
 */
export interface PageProblem {
  kind: 'console.error' | 'console.warning' | 'uncaught';
  /** The page's address when it happened. */
  url: string;
  /** The resource the browser names for it (a failed file's address, a script's), when it names one. */
  source: string;
  text: string;
}

interface Recorded extends PageProblem {
  page: Page | null;
}

export interface AllowedError {
  /** Only when the browser names this resource (a path is read against the store's address). */
  source?: string;
}

interface Allowance extends AllowedError {
  text: RegExp;
  used: boolean;
}

interface OpenContext {
  context: BrowserContext;
  pages: Page[];
  problems: Recorded[];
}

let browser: Browser | undefined;
let open: OpenContext[] = [];
const allowances = new WeakMap<Page, Allowance[]>();

function fileSafe(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .toLowerCase();
}

function allowanceFor(problem: Recorded): Allowance | undefined {
  if (!problem.page) return undefined;
  return allowances
    .get(problem.page)
    ?.find(
      (allowance) =>
        allowance.text.test(problem.text) &&
        (allowance.source === undefined || new URL(allowance.source, runStore().baseUrl).href === problem.source),
    );
}

/**
 * Declares an error this test provokes on purpose on this page, so that it does not fail the test; `source`
 * narrows it to one resource. Every other error still fails the test, and so does an allowance that nothing
 * matched: the error it was declared for no longer happens, and it would hide the next one.
 */
export function allowConsoleError(page: Page, text: RegExp, options: AllowedError = {}): void {
  allowances.set(page, [...(allowances.get(page) ?? []), { ...options, text, used: false }]);
}

/** Chromium logs a document that answers 404 as a failed resource: the one a 404 test asks for. */
export function allowNotFoundDocument(page: Page, address: string): void {
  allowConsoleError(page, /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/, {
    source: address,
  });
}

function entryOf(page: Page): OpenContext {
  const entry = open.find(({ context }) => context === page.context());
  if (!entry) throw new Error('this page was not opened by newPage() in the running test');
  return entry;
}

/** What this page has reported so far that no allowance covers. */
export function unexpectedProblems(page: Page): PageProblem[] {
  return entryOf(page)
    .problems.filter((problem) => problem.page === page && !allowanceFor(problem))
    .map(({ kind, url, source, text }) => ({ kind, url, source, text }));
}

/** The failure of a test whose pages reported these. */
export function describeProblems(testName: string, problems: readonly PageProblem[]): string {
  const lines = problems.map((problem) => {
    const source = problem.source && problem.source !== problem.url ? `\n      from ${problem.source}` : '';
    return `  on ${problem.url || '(no page)'}\n    ${problem.kind}: ${problem.text}${source}`;
  });
  return (
    `"${testName}": its pages reported ${problems.length} unexpected error(s):\n${lines.join('\n')}\n` +
    'Fix the cause; an error the test provokes on purpose is declared with allowConsoleError(page, /…/).'
  );
}

/**
 * Why the test must fail because of what its pages reported, if it must. Unused allowances are left out of a
 * test that failed anyway: it may have stopped before the step that provokes them.
 */
function reportOf(testName: string, contexts: readonly OpenContext[], failed: boolean): string | undefined {
  const unexpected: PageProblem[] = [];
  for (const problem of contexts.flatMap((entry) => entry.problems)) {
    const allowance = allowanceFor(problem);
    if (allowance) allowance.used = true;
    else unexpected.push(problem);
  }
  const unused = contexts
    .flatMap((entry) => entry.pages)
    .flatMap((page) => (allowances.get(page) ?? []).filter((allowance) => !allowance.used))
    .map((allowance) => `  ${allowance.text}${allowance.source ? ` from ${allowance.source}` : ''}`);
  const parts: string[] = [];
  if (unexpected.length) parts.push(describeProblems(testName, unexpected));
  if (unused.length && !failed) parts.push(`"${testName}": allowed errors that never happened:\n${unused.join('\n')}`);
  return parts.length ? parts.join('\n') : undefined;
}

/**
 * One Chromium per test file. Every context a test opens is closed after it; when the test failed, its
 * Playwright trace (artifacts/<test>.zip, open with `npx playwright-core show-trace`) and a screenshot of
 * each page are kept. A test fails when any page it opened reported a console error, a hydration warning or
 * an uncaught exception it did not declare (allowConsoleError); a Content-Security-Policy block is one too.
 */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const closing = open;
    for (const [index, { context }] of closing.entries()) {
      const name = fileSafe(`${task.name}${closing.length > 1 ? `-${index + 1}` : ''}`);
      if (failed) {
        fs.mkdirSync(artifactsDir, { recursive: true });
        for (const [pageIndex, page] of context.pages().entries()) {
          await page
            .screenshot({ path: path.join(artifactsDir, `${name}-failure-${pageIndex + 1}.png`) })
            .catch(() => undefined);
        }
      }
      if (tracing) {
        await context.tracing
          .stop(failed ? { path: path.join(artifactsDir, `${name}.zip`) } : undefined)
          .catch(() => undefined);
      }
      await context.close().catch(() => undefined);
    }
    open = [];
    const report = reportOf(task.fullTestName ?? task.name, closing, failed);
    if (report) throw new Error(report);
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  /** Another store than the run's (one a journey started for itself). */
  baseUrl?: string;
}

/**
 * React 19 reports a hydration mismatch through window.reportError (an uncaught error here) and an error a
 * boundary caught through console.error; a warning counts when it is about hydration.
 */
const HYDRATION = /hydrat/i;

function watch(entry: OpenContext): void {
  const { context } = entry;
  context.on('page', (page) => entry.pages.push(page));
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && !(type === 'warning' && HYDRATION.test(message.text()))) return;
    const page = message.page();
    entry.problems.push({
      kind: type === 'error' ? 'console.error' : 'console.warning',
      page,
      url: page?.url() ?? message.worker()?.url() ?? '',
      source: message.location().url,
      text: message.text(),
    });
  });
  context.on('weberror', (webError) => {
    const page = webError.page();
    const error = webError.error();
    const { url, line, column } = webError.location();
    entry.problems.push({
      kind: 'uncaught',
      page,
      url: page?.url() ?? '',
      source: url ? `${url}:${line + 1}:${column + 1}` : '',
      text: `${error.name}: ${error.message}`,
    });
  });
}

/** A fresh page in its own context (its own storage: a separate person), pointed at the store under test. */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  if (!browser) throw new Error('call useBrowser() in the test file first');
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? runStore().baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const entry: OpenContext = { context, pages: [], problems: [] };
  open.push(entry);
  watch(entry);
  // DOM snapshots per action are what a trace is read for; the screencast would cost a fifth of the run time.
  if (tracing) await context.tracing.start({ screenshots: false, snapshots: true });
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
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

/** An element's computed background colour, as `rgb(r, g, b)`. */
export async function backgroundColorOf(element: Locator): Promise<string> {
  // The tests compile without the DOM's types; this runs in the page.
  type Styles = { getComputedStyle(element: unknown): { backgroundColor: string } };
  return element.evaluate((node) => (globalThis as unknown as Styles).getComputedStyle(node).backgroundColor);
}

/** Waits until the address bar shows this path (and, when given, these query parameters). */
export async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
}

/** What the image check reads in the page (the tests compile without the DOM's types). */
interface ImagesView {
  document: { images: Iterable<{ complete: boolean; getBoundingClientRect(): { top: number; bottom: number } }> };
  innerHeight: number;
}

/**
 * A picture taken before the photos arrive shows empty grey boxes; wait a little (up to `timeoutMs`) until every
 * image in the viewport has loaded or failed (lazy ones further down never load until scrolled to), never fail.
 * It polls inside one evaluated function: Playwright's waitForFunction polls with the page's own `eval`, which the
 * store's Content-Security-Policy refuses, and each refused poll was an uncaught EvalError in the page.
 */
async function visibleImagesSettled(page: Page, timeoutMs = 5_000): Promise<void> {
  await page
    .evaluate(async (timeout) => {
      const view = globalThis as unknown as ImagesView;
      const settled = () =>
        Array.from(view.document.images).every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.bottom < 0 || box.top > view.innerHeight;
        });
      const deadline = Date.now() + timeout;
      while (!settled() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    }, timeoutMs)
    .catch(() => undefined);
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
