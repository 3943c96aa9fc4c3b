// No Docker engine runs where CI does, so the deployment files are checked for what can be checked
// without one: syntax, wiring between services, and that every path they name exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;

describe('docker-compose.yml', () => {
  it('has postgres, a mail catcher, the api and the bff, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'bff', 'mail', 'postgres']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
  });

  it('starts services in order: postgres before api before bff', () => {
    expect(compose.services.api?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.bff?.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('keeps the database and uploads on named volumes', () => {
    expect(compose.services.postgres?.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.services.api?.volumes).toContain('uploads:/data/uploads');
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['pgdata', 'uploads']);
  });

  it('wires the api to postgres and mail, and the bff to the api, through env', () => {
    const api = compose.services.api?.environment ?? {};
    expect(api.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(api.SMTP_URL).toBe('smtp://mail:1025');
    expect(api.NODE_ENV).toBe('production');
    expect(api.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?/);
    expect(compose.services.bff?.environment?.API_URL).toBe('http://api:4001/api');
  });

  it('builds from Dockerfiles that exist and copy only paths that exist', () => {
    for (const name of ['api', 'bff']) {
      const build = compose.services[name]?.build;
      expect(build, name).toBeDefined();
      const dockerfile = fs.readFileSync(path.join(root, build!.context, build!.dockerfile), 'utf8');
      const instructions = dockerfile
        .replace(/\\\n/g, ' ')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
      expect(instructions[0], `${name} Dockerfile starts with FROM`).toMatch(/^FROM node:20/);
      const known = /^(FROM|WORKDIR|COPY|RUN|ENV|USER|EXPOSE|HEALTHCHECK|CMD|ARG)\b/;
      for (const line of instructions) expect(line, `${name}: ${line}`).toMatch(known);
      for (const line of instructions.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
        const sources = line.split(/\s+/).slice(1, -1);
        for (const source of sources) {
          expect(fs.existsSync(path.join(root, build!.context, source)), `${name}: ${source}`).toBe(true);
        }
      }
      const cmd = instructions.find((line) => line.startsWith('CMD '))!;
      const entry = JSON.parse(cmd.slice(4)) as string[];
      expect(fs.existsSync(path.join(root, entry[entry.length - 1]!)), `${name} entry point`).toBe(true);
    }
  });
});
