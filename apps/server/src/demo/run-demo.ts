import path from 'node:path';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { databaseLabel } from './database-label.ts';
import { DEMO_PASSWORDS, seedDemo } from './demo-data.ts';

/**
 * `npm run demo`: fills the database that `npm start` uses (DATABASE_URL, or the
 * embedded one in DATA_DIR, even while the server runs) with the demo organization
 * and prints which database it filled and how to log in (links on APP_URL, else on
 * PORT, like the server). Running it again replaces the demo.
 */
async function main() {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), reuseRunning: true });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('no database');
  await migrateDatabase(url);
  const database = connectDatabase(url, { max: 2 });
  try {
    const started = Date.now();
    const demo = await seedDemo(database.db);
    const app = config.appUrl;
    const lines = [
      '',
      `Database: ${databaseLabel(config)}`,
      `Demo ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${demo.locations.length} locations, ${demo.shiftCount} shifts, ${demo.scheduledCount} scheduled shifts.`,
      '',
      `Organization owner   ${app}/organization/login   ${demo.email} / ${DEMO_PASSWORDS.orgAdmin}`,
      ...demo.locations.flatMap((l) => [
        `${l.name} (${l.timezone})`,
        `  kiosk              ${app}/login/${l.code}?type=location   ${l.code} / ${DEMO_PASSWORDS.location}`,
        `  manager            ${app}/login/${l.code}?type=manager    ${l.code} / ${DEMO_PASSWORDS.manager}`,
      ]),
      'Employees clock in at a kiosk with their 3-digit ID: 001 to 024 (025 has left).',
      "Two of Midtown's people (002, 003) also cover at Sunset Boulevard (026, 027): their hours count together.",
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
