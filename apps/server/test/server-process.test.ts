import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverSandbox, waitForHealth } from './server-processes.ts';

/**
 * The real server process on the embedded database: first start, a SIGKILL
 * that leaves PostgreSQL running, a restart that copes with it and keeps the
 * data, and a graceful SIGTERM that also stops PostgreSQL.
 */
let sandbox: Awaited<ReturnType<typeof serverSandbox>>;
beforeAll(async () => {
  sandbox = await serverSandbox('shiftclock-process-');
});
afterAll(() => sandbox.dispose());

async function embeddedClient() {
  const client = new pg.Client({ connectionString: await sandbox.databaseUrl() });
  await client.connect();
  return client;
}

describe('server process', () => {
  it('refuses to start on a wrong environment value, naming the variable', async () => {
    const { child, output } = sandbox.start({ PORT: 'not-a-port' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('refuses a second server on the same data folder, and leaves the running one alone', async () => {
    const port = await freePort();
    const first = sandbox.start({ PORT: String(port) });
    expect(await waitForHealth(port, first.child)).toEqual({ status: 'ok' });

    const second = sandbox.start({ PORT: String(await freePort()) });
    const [code] = await once(second.child, 'exit');
    expect(code).toBe(1);
    expect(second.output()).toContain('belongs to a server that is still running');
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first server's database was not stopped under it.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect((await once(first.child, 'exit'))[0]).toBe(0);
  }, 120_000);

  it('survives a SIGKILL: the next start copes with the PostgreSQL left running and keeps the data', async () => {
    const port = await freePort();
    const first = sandbox.start({ PORT: String(port) });
    expect(await waitForHealth(port, first.child)).toEqual({ status: 'ok' });

    const client = await embeddedClient();
    await client.query(`insert into app_secrets (key, value) values ('crash-test', 'still here')`);
    await client.end();

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const second = sandbox.start({ PORT: String(port) });
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
    expect(await sandbox.pidFileExists()).toBe(false);
  }, 120_000);

  it('takes two SIGTERMs a moment apart as one request: a process manager signalling the whole group stops it cleanly', async () => {
    const port = await freePort();
    const server = sandbox.start({ PORT: String(port) });
    expect(await waitForHealth(port, server.child)).toEqual({ status: 'ok' });

    // `pkill -f` and the Node launcher (scripts/on-supported-node.mjs) each deliver one, a few
    // milliseconds apart (two at the same instant would merge into one pending signal).
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(await sandbox.pidFileExists()).toBe(false);
  }, 120_000);
});
