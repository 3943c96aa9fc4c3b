import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startNodeFlags } from '../tests/support/processes';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface ColdBff {
  origin: string;
  child: ChildProcess;
  stop(): void;
}

/**
 * The built BFF (server/bff/dist/main.js) on a store API with the page cache off, so every page is a full render
 * with `webServerEntry`; node gets `npm start`'s flags and `nodeArgs` (a profiler's), `webDist` defaults to the
 * entry's build.
 */
export async function startColdBff(
  apiUrl: string,
  webServerEntry: string,
  options: { nodeArgs?: string[]; webDist?: string } = {},
): Promise<ColdBff> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nodeArgs = [...startNodeFlags('bff'), ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, 'server/bff/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      PUBLIC_ORIGIN: origin,
      WEB_DIST: options.webDist ?? path.join(path.dirname(webServerEntry), '..', 'dist'),
      WEB_SERVER_ENTRY: webServerEntry,
      PAGE_CACHE_MB: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, child, stop };
    if (tries > 300) {
      stop();
      throw new Error('the cache-off BFF did not start');
    }
    await sleep(200);
  }
}
