// Runs the Playwright stories against the built app served by the real server on a fresh
// embedded database in a temporary folder: the product exactly as `npm start` runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  Chromium not found at ${chromium}: browser tests SKIPPED.`);
  console.error('  Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  console.error(`${banner}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const port = await freePort();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-e2e-'));

// The web app is built into this run's own folder: a build elsewhere (another run, `npm run build`)
// empties apps/web/dist, which would pull the files from under a running test.
const webDist = path.join(dataDir, 'web');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
  {
    cwd: 'apps/web',
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL's user must reach its folder inside

// A real SMTP server for the stories that follow an e-mailed link: each message
// lands as a file in E2E_MAIL_DIR, where apps/web/e2e/support/mail.ts reads it.
const mailDir = path.join(dataDir, 'mail');
await fs.mkdir(mailDir);
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      const file = path.join(mailDir, `${String(++mailCount).padStart(5, '0')}.eml`);
      fs.writeFile(file, `X-Envelope-To: ${to}\n${Buffer.concat(chunks).toString('utf8')}`).then(
        () => callback(),
        callback,
      );
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    WEB_DIST_DIR: webDist,
    // The stories register many organizations from one machine; each registers from an address of
    // its own (apps/web/e2e/support/api.ts), as if behind a proxy, so the per-IP limit stays on.
    TRUST_PROXY: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MASTER_KEY: 'e2e-master-key-0123456789',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    // Kiosks report every 5 s instead of 60, so a story sees one go offline (3 missed) in 15 s.
    DEVICE_HEARTBEAT_SECONDS: '5',
    // The single sign-on story runs its identity provider on http://127.0.0.1 (apps/web/e2e/sso.spec.ts).
    SSO_ALLOW_HTTP: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 1;
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  // Asynchronous on purpose: the SMTP sink lives in this process, and a blocking spawnSync would
  // stop it from answering the server while the browser tests run ("Greeting never received").
  const playwright = spawn(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://127.0.0.1:${port}`,
        E2E_MAIL_DIR: mailDir,
        E2E_MASTER_KEY: 'e2e-master-key-0123456789',
      },
    },
  );
  exitCode = await new Promise((resolve) => {
    playwright.once('exit', (code) => resolve(code ?? 1));
    playwright.once('error', () => resolve(1));
  });
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await new Promise((resolve) => smtp.close(resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

async function waitForHealth(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy within ${timeoutMs / 1000} s`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
