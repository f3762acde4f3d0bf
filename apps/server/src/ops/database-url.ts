import path from 'node:path';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

/**
 * Runs an operator command against the database `npm start` uses: DATABASE_URL, or the embedded one
 * in DATA_DIR (reused while the server runs, stopped afterwards only if this command started it).
 */
export async function withDatabaseUrl<T>(work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) return work(config.databaseUrl);
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    reuseRunning: true,
  });
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
