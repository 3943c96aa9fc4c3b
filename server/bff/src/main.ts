import { pino } from 'pino';
import { openMetricsEndpoint } from '@spectrum/shared/server/metrics';
import { loadConfigOrExit } from '@spectrum/shared/server/node-env';
import { loadConfig } from './config';
import type { Lifecycle } from './http/readiness';
import { createBffMetrics } from './metrics';
import { createServer } from './server';

const config = loadConfigOrExit('The BFF', () => loadConfig());
// Written synchronously, so the stop's last lines are out, in order, when the process exits.
const logger = pino({ level: config.logLevel, base: { service: 'bff' } }, pino.destination({ dest: 1, sync: true }));
const lifecycle: Lifecycle = { stopping: false };
const metrics = createBffMetrics({ processMetrics: true });

const bff = createServer(config, { logger, metrics, lifecycle });
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
  void bff.warmUpServerRender();
});

const metricsEndpoint = await openMetricsEndpoint(
  metrics.registry,
  { port: config.metricsPort, host: config.metricsHost },
  logger,
).catch(() => process.exit(1));

/**
 * Stops without dropping work (see BffServer.stop), logging each step; the grace period is SHUTDOWN_GRACE_MS.
 * A second signal cuts the requests still open.
 */
async function shutdown(signal: string) {
  if (lifecycle.stopping) {
    logger.warn({ signal }, 'second stop signal: cutting the requests still open');
    bff.connections.cut();
    return;
  }
  lifecycle.stopping = true;
  logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing the requests in flight');
  try {
    await bff.stop({ logger });
    await metricsEndpoint?.close();
    logger.info('BFF stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
