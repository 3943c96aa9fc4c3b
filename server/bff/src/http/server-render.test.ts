import { describe, expect, it, vi } from 'vitest';
import {
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

function rendererWith(renderPage: ServerEntry['renderPage'], entryFile = import.meta.filename) {
  const warn = vi.fn();
  const { render } = serverRenderer({
    entryFile,
    graphqlUrl: () => 'http://127.0.0.1:4000/graphql',
    timeoutMs: 1_000,
    publicOrigin: 'https://shop.example',
    logger: { warn, debug: vi.fn() },
    load: async () => ({ renderPage }),
  });
  return { render, warn };
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

  it('answers with the shell while the server build is missing', async () => {
    const renderPage = vi.fn();
    const { render } = rendererWith(renderPage, '/nowhere/entry-server.js');
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
