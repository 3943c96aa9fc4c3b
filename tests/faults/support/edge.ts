import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, getOnce } from '../../support/processes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The edge's configuration, the same file docker-compose.yml's `edge` service runs. */
export const EDGE_TEMPLATE = path.join(repoRoot, 'deploy/edge/default.conf.template');

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

function findNginx(): string | undefined {
  return NGINX_PATHS.find((candidate) => existsSync(candidate));
}

/**
 * Debian's nginx: found, or installed with apt when this runs as root (as CI does). Undefined, with the reason,
 * only when it is absent and cannot be installed.
 */
export function nginxOrReason(): { nginx: string } | { reason: string } {
  const found = findNginx();
  if (found) return { nginx: found };
  if (process.getuid?.() !== 0) return { reason: 'nginx is not installed and installing it needs root' };
  const installed = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  const nginx = findNginx();
  if (nginx) return { nginx };
  return { reason: `nginx is not installed and apt-get could not install it: ${installed.stderr || installed.error}` };
}

/** The template with its ${NAME} variables filled, as the nginx image's envsubst does. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(EDGE_[A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the edge template needs ${name}`);
    return value;
  });
}

export interface Edge {
  origin: string;
  process: ChildProcess;
  /** What nginx wrote to its error log. */
  errors(): Promise<string>;
  /** Every request nginx answered, one line each: `<status> <upstream status> <request>`. */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/** nginx on a free loopback port in front of `bffOrigins`, with its files in a temporary folder. */
export async function startEdge(nginx: string, bffOrigins: string[]): Promise<Edge> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-edge-'));
  const port = await freePort();
  const servers = bffOrigins
    .map((origin) => `server ${new URL(origin).host} max_fails=1 fail_timeout=2s;`)
    .join('\n    ');
  const site = fillTemplate(await fs.readFile(EDGE_TEMPLATE, 'utf8'), {
    EDGE_LISTEN: `127.0.0.1:${port}`,
    EDGE_BFF_SERVERS: servers,
    EDGE_CACHE_DIR: path.join(directory, 'cache'),
  });
  await fs.writeFile(path.join(directory, 'site.conf'), site);
  const errorLog = path.join(directory, 'error.log');
  const accessLog = path.join(directory, 'access.log');
  // The main file nginx's package would give, reduced to what a loopback test needs; the site is included
  // inside `http`, as /etc/nginx/conf.d is.
  await fs.writeFile(
    path.join(directory, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
master_process on;
worker_processes 1;
pid ${path.join(directory, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    default_type application/octet-stream;
    log_format edge '$status $upstream_status "$request" $upstream_cache_status';
    access_log ${accessLog} edge;
    client_body_temp_path ${path.join(directory, 'body')};
    proxy_temp_path ${path.join(directory, 'proxy')};
    fastcgi_temp_path ${path.join(directory, 'fastcgi')};
    uwsgi_temp_path ${path.join(directory, 'uwsgi')};
    scgi_temp_path ${path.join(directory, 'scgi')};
    include ${path.join(directory, 'site.conf')};
}
`,
  );
  const child = spawn(nginx, ['-p', directory, '-c', path.join(directory, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const answer = await getOnce(`${origin}/edge-health`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await sleep(50);
  }
  return {
    origin,
    process: child,
    errors: () => fs.readFile(errorLog, 'utf8').catch(() => ''),
    accessLog: async () =>
      (await fs.readFile(accessLog, 'utf8').catch(() => '')).split('\n').filter((line) => line.length > 0),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('close', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
