import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';

/**
 * Crash test: the real server on its embedded PostgreSQL takes concurrent
 * clock-ins and clock-outs, is killed with SIGKILL in the middle, and starts
 * again. Every punch it acknowledged must be stored, and no employee may have
 * two active shifts. Prints: acknowledged, found after restart, lost.
 */

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const EMPLOYEES = 40;
const WORKERS = 16;
const LOAD_MS = 2500;

let dataDir = '';
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'postgres', 'pgdata', 'postmaster.pid');
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (pid) process.kill(pid, 'SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MASTER_KEY: 'crash-test-master-key',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function embeddedUrl() {
  const pgDir = path.join(dataDir, 'postgres');
  const pid = (await fs.readFile(path.join(pgDir, 'pgdata', 'postmaster.pid'), 'utf8')).split('\n');
  const password = (await fs.readFile(path.join(pgDir, 'superuser-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]}/postgres`;
}

type Ack = { kind: 'in' | 'out'; shiftId: string; at: string };

describe('crash test', () => {
  it('keeps every acknowledged punch across a SIGKILL', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-crash-'));
    await fs.chmod(dataDir, 0o755);
    const port = await freePort();
    const first = await startServer(port);

    const database = connectDatabase(await embeddedUrl(), { max: 2 });
    const { organization } = await createOrganization(database.db);
    const loc = await createLocation(database.db, organization.id);
    const codes = Array.from({ length: EMPLOYEES }, (_, i) => String(i + 1).padStart(3, '0'));
    for (const code of codes) await createEmployee(database.db, loc.location.id, code);
    await database.close();

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locationId: loc.code, password: loc.locationPassword, accountType: 'location' }),
    });
    const { token } = (await login.json()) as { token: string };

    const acks: Ack[] = [];
    let stop = false;
    // Each worker owns a slice of employees, so it knows whether each one is in or out.
    const worker = async (slice: string[]) => {
      const working = new Set<string>();
      let i = 0;
      while (!stop) {
        const code = slice[i++ % slice.length] as string;
        const kind = working.has(code) ? 'out' : 'in';
        try {
          const res = await fetch(`${base}/api/shift/clock-${kind}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ employeeId: code }),
          });
          if (res.ok) {
            const body = (await res.json()) as { shift: { id: string; clockIn: string; clockOut: string } };
            acks.push({
              kind,
              shiftId: body.shift.id,
              at: kind === 'in' ? body.shift.clockIn : body.shift.clockOut,
            });
            if (kind === 'in') working.add(code);
            else working.delete(code);
          }
        } catch {
          // the server is gone: the punch was not acknowledged
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const slices = Array.from({ length: WORKERS }, (_, w) => codes.filter((_, i) => i % WORKERS === w));
    const load = Promise.all(slices.map(worker));

    await new Promise((r) => setTimeout(r, LOAD_MS));
    first.kill('SIGKILL');
    await once(first, 'exit');
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await load;

    await startServer(port);
    const after = connectDatabase(await embeddedUrl(), { max: 2 });
    const { rows } = await after.pool.query<{ id: string; clock_in: Date; clock_out: Date | null }>(
      'select id, clock_in, clock_out from shifts where location_id = $1',
      [loc.location.id],
    );
    const doubles = await after.pool.query(
      'select employee_id from shifts where clock_out is null group by employee_id having count(*) > 1',
    );
    await after.close();

    const stored = new Map(rows.map((r) => [r.id, r]));
    const lost = acks.filter((ack) => {
      const row = stored.get(ack.shiftId);
      const value = ack.kind === 'in' ? row?.clock_in : row?.clock_out;
      return !value || value.toISOString() !== ack.at;
    });
    console.log(
      `crash test: punches acknowledged ${acks.length}, found after restart ${acks.length - lost.length}, lost ${lost.length}`,
    );
    expect(acks.length).toBeGreaterThan(50);
    expect(lost).toEqual([]);
    expect(doubles.rows).toEqual([]);
  }, 180_000);
});
