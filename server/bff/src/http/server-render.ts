import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

/** What a server render gives back (web/src/entry-server.tsx). */
export type RenderResult =
  { kind: 'client-only' } | { kind: 'page'; status: number; head: string; html: string; stateScript: string };

/** The web build's server entry, `web/dist-server/entry-server.js`, as the BFF calls it. */
export interface ServerEntry {
  renderPage(
    url: URL,
    options: { graphqlUrl: string; publicOrigin: string; signal: AbortSignal },
  ): Promise<RenderResult>;
}

/** A page's HTML and status, or null when the HTML shell answers (guarded page, no server build, failure). */
export type RenderDocument = (url: URL, template: string) => Promise<{ status: number; html: string } | null>;

export interface ServerRenderer {
  render: RenderDocument;
  /** Loads the server build now rather than on the first page (a second or more on a busy machine). */
  warmUp(): Promise<void>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** The shell (index.html) with the page's head elements, the page inside #root and its state right after it. */
export function fillShell(template: string, page: { head: string; html: string; stateScript: string }): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes(HEAD_END)) {
    throw new Error(`index.html needs ${HEAD_END} and ${ROOT_ELEMENT} to render into`);
  }
  return template
    .replace(HEAD_END, () => `${page.head}${HEAD_END}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
}

/** This server's own GraphQL endpoint on loopback, where the render's queries go. */
export function loopbackGraphqlUrl(server: Server): string {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening');
  const host = address.family === 'IPv6' && address.address !== '::' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}/graphql`;
}

/**
 * Renders pages with the web build's server entry. A page whose data is not all there within `timeoutMs`, or
 * whose render fails, is answered with the shell: the browser renders it as before server rendering. The entry
 * is loaded on first use; while it is not built, every page is the shell.
 */
export function serverRenderer(options: {
  entryFile: string;
  graphqlUrl: () => string;
  timeoutMs: number;
  /** PUBLIC_ORIGIN: the page's canonical, Open Graph and JSON-LD URLs are written with it. */
  publicOrigin: string;
  logger: Pick<Logger, 'warn'>;
  load?: (entryFile: string) => Promise<ServerEntry>;
}): ServerRenderer {
  const load = options.load ?? ((file: string) => import(pathToFileURL(file).href) as Promise<ServerEntry>);
  let entry: Promise<ServerEntry> | undefined;
  const entryModule = async (): Promise<ServerEntry | null> => {
    if (!entry) {
      if (!fs.existsSync(options.entryFile)) return null;
      entry = load(options.entryFile).catch((error: unknown) => {
        entry = undefined;
        throw error;
      });
    }
    return entry;
  };

  const render: RenderDocument = async (url, template) => {
    try {
      const module = await entryModule();
      if (!module) return null;
      const result = await module.renderPage(url, {
        graphqlUrl: options.graphqlUrl(),
        publicOrigin: options.publicOrigin,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (result.kind !== 'page') return null;
      return { status: result.status, html: fillShell(template, result) };
    } catch (error) {
      options.logger.warn({ err: error, url: url.pathname }, 'server render failed; answering with the page shell');
      return null;
    }
  };
  return {
    render,
    async warmUp() {
      await entryModule().catch((error: unknown) => {
        options.logger.warn({ err: error }, 'the server render could not be loaded; pages answer with the shell');
      });
    },
  };
}
