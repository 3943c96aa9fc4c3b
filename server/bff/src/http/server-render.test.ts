import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  fillShell,
  modulePreloadLinks,
  serverRenderer,
  type BuildManifest,
  type RenderResult,
  type ServerEntry,
} from './server-render';

const SHELL =
  '<!doctype html><html><head><title>Spectrum</title><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A build manifest as Vite writes it: the entry, two pages, the Apollo client and the chunks they share. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  _react: { file: 'assets/react.js' },
  '_react.js': { file: 'assets/react.js' },
  '_stack.js': { file: 'assets/stack.js', imports: ['_react.js'] },
  '_product-card.js': { file: 'assets/product-card.js', imports: ['_stack.js', 'index.html'] },
  'src/routes/product-detail.tsx': {
    file: 'assets/product-detail.js',
    imports: ['_product-card.js', '_stack.js', 'index.html'],
  },
  'src/routes/faq.tsx': { file: 'assets/faq.js', imports: ['_stack.js'] },
  'src/app/browser-client.ts': { file: 'assets/browser-client.js', imports: ['_apollo.js'] },
  '_apollo.js': { file: 'assets/apollo.js' },
};
const url = new URL('http://shop.example/product/detail/7');

function rendererWith(renderPage: ServerEntry['renderPage'], entryFile = import.meta.filename) {
  const warn = vi.fn();
  const { render } = serverRenderer({
    entryFile,
    graphqlUrl: () => 'http://127.0.0.1:4000/graphql',
    timeoutMs: 1_000,
    logger: { warn },
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
      '<link rel="modulepreload" crossorigin href="/assets/react.js"><title>Spectrum | Sofa</title><meta name="description" content="A sofa"></head>',
    );
  });

  it('refuses a shell without the root element', () => {
    expect(() => fillShell('<html><body></body></html>', { head: '', html: '', stateScript: '' })).toThrow(/root/);
  });
});

describe('modulePreloadLinks', () => {
  const hrefs = (links: string) => Array.from(links.matchAll(/href="([^"]+)"/g), (match) => match[1]);

  it('preloads the modules and every chunk they import, once each, leaving out the entry and what the shell has', () => {
    const links = modulePreloadLinks(MANIFEST, ['src/routes/product-detail.tsx', 'src/app/browser-client.ts'], SHELL);
    expect(hrefs(links)).toEqual([
      '/assets/product-detail.js',
      '/assets/product-card.js',
      '/assets/stack.js',
      '/assets/browser-client.js',
      '/assets/apollo.js',
    ]);
    expect(links).toMatch(/^(<link rel="modulepreload" crossorigin href="[^"]+">)+$/);
  });

  it('preloads nothing for a page without code of its own, or a module the build does not know', () => {
    expect(modulePreloadLinks(MANIFEST, [], SHELL)).toBe('');
    expect(modulePreloadLinks(MANIFEST, ['src/routes/renamed.tsx'], SHELL)).toBe('');
    expect(modulePreloadLinks({}, ['src/routes/faq.tsx'], SHELL)).toBe('');
  });
});

describe('serverRenderer', () => {
  it("puts the page's preload links into <head>, from the manifest on disk", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-manifest-'));
    const manifestFile = path.join(dir, 'manifest.json');
    fs.writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    try {
      const { render } = serverRenderer({
        entryFile: import.meta.filename,
        manifestFile,
        graphqlUrl: () => 'http://127.0.0.1:4000/graphql',
        timeoutMs: 1_000,
        logger: { warn: vi.fn() },
        load: async () => ({
          renderPage: async () => ({
            kind: 'page',
            status: 200,
            head: '<title>Spectrum | FAQ</title>',
            html: '<h1>FAQ</h1>',
            stateScript: '',
            modules: ['src/routes/faq.tsx'],
          }),
        }),
      });
      const page = await render(url, SHELL);
      expect(page?.html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/faq.js"><link rel="modulepreload" crossorigin href="/assets/stack.js"><title>Spectrum | FAQ</title></head>',
      );

      fs.writeFileSync(manifestFile, '{ not json');
      expect((await render(url, SHELL))?.html).toContain(
        '<title>Spectrum</title><link rel="modulepreload" crossorigin href="/assets/react.js"><title>Spectrum | FAQ</title></head>',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the rendered page with its status', async () => {
    const renderPage = vi.fn(async (): Promise<RenderResult> => ({
      kind: 'page',
      status: 404,
      head: '<title>Spectrum | Page Not Found</title>',
      html: '<h1>Page cannot be found</h1>',
      stateScript: '',
      modules: [],
    }));
    const { render } = rendererWith(renderPage);
    const page = await render(url, SHELL);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<div id="root"><h1>Page cannot be found</h1></div>');
    expect(page?.html).toContain('<title>Spectrum | Page Not Found</title></head>');
    expect(renderPage).toHaveBeenCalledWith(
      url,
      expect.objectContaining({ graphqlUrl: 'http://127.0.0.1:4000/graphql' }),
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
