import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { buildServers } from '../../scripts/build-servers.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One GET on a connection of its own that is closed after the answer (`Connection: close`), so a server
 * stopped right after need not wait for a kept-open connection's keep-alive to run out.
 */
export function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Holds a port the way another program would, until `release` is called. */
export async function occupyPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Its exit code, once its output is complete. */
  exited: Promise<number | null>;
  waitFor: (text: string, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<number | null>;
}

/**
 * The compiled server as `npm start` and `npm run start:<name>` run it (`server/<name>/dist/main.js`), built
 * first when missing or older than its sources.
 */
export async function compiledServer(name: 'api' | 'bff'): Promise<string> {
  await buildServers({ names: [name], onlyIfOutdated: true });
  return `server/${name}/dist/main.js`;
}

/** The node flags `npm start` runs a server with: those of its package's start script (`node <flags> dist/main.js`). */
export function startNodeFlags(name: 'api' | 'bff'): string[] {
  const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server', name, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Runs a compiled server (see compiledServer) with node and its start flags from the repository root, logging at info. */
export function startServerProcess(mainFile: string, env: Record<string, string>): ServerProcess {
  const name = /^server\/(api|bff)\//.exec(mainFile)?.[1] as 'api' | 'bff' | undefined;
  if (!name) throw new Error(`not a compiled server: ${mainFile}`);
  const child = spawn(process.execPath, [...startNodeFlags(name), mainFile], {
    cwd: repoRoot,
    // vitest sets NODE_ENV=test, which silences the log these tests read.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the output is complete only once the pipes have closed.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let finished = false;
  void exited.then(() => (finished = true));

  return {
    child,
    output: () => output,
    exited,
    async waitFor(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (finished) throw new Error(`${mainFile} exited before printing "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`${mainFile} did not print "${text}":\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (!finished) child.kill('SIGTERM');
      return exited;
    },
  };
}
