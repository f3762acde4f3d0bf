import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
/** Master tokens live 8 hours and the tests move the clock by days, so each step logs in afresh. */
let token: string;
const relogin = async () => {
  token = (await call({ method: 'POST', url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } }))
    .body.token;
};
let clock = Date.parse('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
  await relogin();
});
afterAll(() => t.close());

describe('master admin', () => {
  it('approves a pending organization with a 30-day trial, once', async () => {
    const { organization } = await createOrganization(t.db, { status: 'pending', licenseEndsAt: null });
    const before = await call({ url: '/api/master-admin/dashboard', token });
    expect(before.body.pendingOrganizations.map((o: { id: string }) => o.id)).toContain(organization.id);

    const res = await call({
      method: 'POST',
      url: `/api/master-admin/organizations/${organization.id}/approve`,
      token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.organization.status).toBe('approved');
    expect(res.body.organization.license).toMatchObject({
      type: 'trial',
      duration: 30,
      durationUnit: 'days',
      daysLeft: 30,
    });
    expect(res.body.organization.license.endDate).toBe(new Date(clock + 30 * DAY).toISOString());

    const again = await call({
      method: 'POST',
      url: `/api/master-admin/organizations/${organization.id}/approve`,
      token,
      body: {},
    });
    expect(again.status).toBe(409);
    const after = await call({ url: '/api/master-admin/dashboard', token });
    expect(after.body.statistics.approvedOrganizations).toBe(
      before.body.statistics.approvedOrganizations + 1,
    );
    expect(after.body.statistics.pendingOrganizations).toBe(before.body.statistics.pendingOrganizations - 1);
  });

  it("answers an organization's detail: owner, history of the master's changes, locations with figures", async () => {
    const { organization, email } = await createOrganization(t.db, {
      status: 'pending',
      licenseEndsAt: null,
      verified: false,
    });
    const base = `/api/master-admin/organizations/${organization.id}`;
    const approve = await call({ method: 'POST', url: `${base}/approve`, token, body: {} });
    expect(approve.status).toBe(200);
    const license = { licenseType: 'yearly', duration: 1, durationUnit: 'years', autoRenew: true };
    expect((await call({ method: 'PUT', url: `${base}/license`, token, body: license })).status).toBe(200);
    const limits = { maxLocations: 7 };
    expect((await call({ method: 'PUT', url: `${base}/location-limits`, token, body: limits })).status).toBe(
      200,
    );

    // Paris: two active employees (one left), 6.5 hours this month (November at 10:00Z on the 22nd).
    const paris = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
    const ann = await createEmployee(t.db, paris.location.id, '001');
    await createEmployee(t.db, paris.location.id, '002');
    await createEmployee(t.db, paris.location.id, '003', { isActive: false });
    await t.db.insert(shifts).values([
      {
        locationId: paris.location.id,
        employeeId: ann.id,
        clockIn: new Date('2026-11-20T08:00:00Z'),
        clockOut: new Date('2026-11-20T14:30:00Z'),
      },
      // October's shift is not this month's.
      {
        locationId: paris.location.id,
        employeeId: ann.id,
        clockIn: new Date('2026-10-20T08:00:00Z'),
        clockOut: new Date('2026-10-20T16:00:00Z'),
      },
    ]);

    const detail = await call({ url: base, token });
    expect(detail.status).toBe(200);
    expect(detail.body.organization).toMatchObject({ id: organization.id, status: 'approved' });
    expect(detail.body.owner).toEqual({
      email,
      emailVerified: false,
      registeredAt: expect.any(String),
    });
    const at = new Date(clock).toISOString();
    expect(detail.body.history).toEqual([
      { kind: 'registered', at: new Date(organization.createdAt).toISOString() },
      { kind: 'status', at, status: 'approved' },
      {
        kind: 'license',
        at,
        license: {
          type: 'trial',
          duration: 30,
          durationUnit: 'days',
          autoRenew: false,
          endDate: new Date(clock + 30 * DAY).toISOString(),
        },
      },
      {
        kind: 'license',
        at,
        license: {
          type: 'yearly',
          duration: 1,
          durationUnit: 'years',
          autoRenew: true,
          endDate: '2027-11-22T10:00:00.000Z',
        },
      },
      { kind: 'locationLimit', at, maxLocations: 7 },
    ]);
    expect(detail.body.locations).toEqual([
      expect.objectContaining({
        locationId: paris.code,
        timezone: 'Europe/Paris',
        stats: {
          employeeCount: 2,
          monthHours: 6.5,
          kiosks: { registered: 0, online: 0, openNow: expect.any(Boolean) },
        },
      }),
    ]);
  });

  it('lists, searches case-insensitively and filters with pagination', async () => {
    const email = 'Needle.Search@Example.com';
    await createOrganization(t.db, { status: 'suspended', email });
    const res = await call({
      url: '/api/master-admin/organizations?search=needle.SEARCH&page=1&limit=10',
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.organizations.map((o: { email: string }) => o.email)).toEqual([email]);
    const filtered = await call({ url: '/api/master-admin/organizations?status=suspended', token });
    expect(filtered.body.organizations.every((o: { status: string }) => o.status === 'suspended')).toBe(true);
    const paged = await call({ url: '/api/master-admin/organizations?limit=1&page=2', token });
    expect(paged.body.pagination).toMatchObject({
      page: 2,
      limit: 1,
      totalPages: paged.body.pagination.total,
    });
    expect((await call({ url: '/api/master-admin/organizations?limit=101', token })).status).toBe(400);
    const past = await call({ url: '/api/master-admin/organizations?limit=10&page=999', token });
    expect(past.status).toBe(200);
    expect(past.body.organizations).toEqual([]);
    expect(past.body.pagination.totalPages).toBe(Math.ceil(past.body.pagination.total / 10));
  });

  it('sets a license from now with its bounds, and lists it as expiring with days left rounded up', async () => {
    const { organization } = await createOrganization(t.db);
    const bad = await call({
      method: 'PUT',
      url: `/api/master-admin/organizations/${organization.id}/license`,
      token,
      body: { licenseType: 'custom', duration: 11, durationUnit: 'years', autoRenew: false },
    });
    expect(bad.status).toBe(400);
    const res = await call({
      method: 'PUT',
      url: `/api/master-admin/organizations/${organization.id}/license`,
      token,
      body: { licenseType: 'custom', duration: 3, durationUnit: 'days', autoRenew: false },
    });
    expect(res.body.organization.license).toMatchObject({ type: 'custom', daysLeft: 3 });
    clock += 1.5 * DAY;
    await relogin();
    const dashboard = await call({ url: '/api/master-admin/dashboard', token });
    const entry = dashboard.body.expiringLicenses.find((o: { id: string }) => o.id === organization.id);
    expect(entry.daysLeft).toBe(2);
  });

  it('extends an auto-renewing license by its own duration when it reaches its end', async () => {
    const { organization } = await createOrganization(t.db);
    await call({
      method: 'PUT',
      url: `/api/master-admin/organizations/${organization.id}/license`,
      token,
      body: { licenseType: 'monthly', duration: 1, durationUnit: 'months', autoRenew: true },
    });
    const first = (await call({ url: `/api/master-admin/organizations/${organization.id}`, token })).body
      .organization.license;
    clock = Date.parse(first.endDate) + 1000;
    await relogin();
    const renewed = (await call({ url: `/api/master-admin/organizations/${organization.id}`, token })).body
      .organization.license;
    expect(renewed.startDate).toBe(first.endDate);
    expect(Date.parse(renewed.endDate)).toBeGreaterThan(clock);
    expect(renewed.daysLeft).toBeGreaterThanOrEqual(28);
  });

  it('refuses a location limit below the current count, naming it', async () => {
    const { organization } = await createOrganization(t.db);
    await createLocation(t.db, organization.id);
    await createLocation(t.db, organization.id);
    const url = `/api/master-admin/organizations/${organization.id}/location-limits`;
    const low = await call({ method: 'PUT', url, token, body: { maxLocations: 1 } });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('Cannot be less than current locations (2)');
    const ok = await call({ method: 'PUT', url, token, body: { maxLocations: 3 } });
    expect(ok.body.organization.locationLimits).toEqual({ maxLocations: 3, currentLocations: 2 });
  });

  it('refuses anyone but the master, and answers 404 for an unknown organization', async () => {
    const { email, password } = await createOrganization(t.db);
    const owner = (
      await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { email, password, accountType: 'orgAdmin' },
      })
    ).body.token;
    expect((await call({ url: '/api/master-admin/dashboard', token: owner })).status).toBe(403);
    expect((await call({ url: '/api/master-admin/dashboard' })).status).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call({ url: `/api/master-admin/organizations/${missing}`, token })).status).toBe(404);
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/master-admin/organizations/${missing}/status`,
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(404);
  });
});
