import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { DataDirInUse, type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;
/** Signals closer together than this are one request to stop, delivered twice. */
const REPEATED_SIGNAL_MS = 1_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'postgres'),
        log: (message) => log.info(message),
      });
    } catch (error) {
      if (!(error instanceof DataDirInUse)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    databaseUrl = embedded.url;
  }

  await migrateDatabase(databaseUrl);
  const database = connectDatabase(databaseUrl, {
    onIdleError: (err) => log.warn({ err }, 'an idle database connection failed; the pool opens another'),
  });
  const app = await buildApp({ config, database, logger: log });

  let shutdownStartedAt: number | null = null;
  const shutdown = async (signal: string) => {
    if (shutdownStartedAt !== null) {
      // A process manager that signals the whole process group (systemd, `pkill -f`, the Node
      // launcher forwarding the terminal's signal) delivers one signal twice at once: only a signal
      // a person sends again later means "don't wait".
      if (Date.now() - shutdownStartedAt < REPEATED_SIGNAL_MS) return;
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    shutdownStartedAt = Date.now();
    log.info(`${signal}: finishing requests in progress, then stopping`);
    const timer = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await database.close();
    await embedded?.stop();
    process.exit(1);
  }
  log.info(`ShiftClock is ready on http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
