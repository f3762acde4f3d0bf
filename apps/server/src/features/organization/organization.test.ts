import { messages } from '@shiftclock/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { employees } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

async function owner(options: Parameters<typeof createOrganization>[1] = {}) {
  const org = await createOrganization(t.db, options);
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  return { ...org, token: login.body.token as string };
}

const newLocation = (name = 'Main Street') => ({
  locationName: name,
  locationPassword: 'kiosk123',
  confirmLocationPassword: 'kiosk123',
  managerPassword: 'Manager1!',
  confirmManagerPassword: 'Manager1!',
  timezone: 'America/New_York',
});

describe('organization owner: this month in each location', () => {
  it("counts this month's completed hours in the location's time zone, a shift across midnight on the day it started, unpaid breaks off", async () => {
    // 30 November 2026, 15:00 in New York (UTC-5): "this month" there is November.
    const at = Date.parse('2026-11-30T20:00:00Z');
    const clocked = await buildTestApp({}, undefined, { now: () => new Date(at) });
    try {
      const c = httpClient(clocked);
      const org = await createOrganization(clocked.db, { licenseEndsAt: new Date(at + 30 * 86_400_000) });
      const ny = await createLocation(clocked.db, org.organization.id, { timezone: 'America/New_York' });
      const paris = await createLocation(clocked.db, org.organization.id, { timezone: 'Europe/Paris' });
      const [ann] = await clocked.db
        .insert(employees)
        .values({ locationId: ny.location.id, code: '001', name: 'Ann' })
        .returning();
      const [bo] = await clocked.db
        .insert(employees)
        .values({ locationId: paris.location.id, code: '001', name: 'Bo' })
        .returning();
      const shift = (locationId: string, employeeId: string, from: string, to: string | null) => ({
        locationId,
        employeeId,
        clockIn: new Date(from),
        clockOut: to ? new Date(to) : null,
      });
      const [, , night] = await clocked.db
        .insert(shifts)
        .values([
          // New York: 1 Nov 00:30 local (05:30Z) counts; 31 Oct 23:00 local (1 Nov 03:00Z) is October's.
          shift(ny.location.id, ann?.id ?? '', '2026-11-01T05:30:00Z', '2026-11-01T09:30:00Z'),
          shift(ny.location.id, ann?.id ?? '', '2026-11-01T03:00:00Z', '2026-11-01T05:00:00Z'),
          // Paris: 30 Nov 22:00 local to 1 Dec 06:00 belongs to November (the day it started): 8 h.
          shift(paris.location.id, bo?.id ?? '', '2026-11-30T21:00:00Z', '2026-12-01T05:00:00Z'),
          // Paris: 31 Oct 23:30 local is October's.
          shift(paris.location.id, bo?.id ?? '', '2026-10-31T22:30:00Z', '2026-11-01T02:30:00Z'),
        ])
        .returning({ id: shifts.id });
      // Its unpaid 30-minute break across midnight comes off; its paid 15 minutes do not.
      await clocked.pool.query(
        `insert into shift_breaks (location_id, shift_id, start_at, end_at, paid)
         values ($1, $2, '2026-11-30T22:45:00Z', '2026-11-30T23:15:00Z', false),
                ($1, $2, '2026-12-01T02:00:00Z', '2026-12-01T02:15:00Z', true)`,
        [paris.location.id, night?.id],
      );
      const login = await c({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
      });
      const dashboard = await c({
        url: `/api/organization/${org.organization.id}/dashboard`,
        token: login.body.token,
      });
      const byCode = Object.fromEntries(
        dashboard.body.locations.map((l: { locationId: string; stats: unknown }) => [l.locationId, l.stats]),
      );
      expect(byCode[ny.code]).toMatchObject({ employeeCount: 1, monthHours: 4 });
      expect(byCode[paris.code]).toMatchObject({ employeeCount: 1, monthHours: 7.5 });
    } finally {
      await clocked.close();
    }
  });
});

describe('organization owner', () => {
  it('creates a location whose accounts can log in, and shows it on the dashboard', async () => {
    const o = await owner();
    const res = await call({
      method: 'POST',
      url: '/api/organization/locations',
      token: o.token,
      body: newLocation(),
    });
    expect(res.status).toBe(201);
    expect(res.body.location.locationId).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(res.body.location.timezone).toBe('America/New_York');

    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: res.body.location.locationId, password: 'Manager1!', accountType: 'manager' },
    });
    expect(login.status).toBe(200);

    const dashboard = await call({ url: `/api/organization/${o.organization.id}/dashboard`, token: o.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.organization.locationLimits.currentLocations).toBe(1);
    expect(dashboard.body.locations).toEqual([
      expect.objectContaining({
        locationName: 'Main Street',
        // Never saved settings: the default format.
        timeFormat: '24h',
        stats: {
          employeeCount: 0,
          monthHours: 0,
          kiosks: { registered: 0, online: 0, openNow: expect.any(Boolean) },
        },
      }),
    ]);
  });

  it('extends its own auto-renewing license on the dashboard once the license has ended', async () => {
    const endedAt = new Date(Date.now() - 3_600_000);
    const o = await owner({ licenseEndsAt: endedAt });
    await t.pool.query('update licenses set auto_renew = true where organization_id = $1', [
      o.organization.id,
    ]);
    const dashboard = await call({ url: `/api/organization/${o.organization.id}/dashboard`, token: o.token });
    expect(dashboard.status).toBe(200);
    // The fixture's license lasts 30 days: renewed from its end for 30 more.
    expect(dashboard.body.organization.license).toMatchObject({
      startDate: endedAt.toISOString(),
      endDate: new Date(endedAt.getTime() + 30 * 86_400_000).toISOString(),
      autoRenew: true,
    });
  });

  it('answers field errors with docs/product.md section 5 messages', async () => {
    const o = await owner();
    const res = await call({
      method: 'POST',
      url: '/api/organization/locations',
      token: o.token,
      body: { ...newLocation('A'), locationPassword: 'abcdef', confirmManagerPassword: 'Other1!x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'locationName', msg: messages.locationNameTooShort, code: 'LOCATION_NAME_TOO_SHORT' },
        {
          path: 'locationPassword',
          msg: messages.locationPasswordRequirements,
          code: 'LOCATION_PASSWORD_REQUIREMENTS',
        },
      ]),
    );
  });

  it('enforces the location limit in the database: five creates at the last place, one wins', async () => {
    const o = await owner();
    await t.db.execute(`update organizations set max_locations = 1 where id = '${o.organization.id}'`);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        call({
          method: 'POST',
          url: '/api/organization/locations',
          token: o.token,
          body: newLocation(`Race ${i}`),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    expect(results.find((r) => r.status === 403)?.body.message).toBe(messages.locationLimitReached);
  });

  it('refuses creating a location while the organization is not active', async () => {
    const o = await owner({ status: 'pending', licenseEndsAt: null });
    const res = await call({
      method: 'POST',
      url: '/api/organization/locations',
      token: o.token,
      body: newLocation(),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.organizationInactive);
  });

  it('changes a password, which revokes the old tokens, and answers 404 for another organization', async () => {
    const o = await owner();
    const other = await owner();
    const loc = await createLocation(t.db, o.organization.id);
    const before = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
    });
    const weak = await call({
      method: 'PUT',
      url: '/api/organization/change-password',
      token: o.token,
      body: { locationId: loc.code, accountType: 'location', newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(messages.fulfillPasswordRequirements);
    const ok = await call({
      method: 'PUT',
      url: '/api/organization/change-password',
      token: o.token,
      body: { locationId: loc.code.toLowerCase(), accountType: 'location', newPassword: ' newpass99 ' },
    });
    expect(ok.body).toEqual({ message: messages.passwordUpdated });
    expect((await call({ url: '/api/auth/validate', token: before.body.token })).status).toBe(401);
    const relogin = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password: 'newpass99', accountType: 'location' },
    });
    expect(relogin.status).toBe(200);

    const cross = await call({
      method: 'PUT',
      url: '/api/organization/change-password',
      token: other.token,
      body: { locationId: loc.code, accountType: 'location', newPassword: 'hacked123' },
    });
    expect(cross.status).toBe(404);
    expect(
      (await call({ url: `/api/organization/${o.organization.id}/dashboard`, token: other.token })).status,
    ).toBe(404);
  });

  it('renames a location, and its delete archives it with all its data kept', async () => {
    const o = await owner();
    const loc = await createLocation(t.db, o.organization.id);
    const [employee] = await t.db
      .insert(employees)
      .values({ locationId: loc.location.id, code: '001', name: 'Ann' })
      .returning();
    await t.db.insert(shifts).values({
      locationId: loc.location.id,
      employeeId: employee?.id ?? '',
      clockIn: new Date(Date.now() - 3 * 3600_000),
      clockOut: new Date(Date.now() - 3600_000),
    });
    const empty = await call({
      method: 'PUT',
      url: `/api/organization/locations/${loc.code}`,
      token: o.token,
      body: { locationName: '   ' },
    });
    expect(empty.body.message).toBe(messages.locationNameEmpty);
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/organization/locations/${loc.code}`,
          token: o.token,
          body: { locationName: 'Harbour' },
        })
      ).status,
    ).toBe(200);
    const listed = await call({ url: `/api/org-admin/employees/${loc.code}`, token: o.token });
    expect(listed.body.employees).toEqual([
      expect.objectContaining({ employeeId: '001', name: 'Ann', isActive: true }),
    ]);

    const del = await call({
      method: 'DELETE',
      url: `/api/organization/locations/${loc.code}`,
      token: o.token,
    });
    expect(del.status).toBe(200);
    const remaining = await t.pool.query('select count(*)::int as n from shifts where location_id = $1', [
      loc.location.id,
    ]);
    // Archived, never erased (docs/decisions/0205-records-kept.md; test/records-archive.test.ts).
    expect(remaining.rows[0].n).toBe(1);
    expect((await call({ url: `/api/org-admin/employees/${loc.code}`, token: o.token })).status).toBe(404);
  });
});
