import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  failureNotingExecute,
  failureNotingFetch,
  fillShell,
  pageKeys,
  serverRenderer,
  type RenderResult,
  type ServerEntry,
} from './server-render';

const SHELL =
  '<!doctype html><html><head><title>Spectrum</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const url = new URL('http://shop.example/product/detail/7');

function rendererWith(
  renderPage: ServerEntry['renderPage'],
  { entryFile = import.meta.filename, concurrency = 2, timeoutMs = 1_000 } = {},
) {
  const warn = vi.fn();
  const { render, slots } = serverRenderer({
    entryFile,
    graphqlUrl: () => 'http://127.0.0.1:4000/graphql',
    timeoutMs,
    concurrency,
    publicOrigin: 'https://shop.example',
    logger: { warn, debug: vi.fn() },
    load: async () => ({ renderPage }),
  });
  return { render, warn, slots };
}

describe('fillShell', () => {
  it('puts the head elements into <head>, the page inside #root and its state right after, before the scripts', () => {
    const html = fillShell(SHELL, {
      head: '<title>Spectrum | Sofa</title><meta name="description" content="A sofa">',
      html: '<main>$& $1 Sofa</main>',
      stateScript: '<script type="application/json" id="page-state">{}</script>',
    });
    expect(html).toContain(
      '<div id="root"><main>$& $1 Sofa</main></div><script type="application/json" id="page-state">{}</script><script type="module"',
    );
    expect(html).toContain(
      '<title>Spectrum</title><title>Spectrum | Sofa</title><meta name="description" content="A sofa"></head>',
    );
  });

  it('fills each shell it is given, the same page into another shell too', () => {
    const page = { head: '<title>T</title>', html: '<main>M</main>', stateScript: '<script>S</script>' };
    const other = '<html><head></head><body><p>x</p><div id="root"></div></body></html>';

    expect(fillShell(SHELL, page)).toBe(
      '<!doctype html><html><head><title>Spectrum</title><title>T</title></head><body><div id="root"><main>M</main>' +
        '</div><script>S</script><script type="module" src="/assets/index.js"></script></body></html>',
    );
    expect(fillShell(other, page)).toBe(
      '<html><head><title>T</title></head><body><p>x</p><div id="root"><main>M</main></div><script>S</script></body></html>',
    );
  });

  it('refuses a shell without the root element', () => {
    expect(() => fillShell('<html><body></body></html>', { head: '', html: '', stateScript: '' })).toThrow(/root/);
  });
});

describe('serverRenderer', () => {
  it('answers the rendered page with its status', async () => {
    const renderPage = vi.fn(async (): Promise<RenderResult> => ({
      kind: 'page',
      status: 404,
      head: '<title>Spectrum | Page Not Found</title>',
      html: '<h1>Page cannot be found</h1>',
      stateScript: '',
    }));
    const { render } = rendererWith(renderPage);
    const page = await render(url, SHELL);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<div id="root"><h1>Page cannot be found</h1></div>');
    expect(page?.html).toContain('<title>Spectrum | Page Not Found</title></head>');
    expect(renderPage).toHaveBeenCalledWith(
      url,
      expect.objectContaining({ graphqlUrl: 'http://127.0.0.1:4000/graphql', publicOrigin: 'https://shop.example' }),
    );
  });

  it('leaves guarded pages to the shell', async () => {
    const { render } = rendererWith(async () => ({ kind: 'client-only' }));
    expect(await render(url, SHELL)).toBeNull();
  });

  it('answers with the shell, and says why, when the render fails', async () => {
    const { render, warn } = rendererWith(async () => {
      throw new Error('The operation was aborted due to timeout');
    });
    expect(await render(url, SHELL)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/product/detail/7' }),
      expect.stringMatching(/shell/),
    );
  });

  it('runs at most `concurrency` renders at once, the others in their turn', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const renderPage = vi.fn(async (pageUrl: URL): Promise<RenderResult> => {
      started.push(pageUrl.pathname);
      await new Promise<void>((resolve) => finish.set(pageUrl.pathname, resolve));
      return { kind: 'page', status: 200, head: '', html: pageUrl.pathname, stateScript: '' };
    });
    const { render, slots } = rendererWith(renderPage, { concurrency: 2 });
    const pages = ['/a', '/b', '/c'].map((path) => render(new URL(path, url), SHELL));
    await vi.waitFor(() => expect(started).toEqual(['/a', '/b']));
    expect({ inFlight: slots.inFlight, queued: slots.queued }).toEqual({ inFlight: 2, queued: 1 });
    finish.get('/b')!();
    await vi.waitFor(() => expect(started).toEqual(['/a', '/b', '/c']));
    finish.get('/a')!();
    finish.get('/c')!();
    const answered = await Promise.all(pages);
    expect(answered.map((page) => page?.html.includes('<div id="root">/'))).toEqual([true, true, true]);
    expect({ inFlight: slots.inFlight, queued: slots.queued }).toEqual({ inFlight: 0, queued: 0 });
  });

  it('answers with the shell, without rendering, when no render slot comes free within the timeout', async () => {
    let finishFirst = () => {};
    const renderPage = vi.fn(async (): Promise<RenderResult> => {
      await new Promise<void>((resolve) => (finishFirst = resolve));
      return { kind: 'page', status: 200, head: '', html: 'first', stateScript: '' };
    });
    const { render, warn } = rendererWith(renderPage, { concurrency: 1, timeoutMs: 50 });
    const first = render(url, SHELL);
    expect(await render(new URL('/product', url), SHELL)).toBeNull();
    expect(renderPage).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/product' }),
      expect.stringMatching(/no render slot.*shell/),
    );
    finishFirst();
    expect((await first)?.html).toContain('first');
  });

  it('lets go of the render once it has answered, whatever its listeners hold, and aborts one that runs late', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    let held: WeakRef<object> | undefined;
    const renderPage: ServerEntry['renderPage'] = async (_url, { signal }) => {
      // What a render leaves on its signal by mistake (a listener of its own, a library's), and what it holds.
      const renderState = { client: new Array(1_000).fill('cache') };
      held = new WeakRef(renderState);
      signal.addEventListener('abort', () => renderState.client.length);
      return { kind: 'page', status: 200, head: '', html: 'page', stateScript: '' };
    };
    const { render } = rendererWith(renderPage, { timeoutMs: 60_000 });
    expect((await render(url, SHELL))?.html).toContain('page');
    await nextTurn();
    collectGarbage();
    expect(held?.deref()).toBeUndefined();

    const late = vi.fn<ServerEntry['renderPage']>(
      (_url, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    );
    const { render: renderLate, warn } = rendererWith(late, { timeoutMs: 20 });
    expect(await renderLate(url, SHELL)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ name: 'TimeoutError' }) }),
      expect.stringMatching(/server render failed/),
    );
  });

  it('answers with the shell while the server build is missing', async () => {
    const renderPage = vi.fn();
    const { render } = rendererWith(renderPage, { entryFile: '/nowhere/entry-server.js' });
    expect(await render(url, SHELL)).toBeNull();
    expect(renderPage).not.toHaveBeenCalled();
  });
});

describe('pageKeys', () => {
  it('keys a product page by its product and every product in its data, other pages by the catalogue', () => {
    const state =
      '{"apollo":{"Product:7":{"id":"7"},"ROOT_QUERY":{"related":[{"__ref":"Product:12"}]},"Product:12":{}}}';
    expect(pageKeys(new URL('http://shop.example/product/detail/7'), state).sort()).toEqual([
      'product:12',
      'product:7',
    ]);
    expect(pageKeys(new URL('http://shop.example/product?page=2'), '{"Product:3":{}}').sort()).toEqual([
      'catalogue',
      'product:3',
    ]);
    expect(pageKeys(new URL('http://shop.example/about'), '{}')).toEqual(['catalogue']);
  });
});

describe('failureNotingFetch', () => {
  const answering = (status: number, body: string) => async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json', 'content-encoding': 'br' } });

  it('passes the answer on and notes GraphQL errors or a failed status', async () => {
    const quoted = { data: { product: { name: 'Sofa "errors" edition' } } };
    const ok = failureNotingFetch(answering(200, JSON.stringify(quoted)));
    const response = await ok.fetch('http://bff/graphql');
    expect(await response.json()).toEqual(quoted);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(ok.failed()).toBe(false);
    const partial = failureNotingFetch(answering(200, '{"data":{"product":null},"errors":[{"message":"x"}]}'));
    await partial.fetch('http://bff/graphql');
    expect(partial.failed()).toBe(true);
    const refused = failureNotingFetch(answering(503, '{}'));
    await refused.fetch('http://bff/graphql');
    expect(refused.failed()).toBe(true);
  });
});

describe('failureNotingExecute', () => {
  const operation = {
    query: '{ product(id: "1") { name } }',
    hash: undefined,
    operationName: undefined,
    variables: {},
  };
  const answering = (status: number, result: FormattedExecutionResult) => async () => ({ status, result });

  it('passes the answer on and notes GraphQL errors or a failed status', async () => {
    const data = { product: { name: 'Sofa' } };
    const ok = failureNotingExecute(answering(200, { data }));
    expect(await ok.execute(operation)).toEqual({ status: 200, result: { data } });
    expect(ok.failed()).toBe(false);
    const partial = failureNotingExecute(answering(200, { data: { product: null }, errors: [{ message: 'x' }] }));
    await partial.execute(operation);
    expect(partial.failed()).toBe(true);
    const refused = failureNotingExecute(answering(503, {}));
    await refused.execute(operation);
    expect(refused.failed()).toBe(true);
  });
});
