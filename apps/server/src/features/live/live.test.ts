import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { kioskLocation } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { devices } from '../../db/schema/locations.ts';

// Live updates (docs/api.md, "Live updates"): a write at a location through one instance reaches
// the streams open for that location on another, within a second, and only those.

let t: TestApp;
let sibling: App;
let siblingUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  sibling = await t.sibling();
  await sibling.listen({ port: 0, host: '127.0.0.1' });

  siblingUrl = `http://127.0.0.1:${(sibling.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A new location with employee 001, and a token from a real login (a named kiosk with `deviceName`). */
async function locationWithToken(type: 'location' | 'manager' = 'location', deviceName?: string) {
  const { organization } = await createOrganization(t.db);
  const location = await createLocation(t.db, organization.id);
  await createEmployee(t.db, location.location.id, '001');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      locationId: location.code,
      password: type === 'location' ? location.locationPassword : location.managerPassword,
      accountType: type,
      ...(deviceName ? { deviceName } : {}),
    },
  });
  return { ...location, token: res.json().token as string };
}

/** An open stream on the sibling instance, read as text as it arrives. */
async function openStream(token: string, dataAgeMs?: number) {
  const controller = new AbortController();
  let res: Response | undefined;
  // The instance refuses streams (503) until its listening connection is up, a moment after start.
  for (let i = 0; i < 50; i++) {
    res = await fetch(`${siblingUrl}/api/events${dataAgeMs === undefined ? '' : `?dataAgeMs=${dataAgeMs}`}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (res.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!res?.body) throw new Error('no stream');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  let text = '';
  let ended = false;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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
    ended = true;
  })();
  const until = async (condition: () => boolean, ms = 1_000) => {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > ms) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  };
  const changes = () => text.split('event: change').length - 1;
  await until(() => text.includes('event: ready'));
  return {
    text: () => text,
    changes,
    /** ms until the next change event arrives, or false after `ms`. */
    nextChange: (ms = 1_000) => {
      const before = changes();
      return until(() => changes() > before, ms);
    },
    ended: (ms = 1_000) => until(() => ended, ms),
    close: () => controller.abort(),
  };
}

const punch = (token: string, kind: 'in' | 'out') =>
  t.app.inject({
    method: 'POST',
    url: `/api/shift/clock-${kind}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { employeeId: '001' },
  });

describe('GET /api/events', () => {
  it('keeps at most five streams per token open, closing the oldest first', async () => {
    const kiosk = await locationWithToken();
    const other = await locationWithToken();
    const streams = [];
    for (let i = 0; i < 8; i++) streams.push(await openStream(kiosk.token));
    const otherStream = await openStream(other.token);
    // The three oldest were told they were superseded and ended; the newest five stay open.
    for (const stream of streams.slice(0, 3)) {
      expect(await stream.ended()).not.toBe(false);
      expect(stream.text()).toContain('event: superseded');
    }
    for (const stream of streams.slice(3)) expect(await stream.ended(100)).toBe(false);
    expect(await otherStream.ended(100)).toBe(false);
    const heard = streams.slice(3).map((stream) => stream.nextChange());
    expect((await punch(kiosk.token, 'in')).statusCode).toBe(201);
    for (const ms of await Promise.all(heard)) expect(ms).not.toBe(false);
    for (const stream of [...streams, otherStream]) stream.close();
  });

  it('starts with a ready event and gets a change when a punch is taken through another instance', async () => {
    const kiosk = await locationWithToken();
    const stream = await openStream(kiosk.token);
    expect(stream.text()).toContain('event: ready\ndata: {}\n\n');

    expect((await punch(kiosk.token, 'in')).statusCode).toBe(201);
    const ms = await stream.nextChange();
    expect(ms).not.toBe(false);
    expect(ms).toBeLessThan(1_000);
    expect((await punch(kiosk.token, 'out')).statusCode).toBe(200);
    expect(await stream.nextChange()).not.toBe(false);
    stream.close();
  });

  it('tells a location nothing of another location, nor of a refused write', async () => {
    const mine = await locationWithToken('manager');
    const other = await locationWithToken();
    const stream = await openStream(mine.token);
    expect((await punch(other.token, 'in')).statusCode).toBe(201);
    // A refused punch (already clocked in) changes nothing.
    expect((await punch(other.token, 'in')).statusCode).toBe(409);
    expect(await stream.nextChange(300)).toBe(false);
    stream.close();
  });

  it("tells the manager's screens of an employee locked by wrong PINs, not of each wrong PIN", async () => {
    const { kiosk, manager } = await kioskLocation(t, httpClient(t), { pinLength: 4 });
    const { pin } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/employees/007/pin',
        headers: { authorization: `Bearer ${manager}` },
      })
    ).json() as { pin: string };
    const stream = await openStream(manager);
    const wrongPin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/shift/clock-in',
        headers: { authorization: `Bearer ${kiosk}` },
        payload: { employeeId: '007', pin: pin === '4826' ? '4827' : '4826' },
      });
    for (let n = 0; n < 4; n++) expect((await wrongPin()).statusCode).toBe(401);
    expect(await stream.nextChange(300)).toBe(false);
    expect((await wrongPin()).statusCode).toBe(429);
    expect(await stream.nextChange()).not.toBe(false);
    stream.close();
  });

  it('says what changed: a punch the shifts, a scheduled shift the schedule, a new employee anything', async () => {
    const call = httpClient(t);
    const { kiosk, manager } = await kioskLocation(t, call);
    const stream = await openStream(manager);
    // The settings the location was set up with may still be on their way: let them pass.
    await stream.nextChange(300);
    const lastChange = () => stream.text().split('event: change\n').at(-1)?.split('\n')[0];

    const punched = await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: kiosk,
      body: { employeeId: '007' },
    });
    expect(punched.status).toBe(201);
    expect(await stream.nextChange()).not.toBe(false);
    expect(lastChange()).toBe('data: {"topics":["shifts"]}');

    const start = new Date(Date.now() + 86_400_000);
    const scheduled = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token: manager,
      body: {
        employeeId: '007',
        scheduledStart: start.toISOString(),
        scheduledEnd: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect(await stream.nextChange()).not.toBe(false);
    expect(lastChange()).toBe('data: {"topics":["schedule"]}');

    const added = await call({
      method: 'POST',
      url: '/api/admin/employees',
      token: manager,
      body: { name: 'Bo Diaz' },
    });
    expect(added.status).toBe(201);
    expect(await stream.nextChange()).not.toBe(false);
    expect(lastChange()).toBe('data: {}');
    stream.close();
  });

  it("announces a kiosk's heartbeat only when it changes what the devices list shows", async () => {
    const { token: kiosk, location } = await locationWithToken('location', 'Front desk');
    const stream = await openStream(kiosk);
    const heartbeat = async (queuedPunches: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/devices/heartbeat',
        headers: { authorization: `Bearer ${kiosk}` },
        payload: { appVersion: '1.4.0', queuedPunches },
      });
      expect(res.statusCode).toBe(200);
      return res.json().device as { online: boolean; lastSeenAt: string };
    };
    // The first heartbeat reports the kiosk's version, which the list did not know.
    await heartbeat(0);
    expect(await stream.nextChange()).not.toBe(false);
    // A routine one changes only the last-seen time: the list asks again every minute for that.
    const routine = await heartbeat(0);
    expect(await stream.nextChange(500)).toBe(false);
    expect(routine.online).toBe(true);
    // Punches held offline are news.
    await heartbeat(3);
    expect(await stream.nextChange()).not.toBe(false);
    // So is a kiosk coming back after it had gone offline (last heard from ten minutes ago).
    await t.db
      .update(devices)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(devices.locationId, location.id));
    expect((await heartbeat(3)).online).toBe(true);
    expect(await stream.nextChange()).not.toBe(false);
    stream.close();
  });

  it('ends the stream when its token is logged out on another instance, and keeps the others', async () => {
    const kiosk = await locationWithToken();
    const stream = await openStream(kiosk.token);
    const other = await openStream((await locationWithToken()).token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${kiosk.token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    // Streams are checked again a second after a change to accounts or tokens.
    expect(await stream.ended(3_000)).not.toBe(false);
    // A logout is a write, but changes nothing a screen shows: no change event before the end.
    expect(stream.changes()).toBe(0);
    expect(await other.ended(500)).toBe(false);
    other.close();
  });

  it('asks for Accept: text/event-stream (406) and a token (401)', async () => {
    const kiosk = await locationWithToken();
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: `Bearer ${kiosk.token}` },
    });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ code: 'EVENT_STREAM_REQUIRED' });
    const anonymous = await fetch(`${siblingUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
  });

  it('takes the age of the screen’s answers, and refuses one that is not a whole number of ms (400)', async () => {
    const kiosk = await locationWithToken();
    for (const dataAgeMs of ['-1', '1.5', 'soon', '1e400']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events?dataAgeMs=${dataAgeMs}`,
        headers: { authorization: `Bearer ${kiosk.token}`, accept: 'text/event-stream' },
      });
      expect(res.statusCode, dataAgeMs).toBe(400);
    }
    // This instance began listening a moment ago: it cannot tell what changed 2 s (and the margin)
    // ago, so ready names nothing and the screen asks again for everything.
    const stream = await openStream(kiosk.token, 2_000);
    expect(stream.text()).toContain('event: ready\ndata: {}\n\n');
    stream.close();
  });

  it('ends every stream as soon as the instance starts stopping', async () => {
    const kiosk = await locationWithToken();
    const stream = await openStream(kiosk.token);
    const closing = sibling.close();
    expect(await stream.ended(1_000)).not.toBe(false);
    await closing;
  });
});
