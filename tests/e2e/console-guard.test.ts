import { describe, expect, it } from 'vitest';
import {
  allowConsoleError,
  allowNotFoundDocument,
  describeProblems,
  newPage,
  unexpectedProblems,
  useBrowser,
} from './support/browser';

useBrowser();

describe('the console guard every journey runs under', () => {
  it('collects console errors, hydration warnings and uncaught errors, and lets a test allow its own', async () => {
    const page = await newPage();
    await page.goto('/about');
    const url = page.url();
    await page.evaluate(`(() => {
      console.error('x');
      console.warn('A tree hydrated but some attributes of the server rendered HTML did not match');
      console.warn('an ordinary warning');
      console.log('a log line');
      // The way React 19 reports a hydration mismatch.
      reportError(new Error('Hydration failed because the server rendered HTML did not match the client.'));
      setTimeout(() => { throw new TypeError('nobody caught this'); });
    })()`);
    await expect.poll(() => unexpectedProblems(page).length).toBe(4);
    const problems = unexpectedProblems(page);
    expect(problems.map(({ kind, text }) => [kind, text])).toEqual([
      ['console.error', 'x'],
      ['console.warning', 'A tree hydrated but some attributes of the server rendered HTML did not match'],
      ['uncaught', 'Error: Hydration failed because the server rendered HTML did not match the client.'],
      ['uncaught', 'TypeError: nobody caught this'],
    ]);
    expect(problems.every((problem) => problem.url === url)).toBe(true);

    const report = describeProblems('a journey', problems);
    expect(report).toContain('"a journey"');
    expect(report).toContain(`on ${url}`);
    expect(report).toContain('console.error: x');
    expect(report).toContain('uncaught: TypeError: nobody caught this');

    allowConsoleError(page, /^x$/);
    allowConsoleError(page, /hydrat/i);
    allowConsoleError(page, /nobody caught this/);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it('allows a 404 only for the document it was declared for', async () => {
    const page = await newPage();
    allowNotFoundDocument(page, '/no-such-page');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page cannot be found' }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);

    await page.evaluate(`new Promise((resolve) => {
      const image = new Image();
      image.onerror = resolve;
      image.src = '/uploads/no-such-image.png';
    })`);
    await expect
      .poll(() => unexpectedProblems(page).map((problem) => problem.source))
      .toEqual([new URL('/uploads/no-such-image.png', page.url()).href]);
    allowConsoleError(page, /status of 404/, { source: '/uploads/no-such-image.png' });
  });

  // Read by the next test: the failure this one ends in is the guard's, not an assertion of its own.
  let failure = '';
  let address = '';
  it.fails('fails a test whose page logged a console error it did not allow', async ({ onTestFinished }) => {
    onTestFinished(({ task }) => {
      failure = (task.result?.errors ?? []).map((error) => error.message).join('\n');
    });
    const page = await newPage();
    await page.goto('/about');
    address = page.url();
    const logged = page.waitForEvent('console');
    await page.evaluate(`console.error('an error nobody declared')`);
    await logged;
  });

  it('names the test, the page and the message in that failure', () => {
    expect(failure).toContain(
      '"the console guard every journey runs under > fails a test whose page logged a console error it did not allow"',
    );
    expect(failure).toContain(`on ${address}`);
    expect(failure).toContain('console.error: an error nobody declared');
  });
});
