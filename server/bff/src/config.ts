import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@spectrum/shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BffConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Base URL of the store API, routes included (`…/api`). */
  apiUrl: string;
  /** Whether the schema may be introspected (on in development). */
  introspection: boolean;
  /** Whether GET /graphql shows the Apollo Sandbox (on in development). */
  sandbox: boolean;
  upstreamTimeoutMs: number;
  /** The built web client served at `/`. */
  webDist: string;
  maxUploadBytes: number;
  maxUploadFiles: number;
  /** Deepest selection nesting a query may have. */
  maxQueryDepth: number;
  /** Most fields a query may select once fragments are expanded. */
  maxQueryCost: number;
  logLevel: string;
  /** The GraphQL schema file (the repository's `schema.graphql`). */
  schemaPath: string;
}

function readEnv(env: NodeJS.ProcessEnv): BffConfig['env'] {
  const value = env.NODE_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive whole number`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const mode = readEnv(env);
  const production = mode === 'production';
  const apiUrl = (env.API_URL ?? 'http://localhost:4001/api').replace(/\/+$/, '');
  try {
    new URL(apiUrl);
  } catch {
    throw new Error(`API_URL is not a URL: ${apiUrl}`);
  }
  return {
    env: mode,
    port: positiveInt('PORT', env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    apiUrl,
    introspection: bool(env.INTROSPECTION, !production),
    sandbox: bool(env.SANDBOX, !production),
    upstreamTimeoutMs: positiveInt('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, 10_000),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'web/dist'),
    maxUploadBytes: positiveInt('MAX_UPLOAD_BYTES', env.MAX_UPLOAD_BYTES, LIMITS.maxUploadBytes),
    maxUploadFiles: LIMITS.maxProductPhotos,
    maxQueryDepth: positiveInt('MAX_QUERY_DEPTH', env.MAX_QUERY_DEPTH, 10),
    maxQueryCost: positiveInt('MAX_QUERY_COST', env.MAX_QUERY_COST, 300),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    schemaPath: path.resolve(repoRoot, 'schema.graphql'),
  };
}
