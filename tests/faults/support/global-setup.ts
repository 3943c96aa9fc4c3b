import { buildServers } from '../../../scripts/build-servers.mjs';

/** The cases run the servers as production does, compiled: build them when missing or older than the sources. */
export default async function setup(): Promise<void> {
  if (process.env.FAULTS_FROM_SOURCE === '1') return;
  const built = await buildServers({ onlyIfOutdated: true });
  if (built.length > 0) console.log(`[faults] compiled ${built.join(' and ')}`);
}
