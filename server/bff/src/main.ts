import { pino } from 'pino';
import { loadConfig } from './config';
import { createServer } from './server';

const config = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'bff' } });

const bff = createServer(config, { logger });
await bff.start();
bff.httpServer.once('error', (error: NodeJS.ErrnoException) => {
  logger.fatal(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use: is another Spectrum running? Set PORT to use another port.`
      : `The BFF cannot listen on ${config.host}:${config.port}: ${error.message}`,
  );
  process.exit(1);
});
bff.httpServer.listen(config.port, config.host, () => {
  const graphqlNote = config.sandbox ? 'Sandbox at /graphql' : 'GraphQL at /graphql';
  logger.info(`GraphQL BFF ready on http://localhost:${config.port} (${graphqlNote})`);
  logger.info(`Store API: ${config.apiUrl}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('open requests did not finish in time; closing them');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await bff.stop();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
