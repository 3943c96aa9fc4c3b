import type { Logger } from 'pino';
import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { ApiMetrics } from './lib/metrics';
import type { Mailer } from './lib/mailer';
import type { Lifecycle } from './lib/readiness';
import type { Storage } from './lib/storage';
import type { StoreEventHub } from './lib/store-events';

/** What the store API's modules are built with: one set per process, made in main.ts (or by a test). */
export interface AppDeps {
  db: Db;
  config: ApiConfig;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  /** Counters for /metrics; a private set when not given. */
  metrics?: ApiMetrics;
  /** Whether the process is stopping (readiness answers 503 then). */
  lifecycle?: Lifecycle;
  /** The store events this process hears, for the BFFs' streams; one of its own when not given. */
  events?: StoreEventHub;
}
