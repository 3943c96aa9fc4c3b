import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBffSecret } from '@spectrum/shared/server/bff-secret';
import { readFlag, readWholeNumber } from '@spectrum/shared/server/env-values';
import { readNodeEnv, type NodeEnv } from '@spectrum/shared/server/node-env';
import { parseRateRule, type RateRule } from '@spectrum/shared/server/rate-rule';
import { DEFAULT_PAYMENT_DEADLINE_SECONDS } from '@spectrum/shared';
import type { S3StorageOptions } from './lib/s3-storage';

/** Connections the PostgreSQL pool opens by default (DB_POOL_SIZE); calls beyond it wait in the admission queue. */
export const DB_POOL_SIZE = 10;

/** At most `max` requests per `windowSeconds` for one key (a fixed window shared by every replica). */
export type { RateRule };

/**
 * Every rate limit, with its production default. `Address` limits count per client address (all accounts);
 * `Account` limits count per account (all addresses), or per account *and* address for `loginAccountAddress`.
 * Each is set with RATE_LIMIT_<NAME_IN_UPPER_SNAKE_CASE>=max/seconds, e.g. RATE_LIMIT_LOGIN_ADDRESS=60/900.
 */
export const RATE_LIMIT_DEFAULTS = {
  loginAddress: { max: 60, windowSeconds: 15 * 60 },
  loginAccountAddress: { max: 10, windowSeconds: 15 * 60 },
  loginAccount: { max: 10, windowSeconds: 15 * 60 },
  registerAddress: { max: 10, windowSeconds: 60 * 60 },
  resetRequestAddress: { max: 10, windowSeconds: 60 * 60 },
  resetRequestAccount: { max: 3, windowSeconds: 15 * 60 },
  resetConfirmAddress: { max: 30, windowSeconds: 60 * 60 },
  resetGuessAccount: { max: 10, windowSeconds: 24 * 60 * 60 },
  passwordChangeAddress: { max: 20, windowSeconds: 15 * 60 },
  passwordChangeAccount: { max: 10, windowSeconds: 15 * 60 },
  contactAddress: { max: 5, windowSeconds: 60 * 60 },
  uploadAddress: { max: 120, windowSeconds: 60 * 60 },
  uploadAccount: { max: 60, windowSeconds: 60 * 60 },
  checkoutAddress: { max: 60, windowSeconds: 60 * 60 },
  checkoutAccount: { max: 30, windowSeconds: 60 * 60 },
  /** Chat messages (and conversations started): a flood from one address or one account is refused. */
  messageAddress: { max: 120, windowSeconds: 60 },
  messageAccount: { max: 30, windowSeconds: 60 },
  reviewWriteAddress: { max: 120, windowSeconds: 60 * 60 },
  reviewWriteAccount: { max: 60, windowSeconds: 60 * 60 },
  /** Address book writes (save, change, make default, delete). */
  addressWriteAddress: { max: 120, windowSeconds: 60 * 60 },
  addressWriteAccount: { max: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, RateRule>;

/** Per-address limits are multiplied by this outside production unless set explicitly (one machine, many users). */
export const RELAXED_ADDRESS_FACTOR = 1000;

export function rateLimitEnvName(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

function readRateLimits(env: NodeJS.ProcessEnv, relaxAddressLimits: boolean): RateLimits {
  const limits = {} as RateLimits;
  for (const name of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]) {
    const envName = rateLimitEnvName(name);
    const value = env[envName];
    const fallback: RateRule = RATE_LIMIT_DEFAULTS[name];
    if (value) limits[name] = parseRateRule(envName, value);
    else if (relaxAddressLimits && name.endsWith('Address') && name !== 'loginAccountAddress') {
      limits[name] = { max: fallback.max * RELAXED_ADDRESS_FACTOR, windowSeconds: fallback.windowSeconds };
    } else limits[name] = { ...fallback };
  }
  return limits;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  env: NodeEnv;
  port: number;
  /** Bind address: loopback unless API_HOST says otherwise (a container sets 0.0.0.0 itself). */
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Public origin of the API as browsers see it, used in CORS. */
  corsOrigins: string[];
  /** HMAC key for one-time codes. */
  secret: string;
  /**
   * Whether POST /auth/reset returns the code in `data.otp`: anyone could then reset any account, so it is
   * only ever on when EXPOSE_RESET_CODE=true asks for it, and refused in production.
   */
  exposeResetCode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data into an empty database on start (default: not in production). */
  seedDemoData: boolean;
  /** Start in production even while a demo account has the published password (a private demo only). */
  allowDemoPassword: boolean;
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
  /** Express `trust proxy`: which peers may tell the client's address in X-Forwarded-For. */
  trustedProxies: string;
  rateLimits: RateLimits;
  /** Whether the per-address limits were multiplied by RELAXED_ADDRESS_FACTOR (never in production). */
  addressLimitsRelaxed: boolean;
  /** PostgreSQL pool: connections, and how long a connection, a statement and an idle transaction may take. */
  dbPoolSize: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  /** A session ends after this long unused (sliding), and in any case this long after sign-in (absolute). */
  sessionIdleMinutes: number;
  sessionMaxAgeMinutes: number;
  /** Check every answer against the route's contract and fail loudly when it differs (not in production). */
  checkResponses: boolean;
  /** Where images are stored: `uploadsDir` on local disk, or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);
  /** The public base URL of images (a bucket's or CDN's); `/uploads` (served by the API, proxied by the BFF) when unset. */
  imagePublicUrl: string | undefined;
  /** How long a new order may stay unpaid (PAYMENT_DEADLINE_SECONDS, 24 h by default). */
  paymentDeadlineSeconds: number;
  /** How often each API process looks for unpaid orders past their deadline (PAYMENT_SWEEP_SECONDS). */
  paymentSweepSeconds: number;
  /** Midtrans' server key (MIDTRANS_SERVER_KEY): notifications are refused while it is unset. */
  midtransServerKey: string | undefined;
  /** Whether the development provider may pay orders ("Simulate payment"): never in production. */
  simulatePayments: boolean;
  /** What the BFF sends in `x-bff-secret` on internal routes (BFF_SECRET). */
  bffSecret: string;
}

function readStorage(env: NodeJS.ProcessEnv): ApiConfig['storage'] {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, not "${kind}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own chain)");
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: readFlag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** EXPOSE_RESET_CODE: off unless `true`; refused in production. The old EXPOSE_OTP is refused by name. */
function readExposeResetCode(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.EXPOSE_OTP !== undefined) {
    throw new Error(
      'EXPOSE_OTP was replaced by EXPOSE_RESET_CODE, which is off unless set to true (and refused in production)',
    );
  }
  const expose = readFlag(env.EXPOSE_RESET_CODE, false);
  if (expose && production) {
    throw new Error(
      'EXPOSE_RESET_CODE=true is refused in production: it returns password-reset codes in the answer, so anyone ' +
        'could take over any account',
    );
  }
  return expose;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mode = readNodeEnv(env.NODE_ENV);
  const production = mode === 'production';
  const secret = env.APP_SECRET ?? (production ? undefined : 'development-only-secret-change-me');
  if (!secret || secret.length < 16) {
    throw new Error('APP_SECRET must be set to at least 16 characters in production');
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const addressLimitsRelaxed = !production && !readFlag(env.RATE_LIMITS_STRICT, false);
  return {
    env: mode,
    port: Number(env.API_PORT ?? 4001),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4000,http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    secret,
    exposeResetCode: readExposeResetCode(env, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Spectrum <no-reply@spectrum.local>',
    seedDemoData: readFlag(env.SEED_DEMO_DATA, !production),
    allowDemoPassword: readFlag(env.ALLOW_DEMO_PASSWORD, false),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    jsonBodyLimit: env.JSON_BODY_LIMIT ?? '100kb',
    shutdownGraceMs: readWholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0),
    readyTimeoutMs: readWholeNumber('READY_TIMEOUT_MS', env.READY_TIMEOUT_MS, 2_000),
    dbMaxConcurrency: env.DB_MAX_CONCURRENCY
      ? readWholeNumber('DB_MAX_CONCURRENCY', env.DB_MAX_CONCURRENCY, 1)
      : undefined,
    dbMaxQueue: readWholeNumber('DB_MAX_QUEUE', env.DB_MAX_QUEUE, 200, 0),
    dbQueueTimeoutMs: readWholeNumber('DB_QUEUE_TIMEOUT_MS', env.DB_QUEUE_TIMEOUT_MS, 3_000),
    metricsPort: env.METRICS_PORT ? readWholeNumber('METRICS_PORT', env.METRICS_PORT, 0, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    trustedProxies: env.TRUSTED_PROXIES?.trim() || 'loopback',
    rateLimits: readRateLimits(env, addressLimitsRelaxed),
    addressLimitsRelaxed,
    dbPoolSize: readWholeNumber('DB_POOL_SIZE', env.DB_POOL_SIZE, DB_POOL_SIZE),
    dbConnectTimeoutMs: readWholeNumber('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 5_000),
    dbStatementTimeoutMs: readWholeNumber('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 15_000),
    dbIdleInTransactionTimeoutMs: readWholeNumber(
      'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      30_000,
    ),
    sessionIdleMinutes: readWholeNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 7 * 24 * 60),
    sessionMaxAgeMinutes: readWholeNumber('SESSION_MAX_AGE_MINUTES', env.SESSION_MAX_AGE_MINUTES, 30 * 24 * 60),
    checkResponses: readFlag(env.CHECK_RESPONSES, !production),
    storage: readStorage(env),
    imagePublicUrl: env.IMAGE_PUBLIC_URL || undefined,
    paymentDeadlineSeconds: readWholeNumber(
      'PAYMENT_DEADLINE_SECONDS',
      env.PAYMENT_DEADLINE_SECONDS,
      DEFAULT_PAYMENT_DEADLINE_SECONDS,
    ),
    paymentSweepSeconds: readWholeNumber('PAYMENT_SWEEP_SECONDS', env.PAYMENT_SWEEP_SECONDS, 60),
    midtransServerKey: env.MIDTRANS_SERVER_KEY || undefined,
    simulatePayments: !production,
    bffSecret: readBffSecret(env, production),
  };
}
