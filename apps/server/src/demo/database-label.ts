import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Which database `npm run demo` filled, fit to print: the DATABASE_URL with its password replaced by
 * ***, or the embedded PostgreSQL's folder under DATA_DIR.
 */
export function databaseLabel(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the DATABASE_URL (unreadable, not printed)';
  }
}
