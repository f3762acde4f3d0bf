import type { AddressInfo } from 'node:net';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A morning rush at its worst (docs/security.md, "Employee PINs"; docs/operations.md): 125 PIN
 * punches at one location at the same instant, through the real HTTP server. Each argon2 compare
 * waits for a hash slot holding no connection, and a request waits for a connection rather than
 * failing: no answer is a 5xx, every refusal says why, and the location's screens hear of the punches.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const CREW = 25;
const KIOSKS = 5;
const codeOf = (i: number) => String(i + 1).padStart(3, '0');

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The manager's live stream, read as text as it arrives. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  let text = '';
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // aborted
    }
  })();
  return { text: () => text, close: () => controller.abort() };
}

describe('a burst of PIN punches at one location', () => {
  it('answers 125 simultaneous PIN punches with no 5xx, a reason for every refusal, and the live update', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const login = async (accountType: 'location' | 'manager', deviceName?: string) => {
      const password = accountType === 'manager' ? loc.managerPassword : loc.locationPassword;
      const res = await post('/api/auth/login', { locationId: loc.code, password, accountType, deviceName });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    const manager = await login('manager');
    const settings = await fetch(`${base}/api/admin/location-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager}` },
      body: JSON.stringify({ settings: { ...DEFAULT_SETTINGS, pinLength: 4 } }),
    });
    expect(settings.status).toBe(200);
    const pins: string[] = [];
    for (let i = 0; i < CREW; i++) {
      await createEmployee(t.db, loc.location.id, codeOf(i), { name: `Worker ${i + 1}` });
      pins.push((await post(`/api/admin/employees/${codeOf(i)}/pin`, {}, manager)).body.pin);
    }
    const kiosks: string[] = [];
    for (let k = 0; k < KIOSKS; k++) kiosks.push(await login('location', `Kiosk ${k + 1}`));
    const stream = await openStream(manager);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = stream.text();
    expect(before).toContain('event: ready');

    // Every kiosk punches every employee in at once: one wrong PIN in five, the rest right (the
    // first right one clocks in, the others find the employee clocked in already).
    const punches = kiosks.flatMap((kiosk, k) =>
      pins.map((pin, i) => {
        const wrong = (i + k) % 5 === 0;
        const sent = wrong ? (pin === '4826' ? '4827' : '4826') : pin;
        return post('/api/shift/clock-in', { employeeId: codeOf(i), pin: sent }, kiosk);
      }),
    );
    expect(punches).toHaveLength(125);
    const answers = await Promise.all(punches);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const answer of answers) {
      expect([201, 401, 409]).toContain(answer.status);
      if (answer.status >= 400) expect(answer.body.message).toMatch(/\w/);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(CREW);
    expect(statuses.filter((status) => status === 401)).toHaveLength(25);

    // The location's screens heard of the punches.
    const started = Date.now();
    while (!stream.text().slice(before.length).includes('"shifts"') && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stream.text().slice(before.length)).toMatch(/event: change\ndata: \{"topics":\[[^\]]*"shifts"/);
    stream.close();
  }, 60_000);
});
