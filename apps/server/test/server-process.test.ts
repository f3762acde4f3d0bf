import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real server process on the embedded database: first start, a SIGKILL
 * that leaves PostgreSQL running, a restart that copes with it and keeps the
 * data, and a graceful SIGTERM that also stops PostgreSQL.
 */
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-process-'));
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // If a test failed midway, do not leave its PostgreSQL running.
  const pidFile = path.join(dataDir, 'postgres', 'pgdata', 'postmaster.pid');
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (pid) process.kill(pid, 'SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  await fs.rm(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/** Connects to the embedded cluster the way the server does: port from postmaster.pid, password from its file. */
async function embeddedClient() {
  const pgDir = path.join(dataDir, 'postgres');
  const pid = (await fs.readFile(path.join(pgDir, 'pgdata', 'postmaster.pid'), 'utf8')).split('\n');
  const password = (await fs.readFile(path.join(pgDir, 'superuser-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password });
  await client.connect();
  return client;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('server process', () => {
  it('refuses to start on a wrong environment value, naming the variable', async () => {
    const { child, output } = startServer({ PORT: 'not-a-port' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('survives a SIGKILL: the next start copes with the PostgreSQL left running and keeps the data', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port) });
    expect(await waitForHealth(port, first.child)).toEqual({ status: 'ok' });

    const client = await embeddedClient();
    await client.query(`insert into app_secrets (key, value) values ('crash-test', 'still here')`);
    await client.end();

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const second = startServer({ PORT: String(port) });
    expect(await waitForHealth(port, second.child)).toEqual({ status: 'ok' });
    expect(second.output()).toContain('left running');

    const after = await embeddedClient();
    const { rows } = await after.query(`select value from app_secrets where key = 'crash-test'`);
    await after.end();
    expect(rows).toEqual([{ value: 'still here' }]);

    second.child.kill('SIGTERM');
    const [code] = await once(second.child, 'exit');
    expect(code).toBe(0);
    // A graceful stop also stops PostgreSQL, which removes its pid file.
    await expect(fs.access(path.join(dataDir, 'postgres', 'pgdata', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);
});
