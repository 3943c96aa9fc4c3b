// No Docker engine runs where CI does, so the deployment files are checked for what can be checked
// without one: syntax, wiring between services, and that every path they name exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadApiConfig } from '../../server/api/src/config';
import { loadConfig as loadBffConfig } from '../../server/bff/src/config';
import { EDGE_TEMPLATE, fillTemplate } from '../faults/support/edge';
import { startNodeFlags } from '../support/processes';

const root = path.resolve(import.meta.dirname, '../..');

interface ComposeService {
  image?: string;
  deploy?: { replicas?: number };
  build?: { context: string; dockerfile: string; target?: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  restart?: string;
  volumes?: string[];
  ports?: string[];
  entrypoint?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;
interface DockerStage {
  name: string;
  /** The image or the earlier stage it starts from. */
  from: string;
  instructions: string[];
}

/** The stages of the Dockerfile a service builds, each with its instructions (continuations joined, no comments). */
function dockerfileOf(service: string): { context: string; target: string; stages: DockerStage[] } {
  const build = compose.services[service]!.build!;
  const lines = fs
    .readFileSync(path.join(root, build.context, build.dockerfile), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? '', instructions: [] });
    else stages[stages.length - 1]?.instructions.push(line);
  }
  return { context: build.context, target: build.target ?? '', stages };
}

/** A service's target stage first, then every stage it is built on or copies from. */
function imageStages(service: string): DockerStage[] {
  const { target, stages } = dockerfileOf(service);
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const reached: DockerStage[] = [];
  const visit = (name: string) => {
    const stage = byName.get(name);
    if (!stage || reached.includes(stage)) return;
    reached.push(stage);
    visit(stage.from);
    for (const line of stage.instructions) visit(/--from=(\S+)/.exec(line)?.[1] ?? '');
  };
  visit(target);
  expect(reached[0]?.name, `${service} target stage`).toBe(target);
  return reached;
}

/** Jobs that run once and exit (the bucket's creation): no health check, restarted only when they fail. */
const JOBS = ['minio-bucket'];
const longRunning = Object.entries(compose.services).filter(([name]) => !JOBS.includes(name));

describe('docker-compose.yml', () => {
  it('has postgres, a mail catcher, MinIO, the api, the bff and the edge, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'bff',
      'edge',
      'mail',
      'minio',
      'minio-bucket',
      'postgres',
    ]);
    for (const [name, service] of longRunning) {
      expect(service.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
  });

  it('starts services in order: postgres and the bucket before api, api before bff, bff before the edge', () => {
    expect(compose.services['minio-bucket']?.depends_on?.minio?.condition).toBe('service_healthy');
    expect(compose.services.api?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.api?.depends_on?.['minio-bucket']?.condition).toBe('service_completed_successfully');
    expect(compose.services.bff?.depends_on?.api?.condition).toBe('service_healthy');
    expect(compose.services.edge?.depends_on?.bff?.condition).toBe('service_healthy');
  });

  it('keeps the database and the images on named volumes, the images in the bucket for every API replica', () => {
    expect(compose.services.postgres?.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.services.minio?.volumes).toContain('images:/data');
    expect(compose.services.api?.volumes).toBeUndefined();
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['images', 'pgdata']);
    const api = compose.services.api?.environment ?? {};
    expect(api).toMatchObject({ STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'spectrum-images' });
    expect(compose.services['minio-bucket']?.entrypoint?.join(' ')).toContain(`spectrum/${api.S3_BUCKET}`);
  });

  it('runs 2 API and 2 BFF replicas behind the edge, which alone is published', () => {
    expect(compose.services.api?.deploy?.replicas).toBe(2);
    expect(compose.services.bff?.deploy?.replicas).toBe(2);
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name, service]) => [name, service.ports])).toEqual([
      ['mail', ['127.0.0.1:8025:8025']],
      ['edge', ['4000:80']],
    ]);
  });

  it('gives the edge the one configuration the fault test runs, with every variable it needs', () => {
    const edge = compose.services.edge!;
    const mount = `./${path.relative(root, EDGE_TEMPLATE)}:/etc/nginx/templates/default.conf.template:ro`;
    expect(edge.volumes).toEqual([mount]);
    const site = fillTemplate(fs.readFileSync(EDGE_TEMPLATE, 'utf8'), edge.environment ?? {});
    expect(site).toContain('listen 80;');
    expect(site).toContain('server bff:4000 resolve');
    expect(site).toContain('proxy_pass http://spectrum_bff;');
    // Sessions never touch the shared cache.
    expect(site).toMatch(/proxy_cache_bypass \$spectrum_session;/);
    expect(site).toMatch(/proxy_no_cache \$spectrum_session;/);
    expect(edge.healthcheck?.test.join(' ')).toContain('http://127.0.0.1/edge-health');
  });

  it('wires the api to postgres and mail, and the bff to the api, through env', () => {
    const api = compose.services.api?.environment ?? {};
    expect(api.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(api.SMTP_URL).toBe('smtp://mail:1025');
    expect(api.NODE_ENV).toBe('production');
    expect(api.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?/);
    expect(compose.services.bff?.environment?.API_URL).toBe('http://api:4001/api');
  });

  it('builds both images from one Dockerfile that copies only paths that exist', () => {
    const builds = ['api', 'bff'].map((name) => compose.services[name]?.build);
    expect(builds.map((build) => build?.target)).toEqual(['api', 'bff']);
    expect(new Set(builds.map((build) => `${build?.context} ${build?.dockerfile}`)).size).toBe(1);
    const { context, stages } = dockerfileOf('api');
    expect(stages[0]?.from, 'the Dockerfile starts from Node 22').toMatch(/^node:22/);
    const known = /^(FROM|WORKDIR|COPY|RUN|ENV|USER|EXPOSE|HEALTHCHECK|CMD|ARG)\b/;
    for (const line of stages.flatMap((stage) => stage.instructions)) {
      expect(line).toMatch(known);
      if (!line.startsWith('COPY ') || line.includes('--from=')) continue;
      for (const source of line.split(/\s+/).slice(1, -1)) {
        expect(fs.existsSync(path.join(root, context, source)), source).toBe(true);
      }
    }
  });

  it('gives each image its own target, running its compiled server with node itself', () => {
    for (const name of ['api', 'bff'] as const) {
      const image = imageStages(name);
      const cmd = image[0]!.instructions.find((line) => line.startsWith('CMD '))!;
      const entry = JSON.parse(cmd.slice(4)) as string[];
      // Compiled JavaScript run by node itself: no TypeScript loader between the stop signal and the server, and
      // with the node flags `npm start` gives it (the BFF's young generation size, for one).
      const startFlags = startNodeFlags(name);
      expect(entry.slice(0, -1)).toEqual(['node', ...startFlags]);
      expect(startFlags).toContain('--enable-source-maps');
      expect(entry[entry.length - 1]).toBe(`server/${name}/dist/main.js`);
      const runs = image.flatMap((stage) => stage.instructions).filter((line) => line.startsWith('RUN '));
      expect(runs.some((line) => line.includes(`build-servers.mjs ${name}`))).toBe(true);
      expect(fs.existsSync(path.join(root, 'server', name, 'src', 'main.ts')), `${name} source entry point`).toBe(true);
      expect(image.flatMap((stage) => stage.instructions).join('\n')).not.toMatch(/tsx/);
    }
  });

  it('checks readiness, not mere liveness, in the compose file and the images', () => {
    const readiness = { api: 'http://127.0.0.1:4001/api/readyz', bff: 'http://127.0.0.1:4000/readyz' };
    for (const [name, url] of Object.entries(readiness)) {
      expect(compose.services[name]?.healthcheck?.test.join(' '), name).toContain(url);
      const healthcheck = imageStages(name)[0]!.instructions.find((line) => line.startsWith('HEALTHCHECK '));
      expect(healthcheck, `${name} image HEALTHCHECK`).toContain(url);
    }
  });

  it('gives the servers longer to stop than their grace period for requests in flight', () => {
    for (const name of ['api', 'bff']) {
      const period = compose.services[name]?.stop_grace_period ?? '10s';
      expect(Number(/^(\d+)s$/.exec(period)?.[1]), name).toBeGreaterThan(10);
    }
  });

  it('restarts every service after a failure, and a job until it succeeds', () => {
    for (const [name, service] of longRunning) expect(service.restart, name).toBe('unless-stopped');
    for (const name of JOBS) expect(compose.services[name]?.restart, name).toBe('on-failure');
  });

  it('seeds no demo accounts, and keeps Sandbox and introspection off, unless asked for', () => {
    const api = compose.services.api?.environment ?? {};
    expect(api.SEED_DEMO_DATA).toBe('${SEED_DEMO_DATA:-false}');
    // Only demo data asked for on purpose lets the API start with the published demo password.
    expect(api.ALLOW_DEMO_PASSWORD).toBe('${SEED_DEMO_DATA:-false}');
    const bff = compose.services.bff?.environment ?? {};
    expect(bff.SANDBOX).toBe('${SANDBOX:-false}');
    expect(bff.INTROSPECTION).toBe('${INTROSPECTION:-false}');
    expect(bff.NODE_ENV).toBe('production');
  });

  it('publishes the mail catcher, which shows every reset code, on the loopback address only', () => {
    const ports = compose.services.mail?.ports ?? [];
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('lets the API believe X-Forwarded-For only from the compose network (where the BFF is)', () => {
    expect(compose.services.api?.environment?.TRUSTED_PROXIES).toBe('loopback,uniquelocal');
  });

  it('keeps the metrics port off the published ports', () => {
    for (const name of ['api', 'bff']) {
      const service = compose.services[name]!;
      const metricsPort = service.environment?.METRICS_PORT;
      expect(metricsPort, name).toBeDefined();
      expect(
        (service.ports ?? []).some((port) => port.includes(metricsPort!)),
        name,
      ).toBe(false);
    }
  });

  it('binds the API on the compose network on purpose, and publishes no port of it', () => {
    expect(compose.services.api?.environment?.API_HOST).toBe('0.0.0.0');
    expect(compose.services.api?.ports).toBeUndefined();
    const env = imageStages('api')[0]!.instructions.filter((line) => line.startsWith('ENV '));
    expect(env.join('\n')).toMatch(/^ENV .*\bAPI_HOST=0\.0\.0\.0\b/m);
  });

  it('gives both servers an environment their production configuration accepts', () => {
    // Compose's `${NAME:-default}` and `${NAME:?message}` as Compose fills them in with nothing else set.
    const resolved = (service: string) =>
      Object.fromEntries(
        Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [
          name,
          String(value)
            .replace(/\$\{APP_SECRET:\?[^}]*\}/, 'a-secret-an-operator-chose-0123456789')
            .replace(/\$\{BFF_SECRET:\?[^}]*\}/, 'another-secret-an-operator-chose-987')
            .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
        ]),
      );
    const api = loadApiConfig(resolved('api'));
    expect(api).toMatchObject({ env: 'production', host: '0.0.0.0', exposeResetCode: false });
    const bff = loadBffConfig(resolved('bff'));
    expect(bff).toMatchObject({ env: 'production', publicOrigin: 'http://localhost:4000' });
    expect(compose.services.bff?.environment?.PUBLIC_ORIGIN).toBe('${PUBLIC_ORIGIN:-http://localhost:4000}');
  });
});
