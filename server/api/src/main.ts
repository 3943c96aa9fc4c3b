import { pino } from 'pino';
import { LIMITS } from '@spectrum/shared';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { deleteExpiredAuthRows } from './modules/auth/auth.repo';
import { createMailer } from './lib/mailer';
import { createLocalStorage } from './lib/storage';

const config = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'api' } });

const db = await createDb(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  logger.fatal(error.message);
  process.exit(1);
});
const applied = await migrate(db);
if (applied.length) logger.info({ applied }, 'migrations applied');
const storage = createLocalStorage(config.uploadsDir);
if (config.seedDemoData) await seedDemoData(db, storage, logger);

if (config.env === 'production' && !config.smtpUrl) {
  logger.warn('SMTP_URL is not set: password-reset mails cannot reach anyone');
}

const app = createApp({
  db,
  config,
  storage,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    logMailText: config.env !== 'production',
  }),
  logger,
});
const server = app.listen(config.port, config.host, (error) => {
  if (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    logger.fatal(
      inUse
        ? `Port ${config.port} is already in use: is another store API running? Set API_PORT to use another port.`
        : `The store API cannot listen on ${config.host}:${config.port}: ${error.message}`,
    );
    void db.close().finally(() => process.exit(1));
    return;
  }
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  logger.info(`Store API ready on http://localhost:${config.port}/api (${database})`);
});

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
async function housekeeping() {
  try {
    await deleteExpiredAuthRows(db, LIMITS.loginWindowMinutes);
  } catch (error) {
    logger.warn({ err: error }, 'deleting expired sessions and codes failed; trying again later');
  }
}
void housekeeping();
const housekeepingTimer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS);
housekeepingTimer.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(housekeepingTimer);
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  force.unref();
  await new Promise((resolve) => server.once('close', resolve));
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
