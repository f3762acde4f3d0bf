import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import { freePort, serverSandbox, waitForHealth } from './server-processes.ts';

/**
 * Crash test: the real server on its embedded PostgreSQL takes concurrent
 * clock-ins and clock-outs, is killed with SIGKILL in the middle, and starts
 * again. Every punch it acknowledged must be stored, and no employee may have
 * two active shifts. Prints: acknowledged, found after restart, lost.
 */

const EMPLOYEES = 40;
const WORKERS = 16;
const LOAD_MS = 2500;

let sandbox: Awaited<ReturnType<typeof serverSandbox>>;
afterAll(() => sandbox?.dispose());

async function startServer(port: number) {
  const { child } = sandbox.start({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MASTER_KEY: 'crash-test-master-key',
  });
  await waitForHealth(port, child);
  return child;
}

type Ack = { kind: 'in' | 'out'; shiftId: string; at: string };

describe('crash test', () => {
  it('keeps every acknowledged punch across a SIGKILL', async () => {
    sandbox = await serverSandbox('shiftclock-crash-');
    const port = await freePort();
    const first = await startServer(port);

    const database = connectDatabase(await sandbox.databaseUrl(), { max: 2 });
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
    const after = connectDatabase(await sandbox.databaseUrl(), { max: 2 });
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
