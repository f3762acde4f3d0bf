import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUse } from '../db/embedded.ts';
import { ClusterError, startCluster } from './cluster.ts';

/**
 * `npm run cluster [-- --instances=N]`: N instances of the built server (3 by default) on one
 * PostgreSQL (DATABASE_URL, or the embedded one in DATA_DIR, as `npm start`) behind nginx on PORT
 * (3000). Ctrl-C stops nginx, then drains and stops the instances. docs/operations.md.
 */

async function main() {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' } } });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
    throw new ClusterError('--instances must be a whole number from 1 to 32.');
  }
  const config = loadConfig();
  const cluster = await startCluster({
    instances,
    port: config.port,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  console.log(
    `ShiftClock is ready on http://localhost:${config.port}: nginx in front of ${instances} instance(s) on ports ${cluster.instances.map((i) => i.port).join(', ')}`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping nginx, then the instances`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  const known =
    error instanceof ClusterError || error instanceof ConfigError || error instanceof DataDirInUse;
  console.error(known ? error.message : error);
  process.exit(1);
});
