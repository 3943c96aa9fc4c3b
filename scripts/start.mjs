#!/usr/bin/env node
/* global AbortSignal */
// `npm start`: builds what is missing or outdated (codegen output, the web build, the compiled servers), starts
// the store API, then — once it is ready (/api/readyz) — the GraphQL BFF that serves the store. The servers run
// as plain `node server/<name>/dist/main.js` processes, so a stop signal reaches them directly. `npm run dev`
// (--dev) runs both servers from TypeScript with reload on change, plus Vite's dev server for the web. Output is
// prefixed per process. Ctrl-C or SIGTERM stops the BFF first (it finishes its requests, which may still need
// the API), then the API, and exits once both have; if one process dies, the others are stopped and the exit
// code is non-zero.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServers, serverEntry } from './build-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.API_PORT ?? 4001);
const bffPort = Number(process.env.PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}/api`;
// `npm start` is local development unless NODE_ENV says otherwise, and it says so to both servers rather than
// leave it to their defaults. In development it also asks the API to return reset codes in its answer (the web
// shows them, so no mail server is needed); set EXPOSE_RESET_CODE=false to have them mailed only.
const mode = process.env.NODE_ENV || 'development';
const resetCodeEnv =
  mode === 'development' && process.env.EXPOSE_RESET_CODE === undefined ? { EXPOSE_RESET_CODE: 'true' } : {};
const healthUrl = `http://127.0.0.1:${apiPort}/api/readyz`;
const bffHealthUrl = `http://127.0.0.1:${bffPort}/readyz`;
const HEALTH_TIMEOUT_MS = Number(process.env.START_TIMEOUT_MS ?? 120_000);
// Each server has SHUTDOWN_GRACE_MS (10 s) for its requests in flight, then closes its database; past that and
// a margin, it is killed.
const STOP_TIMEOUT_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 10_000;
const dev = process.argv.includes('--dev');
const script = dev ? 'dev' : 'start';

const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;
const children = new Map();
let stopping = false;

function say(message) {
  console.log(`${colour('1', '[start]')} ${message}`);
}

function prefixLines(stream, prefix, target) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

const NAMES = { api: 'the store API', bff: 'the BFF', web: "Vite's dev server" };

/**
 * Starts a compiled server with node itself (in production), or `npm run dev -w <workspace>` (with --dev). Each
 * runs in its own process group, so a Ctrl-C in the terminal reaches only this script, which stops them in order.
 */
function startProcess(name, workspace, colourCode, env) {
  const [command, args] =
    dev || name === 'web'
      ? ['npm', ['run', script, '--silent', '-w', workspace]]
      : [process.execPath, ['--enable-source-maps', serverEntry(name)]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const prefix = colour(colourCode, `[${name}]`);
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  // 'close', not 'exit': the server's last log lines have been read from its pipes by then.
  const exited = new Promise((resolve) => {
    child.once('close', (code, signal) => {
      children.delete(name);
      resolve({ code, signal });
    });
  });
  children.set(name, { child, exited });
  exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(
      `${colour('31', '[start]')} ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest`,
    );
    void stopAll(code && code !== 0 ? code : 1);
  });
  child.once('error', (error) => {
    console.error(`${colour('31', '[start]')} ${name} could not start: ${error.message}`);
    void stopAll(1);
  });
  return children.get(name);
}

/**
 * A compiled server is signalled itself; a development one (npm → tsx watch → node) through its process group,
 * and so is everything left of a group once its leader is gone.
 */
function signalProcess(child, signal, { group = dev } = {}) {
  try {
    if (process.platform === 'win32' || !group) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  // The BFF first: it finishes its requests in flight, which may still need the API; the API after it.
  for (const name of ['web', 'bff', 'api']) {
    const running = children.get(name);
    if (!running) continue;
    say(`stopping ${NAMES[name]} (SIGTERM to process ${running.child.pid})`);
    signalProcess(running.child, 'SIGTERM');
    const stopped = await Promise.race([running.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
    if (stopped) say(`${NAMES[name]} stopped (${stopped.signal ?? `exit code ${stopped.code}`})`);
    else {
      say(`${NAMES[name]} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
      signalProcess(running.child, 'SIGKILL', { group: true });
      await running.exited;
    }
    // npm and tsx may leave a process of a development server's group behind.
    if (dev) signalProcess(running.child, 'SIGKILL', { group: true });
  }
  say('everything stopped');
  process.exit(exitCode);
}

async function waitUntilAnswering(url, name) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return false;
    if (!children.has(name)) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  return false;
}

/** Runs a build step in the foreground; a failure stops the start with its exit code. */
function runStep(description, args) {
  say(description);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${colour('31', '[start]')} ${description} failed`);
    process.exit(result.status ?? 1);
  }
}

function buildWhatIsMissing() {
  if (!fs.existsSync(path.join(root, 'web', 'src', '__generated__', 'graphql.ts'))) {
    runStep('generating GraphQL types (npm run codegen)', ['run', 'codegen', '--silent']);
  }
  // A WEB_DIST of one's own is built by whoever set it.
  const webBuilt = ['dist/index.html', 'dist-server/entry-server.js'].every((file) =>
    fs.existsSync(path.join(root, 'web', file)),
  );
  if (!dev && !process.env.WEB_DIST && !webBuilt) {
    runStep('building the web client (npm run build -w @spectrum/web) — once; delete web/dist to rebuild', [
      'run',
      'build',
      '--silent',
      '-w',
      '@spectrum/web',
    ]);
  }
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));
// `npm start` does not pass a SIGTERM on to this script: when the npm process that started us goes away we
// are re-parented, and the servers (in their own process groups) must not outlive us.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) void stopAll(0);
}, 1_000).unref();

buildWhatIsMissing();
if (!dev) {
  const built = await buildServers({ onlyIfOutdated: true });
  if (built.length > 0)
    say(`compiled ${built.map((name) => `server/${name}`).join(' and ')} (changed since the last start)`);
}

say(`starting the store API on port ${apiPort}`);
startProcess('api', '@spectrum/api', '36', { NODE_ENV: mode, API_PORT: String(apiPort), ...resetCodeEnv });
if (!(await waitUntilAnswering(healthUrl, 'api'))) {
  if (!stopping) {
    console.error(
      `${colour('31', '[start]')} the store API did not answer ${healthUrl} within ${HEALTH_TIMEOUT_MS / 1000} s`,
    );
    await stopAll(1);
  }
} else {
  say(`store API is up; starting the GraphQL BFF on port ${bffPort}`);
  startProcess('bff', '@spectrum/bff', '35', { NODE_ENV: mode, PORT: String(bffPort), API_URL: apiUrl });
  if (await waitUntilAnswering(bffHealthUrl, 'bff')) {
    if (dev)
      startProcess('web', '@spectrum/web', '33', { BFF_URL: `http://localhost:${bffPort}`, WEB_PORT: String(webPort) });
    const storeUrl = dev ? `http://localhost:${webPort} (Vite, hot reload)` : `http://localhost:${bffPort}`;
    say(colour('32', `Spectrum is running:  store ${storeUrl}  ·  GraphQL http://localhost:${bffPort}/graphql`));
    say(`store API (REST) ${apiUrl}  ·  Ctrl-C stops everything`);
    if (mode === 'development') {
      say('demo accounts: customer@spectrum.test / seller@spectrum.test, password spectrum123');
      if (resetCodeEnv.EXPOSE_RESET_CODE) say('development mode: password-reset codes are shown, not only mailed');
    }
  } else if (!stopping) {
    console.error(
      `${colour('31', '[start]')} the BFF did not answer ${bffHealthUrl} within ${HEALTH_TIMEOUT_MS / 1000} s`,
    );
    await stopAll(1);
  }
}
