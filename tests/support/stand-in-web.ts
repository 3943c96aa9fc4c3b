// A stand-in for the built web (web/dist) in a temporary folder, for tests of how a BFF serves pages without
// building the real client.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The shell the client fills: what the BFF sends for a page it does not render on the server. */
export const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

export interface StandInWeb {
  /** The folder to serve as the web build (`webDist`, WEB_DIST). */
  dist: string;
  /** The server-render module (`webServerEntry`, WEB_SERVER_ENTRY) when one was given. */
  entry: string;
  remove(): Promise<void>;
}

/** Writes index.html and, when `entrySource` is given, a server-render module exporting `renderPage`. */
export async function standInWeb(name: string, entrySource?: string): Promise<StandInWeb> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), `spectrum-${name}-`));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  const entry = path.join(dist, 'entry.mjs');
  if (entrySource !== undefined) await fs.writeFile(entry, entrySource);
  return { dist, entry, remove: () => fs.rm(dist, { recursive: true, force: true }) };
}
