import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Connections the PostgreSQL pool opens (db/client.ts); database calls beyond it wait in the admission queue. */
export const DB_POOL_SIZE = 10;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Public origin of the API as browsers see it, used in CORS. */
  corsOrigins: string[];
  /** HMAC key for one-time codes. */
  secret: string;
  /** Whether POST /auth/reset returns the code in `data.otp` (development only). */
  exposeOtp: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemoData: boolean;
  logLevel: string;
  jsonBodyLimit: string;
  /** How long a stop waits for requests in flight before it cuts them. */
  shutdownGraceMs: number;
  /** How long /readyz waits for the database to answer. */
  readyTimeoutMs: number;
  /**
   * Database calls admitted at once (default: the pool's size on PostgreSQL, one on PGlite), calls allowed to
   * wait, and how long they may wait, before a 503.
   */
  dbMaxConcurrency: number | undefined;
  dbMaxQueue: number;
  dbQueueTimeoutMs: number;
  /** Prometheus /metrics on its own port (off when undefined), bound to `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return parsed;
}

function readEnv(env: NodeJS.ProcessEnv): ApiConfig['env'] {
  const value = env.NODE_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mode = readEnv(env);
  const production = mode === 'production';
  const secret = env.APP_SECRET ?? (production ? undefined : 'development-only-secret-change-me');
  if (!secret || secret.length < 16) {
    throw new Error('APP_SECRET must be set to at least 16 characters in production');
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  return {
    env: mode,
    port: Number(env.API_PORT ?? 4001),
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4000,http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    secret,
    exposeOtp: bool(env.EXPOSE_OTP, !production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Spectrum <no-reply@spectrum.local>',
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    jsonBodyLimit: env.JSON_BODY_LIMIT ?? '100kb',
    shutdownGraceMs: wholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0),
    readyTimeoutMs: wholeNumber('READY_TIMEOUT_MS', env.READY_TIMEOUT_MS, 2_000),
    dbMaxConcurrency: env.DB_MAX_CONCURRENCY ? wholeNumber('DB_MAX_CONCURRENCY', env.DB_MAX_CONCURRENCY, 1) : undefined,
    dbMaxQueue: wholeNumber('DB_MAX_QUEUE', env.DB_MAX_QUEUE, 200, 0),
    dbQueueTimeoutMs: wholeNumber('DB_QUEUE_TIMEOUT_MS', env.DB_QUEUE_TIMEOUT_MS, 3_000),
    metricsPort: env.METRICS_PORT ? wholeNumber('METRICS_PORT', env.METRICS_PORT, 0, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  };
}
