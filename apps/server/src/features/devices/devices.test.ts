import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.parse('2026-11-25T09:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function location() {
  const org = await createOrganization(t.db);
  const { organization } = org;
  const loc = await createLocation(t.db, organization.id);
  const login = async (accountType: 'location' | 'manager', deviceName?: string) => {
    const password = accountType === 'manager' ? loc.managerPassword : loc.locationPassword;
    const answer = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password, accountType, ...(deviceName ? { deviceName } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.token as string;
  };
  const ownerLogin = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  /** A kiosk login naming itself, as answered (status and body). */
  const named = (deviceName: string, ip?: string) =>
    call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location', deviceName },
      ip,
    });
  /** A kiosk login as the web app makes it: the browser's key, and a name only when one was typed. */
  const kiosk = (device: { deviceKey?: string; deviceName?: string }, ip?: string) =>
    call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location', ...device },
      ip,
    });
  return {
    login,
    named,
    kiosk,
    manager: await login('manager'),
    owner: ownerLogin.body.token as string,
    organizationId: organization.id,
    code: loc.code,
  };
}

const heartbeat = (token: string, queuedPunches = 0) =>
  call({
    method: 'POST',
    url: '/api/devices/heartbeat',
    token,
    body: { appVersion: '1.4.0', queuedPunches },
  });

describe('kiosk devices', () => {
  it('registers a kiosk that names itself, and shows it online while its heartbeats come', async () => {
    const { login, manager } = await location();
    const frontDesk = await login('location', '  Front desk iPad ');
    clock += 30_000;
    const beat = await heartbeat(frontDesk, 2);
    expect(beat.status).toBe(200);
    expect(beat.body).toMatchObject({
      heartbeatSeconds: 60,
      device: { name: 'Front desk iPad', appVersion: '1.4.0', queuedPunches: 2, online: true },
    });
    expect(beat.body.device.lastSeenAt).toBe(new Date(clock).toISOString());

    // A login without a name (an API client) is no device: its heartbeat records nothing.
    const unnamed = await login('location');
    const none = await heartbeat(unnamed);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ device: null, heartbeatSeconds: 60 });

    const listed = await call({ url: '/api/admin/devices', token: manager });
    expect(listed.body.devices).toHaveLength(1);
    expect(listed.body.devices[0]).toMatchObject({ name: 'Front desk iPad', online: true });

    // Three missed heartbeats: offline.
    clock += 3 * 60_000;
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices[0].online).toBe(true);
    clock += 1_000;
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices[0].online).toBe(false);
    expect((await heartbeat(frontDesk)).body.device.online).toBe(true);
  });

  it("revokes a device: its token ends at once, the location's other kiosks go on", async () => {
    const { login, manager } = await location();
    const back = await login('location', 'Back office');
    const front = await login('location', 'Front desk');
    const { devices } = (await call({ url: '/api/admin/devices', token: manager })).body;
    const backId = devices.find((d: { name: string }) => d.name === 'Back office').id as string;

    const revoked = await call({ method: 'DELETE', url: `/api/admin/devices/${backId}`, token: manager });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ message: 'Device revoked', device: { name: 'Back office' } });
    expect((await call({ url: '/api/shift/current', token: back })).status).toBe(401);
    expect((await call({ url: '/api/shift/current', token: front })).status).toBe(200);
    const after = (await call({ url: '/api/admin/devices', token: manager })).body.devices;
    expect(after.map((d: { name: string }) => d.name)).toEqual(['Front desk']);

    expect(
      (await call({ method: 'DELETE', url: `/api/admin/devices/${backId}`, token: manager })).status,
    ).toBe(404);
  });

  it("keeps each location's devices to itself", async () => {
    const a = await location();
    const b = await location();
    await a.login('location', 'Kiosk A');
    const aDevices = (await call({ url: '/api/admin/devices', token: a.manager })).body.devices;
    expect((await call({ url: '/api/admin/devices', token: b.manager })).body.devices).toEqual([]);
    const foreign = await call({
      method: 'DELETE',
      url: `/api/admin/devices/${aDevices[0].id}`,
      token: b.manager,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a name that is empty, too long or on several lines', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    for (const deviceName of ['   ', 'x'.repeat(61), 'two\nlines']) {
      const answer = await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location', deviceName },
      });
      expect(answer.status).toBe(400);
    }
  });

  it("shows the owner each location's kiosks, online now and whether it is open, and lets the owner revoke", async () => {
    // Monday 2026-11-30 at 10:00 in Paris: open by the default layout (Monday to Saturday, 9 to 17).
    clock = Date.parse('2026-11-30T09:00:00Z');
    const place = await location();
    const kiosk = await place.login('location', 'Till');
    const dashboard = async () =>
      (await call({ url: `/api/organization/${place.organizationId}/dashboard`, token: place.owner })).body
        .locations[0].stats.kiosks;
    expect(await dashboard()).toEqual({ registered: 1, online: 1, openNow: true });

    clock += 4 * 60_000; // no heartbeat for four minutes
    expect(await dashboard()).toEqual({ registered: 1, online: 0, openNow: true });

    const listed = await call({ url: `/api/org-admin/devices/${place.code}`, token: place.owner });
    expect(listed.body.devices).toEqual([expect.objectContaining({ name: 'Till', online: false })]);
    const other = await location();
    expect((await call({ url: `/api/org-admin/devices/${place.code}`, token: other.owner })).status).toBe(
      404,
    );

    const revoked = await call({
      method: 'DELETE',
      url: `/api/org-admin/devices/${place.code}/${listed.body.devices[0].id}`,
      token: place.owner,
    });
    expect(revoked.status).toBe(200);
    expect((await call({ url: '/api/shift/current', token: kiosk })).status).toBe(401);
    expect(await dashboard()).toEqual({ registered: 0, online: 0, openNow: true });

    clock = Date.parse('2026-11-29T09:00:00Z'); // a Sunday: closed
    expect((await dashboard()).openNow).toBe(false);
  });

  it("registers at most the location's maxKiosks at once (50 by default), with a clear refusal", async () => {
    const { login, named, manager } = await location();
    const settings = await call({ url: '/api/admin/location-settings', token: manager });
    expect(settings.body.settings.maxKiosks).toBe(50);
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: manager,
      body: { settings: { ...DEFAULT_SETTINGS, maxKiosks: 3 } },
    });
    expect(saved.status).toBe(200);

    // Twenty at once, from any instance: the database lets exactly three through.
    const rush = await Promise.all(
      Array.from({ length: 20 }, (_, i) => named(`Tablet ${i}`, `10.0.0.${i + 1}`)),
    );
    expect(rush.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = rush.find((answer) => answer.status === 409);
    expect(refused?.body).toEqual({
      message:
        'This location already has 3 kiosks registered. A manager can revoke one in the Kiosks list, or raise the limit in Settings.',
      code: 'TOO_MANY_KIOSKS',
      maxKiosks: 3,
    });
    expect(rush.filter((answer) => answer.status === 409)).toHaveLength(17);
    const listed = await call({ url: '/api/admin/devices', token: manager });
    expect(listed.body.devices).toHaveLength(3);

    // A login that names no device registers nothing and is not limited.
    const kiosk = await login('location');
    // Only a manager changes the limit; the kiosk's saves keep it.
    const kioskRaise = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: kiosk,
      body: { settings: { ...DEFAULT_SETTINGS, maxKiosks: 500 } },
    });
    expect(kioskRaise.status).toBe(403);
    expect(kioskRaise.body.message).toBe('Only a manager can change the kiosk limit.');

    // Revoking one frees its place.
    const first = listed.body.devices[0] as { id: string };
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/devices/${first.id}`, token: manager })).status,
    ).toBe(200);
    expect((await named('Replacement')).status).toBe(200);
    expect((await named('One too many')).status).toBe(409);
  });

  it('numbers the kiosks that give no name, each distinct, and keeps a number for good', async () => {
    const { kiosk, manager } = await location();
    const first = await kiosk({ deviceKey: randomUUID() });
    const second = await kiosk({ deviceKey: randomUUID() });
    const named = await kiosk({ deviceKey: randomUUID(), deviceName: 'Front desk' });
    expect([first.status, second.status, named.status]).toEqual([200, 200, 200]);
    const listed = (await call({ url: '/api/admin/devices', token: manager })).body.devices as {
      id: string;
      name: string | null;
      number: number;
    }[];
    // Null: the screens show 'Kiosk 1', 'Kiosk 2' in their own language.
    expect(listed.map(({ name, number }) => ({ name, number })).sort((a, b) => a.number - b.number)).toEqual([
      { name: null, number: 1 },
      { name: null, number: 2 },
      { name: 'Front desk', number: 3 },
    ]);

    // A revoked kiosk's number is not given again.
    const two = listed.find((device) => device.number === 2);
    await call({ method: 'DELETE', url: `/api/admin/devices/${two?.id}`, token: manager });
    await kiosk({ deviceKey: randomUUID() });
    const numbers = (await call({ url: '/api/admin/devices', token: manager })).body.devices.map(
      (device: { number: number }) => device.number,
    );
    expect(numbers.sort()).toEqual([1, 3, 4]);
  });

  it('replaces the row of a browser that logs in again: same device, new token, the old one ended', async () => {
    const { kiosk, manager } = await location();
    const deviceKey = randomUUID();
    const before = await kiosk({ deviceKey, deviceName: 'Till' });
    const [device] = (await call({ url: '/api/admin/devices', token: manager })).body.devices;

    clock += 60_000;
    const again = await kiosk({ deviceKey });
    expect(again.status).toBe(200);
    const after = (await call({ url: '/api/admin/devices', token: manager })).body.devices;
    // One row, the same one, its name kept (none given this time), seen at the new login.
    expect(after).toEqual([
      expect.objectContaining({
        id: device.id,
        name: 'Till',
        number: device.number,
        lastSeenAt: new Date(clock).toISOString(),
      }),
    ]);
    expect((await heartbeat(again.body.token)).body.device).toMatchObject({ id: device.id });
    expect((await call({ url: '/api/shift/current', token: before.body.token })).status).toBe(401);

    // A name given at the next login renames it; a revoked device's browser comes back as that device.
    await call({ method: 'DELETE', url: `/api/admin/devices/${device.id}`, token: manager });
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices).toEqual([]);
    expect((await kiosk({ deviceKey, deviceName: 'Till 2' })).status).toBe(200);
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices).toEqual([
      expect.objectContaining({ id: device.id, name: 'Till 2', number: device.number }),
    ]);

    // The key is the location's business only: another location's browser with the same key is its own.
    const other = await location();
    expect((await other.kiosk({ deviceKey })).status).toBe(200);
    expect((await call({ url: '/api/admin/devices', token: other.manager })).body.devices).toHaveLength(1);
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices).toHaveLength(1);
  });

  it('settles simultaneous logins of one browser to one row, one live token, within the kiosk limit', async () => {
    const { kiosk, manager } = await location();
    await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: manager,
      body: { settings: { ...DEFAULT_SETTINGS, maxKiosks: 1 } },
    });
    const deviceKey = randomUUID();
    const rush = await Promise.all(
      Array.from({ length: 8 }, (_, i) => kiosk({ deviceKey }, `10.1.0.${i + 1}`)),
    );
    // Each replaces the one before it, and the limit of one counts the browser once.
    expect(rush.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const listed = (await call({ url: '/api/admin/devices', token: manager })).body.devices;
    expect(listed).toHaveLength(1);
    const live = await Promise.all(
      rush.map(
        async (answer) => (await call({ url: '/api/shift/current', token: answer.body.token })).status,
      ),
    );
    expect(live.filter((status) => status === 200)).toHaveLength(1);
    // Another browser is one too many.
    expect((await kiosk({ deviceKey: randomUUID() })).status).toBe(409);
  });

  it('refuses a device key that is not a UUID', async () => {
    const { kiosk } = await location();
    const answer = await kiosk({ deviceKey: 'my-tablet' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The device key must be a UUID');
  });

  it("lets a manager rename a kiosk: trimmed, 1 to 60 characters, one line; only the location's own", async () => {
    const { kiosk, manager, login } = await location();
    await kiosk({ deviceKey: randomUUID() });
    const [device] = (await call({ url: '/api/admin/devices', token: manager })).body.devices;
    const rename = (name: unknown, token = manager, id = device.id) =>
      call({ method: 'PUT', url: `/api/admin/devices/${id}`, token, body: { name } });

    const renamed = await rename('  Back door tablet ');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: 'Device renamed',
      device: { id: device.id, name: 'Back door tablet', number: device.number },
    });
    // Names need not be unique: the number tells two of one name apart.
    await kiosk({ deviceKey: randomUUID(), deviceName: 'Back door tablet' });
    expect((await call({ url: '/api/admin/devices', token: manager })).body.devices).toHaveLength(2);

    for (const [name, message] of [
      ['   ', 'Please enter a name for this device'],
      ['x'.repeat(61), 'Device name must be at most 60 characters'],
      ['two\nlines', undefined],
      [undefined, 'Please enter a name for this device'],
      [42, 'Please enter a name for this device'],
    ] as const) {
      const refused = await rename(name);
      expect(refused.status, String(name)).toBe(400);
      if (message) expect(refused.body.message).toBe(message);
    }
    expect((await rename('x'.repeat(60))).status).toBe(200);

    // The kiosk itself cannot, nor can anyone without a token.
    expect((await rename('Mine', await login('location'))).status).toBe(403);
    expect(
      (await call({ method: 'PUT', url: `/api/admin/devices/${device.id}`, body: { name: 'X' } })).status,
    ).toBe(401);
    // Another location's device, an unknown one and a malformed id.
    const other = await location();
    expect((await rename('Theirs', other.manager)).status).toBe(404);
    expect((await rename('Nobody', manager, randomUUID())).status).toBe(404);
    expect((await rename('Nobody', manager, 'not-an-id')).status).toBe(400);
    // A revoked device is gone for good.
    await call({ method: 'DELETE', url: `/api/admin/devices/${device.id}`, token: manager });
    expect((await rename('Ghost')).status).toBe(404);
  });
});
