import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { listenForNotices } from './notifications.ts';

let t: TestApp;
let database: URL;
beforeAll(async () => {
  t = await buildTestApp();
  database = new URL(String(t.pool.options.connectionString));
});
afterAll(() => t.close());

/** A TCP relay to the test database that hangs up on its first `refused` connections. */
async function flakyRelay(refused: number) {
  let seen = 0;
  const server = net.createServer((socket) => {
    seen += 1;
    if (seen <= refused) return socket.destroy();
    const upstream = net.connect(Number(database.port), database.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relay = new URL(database);
  relay.hostname = '127.0.0.1';
  relay.port = String((server.address() as net.AddressInfo).port);
  return { url: relay.toString(), close: () => server.close() };
}

function recordingLog() {
  const log = { warn: vi.fn(), debug: vi.fn(), info: vi.fn(), error: vi.fn() };
  return log as typeof log & Parameters<typeof listenForNotices>[2];
}

async function until(condition: () => boolean, ms: number) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('listening for database notices', () => {
  it('does not warn about a start-up retry that succeeds', async () => {
    const relay = await flakyRelay(1);
    const log = recordingLog();
    let listening = false;
    const stop = listenForNotices(
      { connectionString: relay.url },
      { channels: { probe: () => {} }, onListening: (now) => (listening = now) },
      log,
    );
    try {
      await until(() => listening, 5_000);
      expect(log.warn).not.toHaveBeenCalled();
      expect(log.debug).toHaveBeenCalledWith(
        expect.objectContaining({ failures: 1 }),
        'listening for database notices failed; retrying',
      );
    } finally {
      await stop();
      relay.close();
    }
  });

  it('warns once the database has stayed out of reach through the quiet retries', async () => {
    const relay = await flakyRelay(Number.POSITIVE_INFINITY);
    const log = recordingLog();
    const stop = listenForNotices(
      { connectionString: relay.url },
      { channels: { probe: () => {} }, onListening: () => {} },
      log,
    );
    try {
      // 100 + 500 + 1,000 ms of back-off before the fourth attempt.
      await until(() => log.warn.mock.calls.length > 0, 6_000);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ failures: 4 }),
        'listening for database notices failed; retrying',
      );
      expect(log.debug).toHaveBeenCalledTimes(3);
    } finally {
      await stop();
      relay.close();
    }
  });
});
