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
  return {
    login,
    named,
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
});
