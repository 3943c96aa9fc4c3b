import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

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

/** Runs a server's `main.ts` as `npm start` does (tsx from the repository root), logging at info. */
export function startServerProcess(mainFile: string, env: Record<string, string>): ServerProcess {
  const child = spawn(tsx, [mainFile], {
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
