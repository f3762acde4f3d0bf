import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { claimJobRun } from '../src/db/job-runs.ts';
import { createEmployee, createLocation, createOrganization, setOrganizationStatus } from './fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// Several instances behind a load balancer share one set of rules (docs/decisions/0154-…): rate
// limits count across all of them, and the periodic sweep runs once per interval whichever runs it.

let t: TestApp;
let instances: App[];
beforeAll(async () => {
  t = await buildTestApp();
  instances = [t.app, await t.sibling(), await t.sibling()];
});
afterAll(() => t.close());

async function accountToken(payload: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  return res.json().token as string;
}

const tokenFor = (code: string, password: string) =>
  accountToken({ locationId: code, password, accountType: 'location' });

const currentShifts = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/shift/current', headers: { authorization: `Bearer ${token}` } });

/** Asks every 20 ms until `shows` accepts the answer; the time that took, in ms (fails after 1 s). */
async function within1s<T>(ask: () => Promise<T>, shows: (answer: T) => boolean): Promise<number> {
  const started = Date.now();
  while (!shows(await ask())) {
    if (Date.now() - started >= 1_000) throw new Error('not seen within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Asks until `app` refuses the token with `status`; the time that took, in ms (fails after 1 s). */
const msUntilRefused = (app: App, token: string, status: number) =>
  within1s(
    () => currentShifts(app, token),
    (res) => res.statusCode === status,
  );

type LocationFigures = { locationId: string; stats: { monthHours: number; kiosks: { registered: number } } };

/** The locations of an organization with their figures, as its owner's dashboard shows them. */
async function dashboardLocations(app: App, organizationId: string, ownerToken: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/organization/${organizationId}/dashboard`,
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().locations as LocationFigures[];
}

async function login(app: App, code: string, password: string, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { locationId: code, password, accountType: 'location' },
    remoteAddress: ip,
  });
  return res.statusCode;
}

describe('three instances on one database', () => {
  it('refuse the 11th wrong password from one address, wherever the 10 before it went', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.11';
    for (let i = 0; i < 10; i++) {
      expect(await login(instances[i % 3] as App, location.code, 'wrong123', ip)).toBe(401);
    }
    for (const app of instances) expect(await login(app, location.code, 'wrong123', ip)).toBe(429);
  });

  it('let exactly 10 of 30 simultaneous guesses through, spread over the instances', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.12';
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(instances[i % 3] as App, location.code, 'wrong123', ip)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('do not count a successful login as a failure on any of them', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.13';
    for (let i = 0; i < 12; i++) {
      expect(await login(instances[i % 3] as App, location.code, location.locationPassword, ip)).toBe(200);
    }
  });

  it('run the sweep once per interval: one claim of many simultaneous ones wins', async () => {
    const interval = 5 * 60_000;
    const at = new Date('2026-11-25T10:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(t.db, 'test-job', at, interval)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Within the interval nobody runs it again; once it has passed, one does.
    expect(await claimJobRun(t.db, 'test-job', new Date(at.getTime() + interval / 2), interval)).toBe(false);
    const later = new Date(at.getTime() + interval);
    const next = await Promise.all([
      claimJobRun(t.db, 'test-job', later, interval),
      claimJobRun(t.db, 'test-job', later, interval),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('end a logged-out token on every instance within a second, though each had it cached', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const token = await tokenFor(location.code, location.locationPassword);
    for (const app of instances) expect((await currentShifts(app, token)).statusCode).toBe(200);
    const [first, ...others] = instances as [App, App, App];
    const logout = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    // The instance that logged it out refuses it at once; the others as soon as the notice arrives.
    expect((await currentShifts(first, token)).statusCode).toBe(401);
    for (const app of others) expect(await msUntilRefused(app, token, 401)).toBeLessThan(1_000);
  });

  it('stop a suspended organization on every instance within a second, whoever suspended it', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const token = await tokenFor(location.code, location.locationPassword);
    for (const app of instances) expect((await currentShifts(app, token)).statusCode).toBe(200);
    // Straight in the database, as an operator with psql would: no instance is told but by the notice.
    await setOrganizationStatus(t.db, organization.id, 'suspended');
    for (const app of instances) expect(await msUntilRefused(app, token, 403)).toBeLessThan(1_000);
  });

  it("show a manager's added shift in the owner's month hours on every instance within a second", async () => {
    const owner = await createOrganization(t.db);
    // A 30-minute shift that ended a minute ago, in this month where the location is: UTC, or
    // Kiritimati (UTC+14) in a UTC month's first half hour.
    const end = new Date(Date.now() - 60_000);
    const start = new Date(end.getTime() - 30 * 60_000);
    const timezone = start.getUTCMonth() === end.getUTCMonth() ? 'UTC' : 'Pacific/Kiritimati';
    const { code, managerPassword } = await createLocation(t.db, owner.organization.id, { timezone });
    const [location] = (await t.pool.query('select id from locations where code = $1', [code])).rows;
    await createEmployee(t.db, location.id, '001');
    const ownerToken = await accountToken({
      accountType: 'orgAdmin',
      email: owner.email,
      password: owner.password,
    });
    const manager = await accountToken({
      accountType: 'manager',
      locationId: code,
      password: managerPassword,
    });
    const hours = async (app: App) =>
      (await dashboardLocations(app, owner.organization.id, ownerToken))[0]?.stats.monthHours;
    for (const app of instances) expect(await hours(app)).toBe(0);

    const [first, ...others] = instances as [App, App, App];
    const added = await first.inject({
      method: 'POST',
      url: '/api/admin/shifts',
      headers: { authorization: `Bearer ${manager}` },
      payload: { employeeId: '001', clockIn: start.toISOString(), clockOut: end.toISOString() },
    });
    expect(added.statusCode).toBe(201);
    // The instance that took the write shows it at once; the others as soon as the notice arrives.
    expect(await hours(first)).toBe(0.5);
    for (const app of others)
      await within1s(
        () => hours(app),
        (shown) => shown === 0.5,
      );
  });

  it("show an owner's new location and a new kiosk on every instance's dashboard within a second", async () => {
    const owner = await createOrganization(t.db);
    const { code, locationPassword } = await createLocation(t.db, owner.organization.id);
    const ownerToken = await accountToken({
      accountType: 'orgAdmin',
      email: owner.email,
      password: owner.password,
    });
    const locationsOn = (app: App) => dashboardLocations(app, owner.organization.id, ownerToken);
    for (const app of instances) expect(await locationsOn(app)).toHaveLength(1);
    const [first, ...others] = instances as [App, App, App];

    // A kiosk logs in with its name (which registers it) and reports: a location token's write.
    const kiosk = await accountToken({
      accountType: 'location',
      locationId: code,
      password: locationPassword,
      deviceName: 'Front desk',
    });
    const beat = await first.inject({
      method: 'POST',
      url: '/api/devices/heartbeat',
      headers: { authorization: `Bearer ${kiosk}` },
      payload: { appVersion: 'test', queuedPunches: 0 },
    });
    expect(beat.statusCode).toBe(200);
    const kiosksOf = (locations: LocationFigures[]) => locations[0]?.stats.kiosks.registered;
    expect(kiosksOf(await locationsOn(first))).toBe(1);
    for (const app of others)
      await within1s(
        () => locationsOn(app),
        (shown) => kiosksOf(shown) === 1,
      );

    // The owner's own write: its instance forgets at once, the others hear of it from `locations`.
    const created = await first.inject({
      method: 'POST',
      url: '/api/organization/locations',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: {
        locationName: 'Second Street',
        locationPassword: 'kiosk123',
        confirmLocationPassword: 'kiosk123',
        managerPassword: 'Manager1!',
        confirmManagerPassword: 'Manager1!',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await locationsOn(first)).toHaveLength(2);
    for (const app of others)
      await within1s(
        () => locationsOn(app),
        (shown) => shown.length === 2,
      );
  });

  it("spend one kiosk's wrong-PIN budget once, whichever instances its 60 simultaneous guesses reach", async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const manager = await accountToken({
      locationId: loc.code,
      password: loc.managerPassword,
      accountType: 'manager',
    });
    const asManager = { authorization: `Bearer ${manager}` };
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/location-settings',
      headers: asManager,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/location-settings',
      headers: asManager,
      payload: { settings: { ...settings.json().settings, pinLength: 4 } },
    });
    expect(saved.statusCode).toBe(200);
    const pins: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const code = String(i).padStart(3, '0');
      await createEmployee(t.db, loc.location.id, code);
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/admin/employees/${code}/pin`,
        headers: asManager,
      });
      pins.push(made.json().pin);
    }
    const kiosk = await tokenFor(loc.code, loc.locationPassword);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        const i = n % pins.length;
        return (instances[n % instances.length] as App).inject({
          method: 'POST',
          url: '/api/shift/clock-in',
          headers: { authorization: `Bearer ${kiosk}` },
          payload: { employeeId: String(i + 1).padStart(3, '0'), pin: pins[i] === '4826' ? '4827' : '4826' },
        });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 429).map((answer) => answer.json().code)).toEqual(
      Array(40).fill('TOO_MANY_WRONG_PINS'),
    );
  });
});
