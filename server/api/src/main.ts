import http from 'node:http';
import { pino } from 'pino';
import { trackHttpServer } from '@spectrum/shared/server/graceful-stop';
import { openMetricsEndpoint } from '@spectrum/shared/server/metrics';
import { loadConfigOrExit } from '@spectrum/shared/server/node-env';
import { Bulkhead } from '@spectrum/shared/server/overload';
import { createApp } from './app';
import { loadConfig } from './config';
import { admitDb, PGLITE_CONCURRENCY } from './db/admission';
import { createDb } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { searchIndexOf } from './modules/products/search-index-sync';
import { DEMO_PASSWORD, seedDemoData } from './db/seed/seed';
import { demoAccountsWithPublishedPassword } from './db/seed/published-password';
import { deleteExpiredAuthRows } from './modules/auth/auth.repo';
import { expireUnpaidOrders } from './modules/transactions/payments.service';
import { createMailer } from './lib/mailer';
import { createApiMetrics } from './lib/metrics';
import type { Lifecycle } from './lib/readiness';
import { createS3Storage } from './lib/s3-storage';
import { StoreEventHub } from './lib/store-events';
import { createLocalStorage, useImageBase } from './lib/storage';

const config = loadConfigOrExit('The store API', () => loadConfig());
// Written synchronously, so the stop's last lines are out, in order, when the process exits.
const logger = pino({ level: config.logLevel, base: { service: 'api' } }, pino.destination({ dest: 1, sync: true }));
const metrics = createApiMetrics({ processMetrics: true });

const pool = await createDb(config, {
  lock: {
    onWait: (staleMs) =>
      logger.warn(
        `The embedded database lock in ${config.dataDir} is taken: waiting up to ${staleMs / 1000} s ` +
          'to tell a running store API from one that stopped without releasing it',
      ),
    onLost: (error) => {
      // Another process may open the database now; writing on would corrupt it.
      logger.fatal({ err: error }, 'lost the embedded database lock; stopping at once');
      process.exit(1);
    },
  },
  onClosed: (step) => logger.info(step === 'database' ? 'database closed' : 'embedded database lock released'),
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  logger.fatal(error.message);
  process.exit(1);
});
const admission = new Bulkhead({
  maxConcurrent: config.dbMaxConcurrency ?? (pool.kind === 'pglite' ? PGLITE_CONCURRENCY : config.dbPoolSize),
  maxQueue: config.dbMaxQueue,
  queueTimeoutMs: config.dbQueueTimeoutMs,
  retryAfterSeconds: 1,
  onReject: metrics.countRejection,
});
const db = admitDb(pool, admission);
metrics.watchDatabase(pool, admission);
const applied = await migrate(db);
if (applied.length) logger.info({ applied }, 'migrations applied');
const storage =
  config.storage.kind === 's3' ? await createS3Storage(config.storage) : createLocalStorage(config.uploadsDir);
useImageBase(config.imagePublicUrl);
if (config.seedDemoData) await seedDemoData(db, storage, logger);

if (config.env === 'production' && !config.allowDemoPassword) {
  const open = await demoAccountsWithPublishedPassword(db);
  if (open.length > 0) {
    process.stderr.write(
      `The store API refuses to start in production: the demo account${open.length > 1 ? 's' : ''} ` +
        `${open.join(', ')} still sign${open.length > 1 ? '' : 's'} in with the published password ` +
        `"${DEMO_PASSWORD}", which anyone can read in the README. Delete ${open.length > 1 ? 'them' : 'it'} or ` +
        'change the password, or set ALLOW_DEMO_PASSWORD=true for a private demo.\n',
    );
    await db.close();
    process.exit(1);
  }
}

if (config.env === 'production' && !config.smtpUrl) {
  logger.warn('SMTP_URL is not set: password-reset mails cannot reach anyone');
}

// Searches are answered from an in-memory index of the catalogue: loaded before the API takes requests, so the
// first search does not wait for it and a replica is ready only once it can answer searches.
const indexLoadStarted = Date.now();
const searchIndex = await searchIndexOf(db);
logger.info({ products: searchIndex.size, ms: Date.now() - indexLoadStarted }, 'search index loaded');

const lifecycle: Lifecycle = { stopping: false };
const events = new StoreEventHub(db, logger);
const app = createApp({
  events,
  db,
  config,
  storage,
  metrics,
  lifecycle,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    logMailText: config.env !== 'production',
  }),
  logger,
});
const server = http.createServer(app);
const connections = trackHttpServer(server);
server.once('error', (error: NodeJS.ErrnoException) => {
  logger.fatal(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use: is another store API running? Set API_PORT to use another port.`
      : `The store API cannot listen on ${config.host}:${config.port}: ${error.message}`,
  );
  void db.close().finally(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  logger.info(`Store API ready on http://localhost:${config.port}/api (${database})`);
});

const metricsEndpoint = await openMetricsEndpoint(
  metrics.registry,
  { port: config.metricsPort, host: config.metricsHost },
  logger,
).catch(async () => {
  await db.close();
  process.exit(1);
});

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
async function housekeeping() {
  try {
    await deleteExpiredAuthRows(db, config.sessionMaxAgeMinutes);
  } catch (error) {
    logger.warn({ err: error }, 'deleting expired sessions and codes failed; trying again later');
  }
}
void housekeeping();
const housekeepingTimer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS);
housekeepingTimer.unref();

/**
 * Unpaid orders past their deadline expire here, in every replica: each sweep locks the orders it takes with
 * SKIP LOCKED, so replicas sweeping at once share the work and never expire an order twice.
 */
let sweeping = false;
async function sweepUnpaidOrders() {
  if (sweeping || lifecycle.stopping) return;
  sweeping = true;
  try {
    const expired = await expireUnpaidOrders(db);
    if (expired > 0) logger.info({ expired }, 'unpaid orders past their deadline expired');
  } catch (error) {
    logger.warn({ err: error }, 'expiring unpaid orders failed; trying again at the next sweep');
  } finally {
    sweeping = false;
  }
}
const paymentSweepTimer = setInterval(() => void sweepUnpaidOrders(), config.paymentSweepSeconds * 1000);
paymentSweepTimer.unref();

/**
 * Stops without dropping work: readiness turns red, no new connection is accepted, requests in flight finish
 * (within SHUTDOWN_GRACE_MS) with `Connection: close`, then the database closes and its lock is released.
 * A second signal cuts the requests still open.
 */
async function shutdown(signal: string) {
  if (lifecycle.stopping) {
    logger.warn({ signal }, 'second stop signal: cutting the requests still open');
    connections.cut();
    return;
  }
  lifecycle.stopping = true;
  logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing the requests in flight');
  clearInterval(housekeepingTimer);
  clearInterval(paymentSweepTimer);
  // The BFFs' event streams never finish by themselves: end them now, so the drain waits only for requests.
  await events.close();
  await connections.drain(config.shutdownGraceMs, logger);
  await metricsEndpoint?.close();
  await db.close();
  logger.info('store API stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
