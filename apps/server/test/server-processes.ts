import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * Real server processes (src/server.ts through tsx) on an embedded PostgreSQL in
 * a folder of their own, for the tests that kill and restart them.
 */
export async function serverSandbox(prefix: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dataDir, 0o755); // the postgres user must reach its folder inside
  const children: ChildProcess[] = [];
  const pgData = path.join(dataDir, 'postgres', 'pgdata');

  return {
    dataDir,

    /** Starts the server; `output()` is what it printed so far. */
    start(env: Record<string, string>) {
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
    },

    /** The embedded cluster's connection string: port from postmaster.pid, password from its file. */
    async databaseUrl() {
      const pid = (await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8')).split('\n');
      const password = (
        await fs.readFile(path.join(dataDir, 'postgres', 'superuser-password'), 'utf8')
      ).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]}/postgres`;
    },

    pidFileExists: () =>
      fs.access(path.join(pgData, 'postmaster.pid')).then(
        () => true,
        () => false,
      ),

    /** Kills what is left, including a PostgreSQL that a failed test left running, and removes the folder. */
    async dispose() {
      for (const child of children) child.kill('SIGKILL');
      const pid = Number(
        (await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
      );
      if (pid) process.kill(pid, 'SIGINT');
      await new Promise((r) => setTimeout(r, 500));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000) {
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

/** One free-port helper for the server's tests and its cluster script. */
export { freePort } from '../src/ops/cluster.ts';
