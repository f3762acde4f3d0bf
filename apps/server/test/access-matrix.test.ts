import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/http/auth.ts';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import { httpClient } from './http-client.ts';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from './test-app.ts';

/**
 * Every /api route of the server's own route table, called as each kind of
 * caller. Who may call a route is declared on the route (`config.access`); the
 * sample requests and the statuses of the allowed callers are declared below.
 * A route without a sample here fails this test, so a new route cannot slip in
 * unchecked.
 */

type Actor =
  | 'none'
  | 'garbage'
  | 'expired'
  | 'revoked'
  | 'location'
  | 'manager'
  | 'orgAdmin'
  | 'otherOrgAdmin'
  | 'otherManager'
  | 'master';

const ACTORS: Actor[] = [
  'none',
  'garbage',
  'expired',
  'revoked',
  'location',
  'manager',
  'orgAdmin',
  'otherOrgAdmin',
  'otherManager',
  'master',
];

/** What one test world holds: organization A (the owner's), organization B (another tenant), a pending one. */
type World = Awaited<ReturnType<typeof createWorld>>;
type Sample = { url: string; body?: unknown };
type Declaration = {
  sample: (w: World) => Sample;
  /** The status of a caller the route allows (all callers, for public routes). */
  ok: number;
  /**
   * The status for the other tenant (organization B's admin, or location B's manager) when its
   * type is allowed: 404 where the call names A's resources, else `ok` (it acts on its own data).
   */
  crossTenant?: number;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const strongPassword = 'Newpass1!';
const newLocation = {
  locationName: 'Annex',
  locationPassword: 'kiosk123',
  confirmLocationPassword: 'kiosk123',
  managerPassword: 'Manager1!',
  confirmManagerPassword: 'Manager1!',
  timezone: 'Europe/Paris',
};

const declarations: Record<string, Declaration> = {
  'GET /api/health': { sample: () => ({ url: '/api/health' }), ok: 200 },
  'POST /api/auth/register-organization': {
    sample: () => {
      const email = `reg-${randomUUID()}@example.com`;
      return {
        url: '/api/auth/register-organization',
        body: { organizationName: 'X', email, password: strongPassword, confirmPassword: strongPassword },
      };
    },
    ok: 201,
  },
  'GET /api/auth/verify-email/status': {
    sample: () => ({ url: '/api/auth/verify-email/status?token=nope' }),
    ok: 200,
  },
  'POST /api/auth/verify-email': {
    sample: () => ({ url: '/api/auth/verify-email', body: { token: 'nope' } }),
    ok: 400,
  },
  'POST /api/auth/resend-verification': {
    sample: () => ({
      url: '/api/auth/resend-verification',
      body: { email: `r-${randomUUID()}@example.com` },
    }),
    ok: 200,
  },
  'POST /api/auth/forgot-password': {
    sample: () => ({ url: '/api/auth/forgot-password', body: { email: `f-${randomUUID()}@example.com` } }),
    ok: 200,
  },
  'POST /api/auth/reset-password': {
    sample: () => ({ url: '/api/auth/reset-password', body: { token: 'nope', password: strongPassword } }),
    ok: 400,
  },
  'POST /api/auth/login': {
    sample: (w) => ({
      url: '/api/auth/login',
      body: { locationId: w.a.code, password: w.a.locationPassword, accountType: 'location' },
    }),
    ok: 200,
  },
  'POST /api/master-auth/login': {
    sample: () => ({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } }),
    ok: 200,
  },
  'GET /api/auth/validate': { sample: () => ({ url: '/api/auth/validate' }), ok: 200, crossTenant: 200 },
  'POST /api/auth/direct-access': {
    sample: (w) => ({
      url: '/api/auth/direct-access',
      body: { locationId: w.a.code, accountType: 'manager' },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/master-admin/dashboard': { sample: () => ({ url: '/api/master-admin/dashboard' }), ok: 200 },
  'GET /api/master-admin/organizations': {
    sample: () => ({ url: '/api/master-admin/organizations?search=example' }),
    ok: 200,
  },
  'GET /api/master-admin/organizations/:id': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.orgA}` }),
    ok: 200,
  },
  'POST /api/master-admin/organizations/:id/approve': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.pending}/approve`, body: {} }),
    ok: 200,
  },
  'POST /api/master-admin/organizations/:id/reject': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.pending}/reject` }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/status': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.pending}/status`,
      body: { status: 'suspended' },
    }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/license': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.orgA}/license`,
      body: { licenseType: 'yearly', duration: 1, durationUnit: 'years', autoRenew: false },
    }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/location-limits': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.orgA}/location-limits`,
      body: { maxLocations: 9 },
    }),
    ok: 200,
  },
  'GET /api/organization/:organizationId/dashboard': {
    sample: (w) => ({ url: `/api/organization/${w.orgA}/dashboard` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/locations': {
    sample: () => ({ url: '/api/organization/locations', body: newLocation }),
    ok: 201,
    // Creates in the caller's own organization: never in someone else's.
    crossTenant: 201,
  },
  'PUT /api/organization/locations/:locationId': {
    sample: (w) => ({ url: `/api/organization/locations/${w.a.code}`, body: { locationName: 'Renamed' } }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/organization/locations/:locationId': {
    sample: (w) => ({ url: `/api/organization/locations/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'PUT /api/organization/change-password': {
    sample: (w) => ({
      url: '/api/organization/change-password',
      body: { locationId: w.a.code, accountType: 'manager', newPassword: strongPassword },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/org-admin/employees/:locationId': {
    sample: (w) => ({ url: `/api/org-admin/employees/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/org-admin/shifts/:locationId': {
    sample: (w) => ({
      url: `/api/org-admin/shifts/${w.a.code}?startDate=${day(-30).slice(0, 10)}&endDate=${day(1).slice(0, 10)}`,
    }),
    ok: 200,
    crossTenant: 404,
  },
  // Kiosk and manager calls address employees by their 3-digit ID inside the token's own location:
  // location B has no employee 001, so the other tenant finds nothing.
  'POST /api/shift/clock-in': {
    sample: () => ({ url: '/api/shift/clock-in', body: { employeeId: '001' } }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/shift/clock-out': {
    sample: () => ({ url: '/api/shift/clock-out', body: { employeeId: '002' } }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/shift/current': { sample: () => ({ url: '/api/shift/current' }), ok: 200, crossTenant: 200 },
  'GET /api/shift/debug/employees': {
    sample: () => ({ url: '/api/shift/debug/employees' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/location-info': {
    sample: () => ({ url: '/api/admin/location-info' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/location-settings': {
    sample: () => ({ url: '/api/admin/location-settings' }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/admin/location-settings': {
    sample: () => ({
      url: '/api/admin/location-settings',
      body: {
        settings: {
          weekLayout: { startDay: 1, endDay: 5, startTime: '08:00', endTime: '18:00' },
          defaultShiftDuration: 8,
          language: 'en',
          timeFormat: '24h',
          autoSave: true,
        },
      },
    }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/employees': { sample: () => ({ url: '/api/admin/employees' }), ok: 200, crossTenant: 200 },
  'POST /api/admin/employees': {
    sample: () => ({ url: '/api/admin/employees', body: { name: 'New Hire' } }),
    ok: 201,
    crossTenant: 201,
  },
  'POST /api/admin/employees/bulk': {
    sample: () => ({ url: '/api/admin/employees/bulk', body: { names: ['One', 'Two'] } }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/admin/employees/:employeeId': {
    sample: () => ({ url: '/api/admin/employees/001', body: { name: 'Renamed' } }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/admin/employees/:employeeId': {
    sample: () => ({ url: '/api/admin/employees/001' }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/shifts': { sample: () => ({ url: '/api/admin/shifts' }), ok: 200, crossTenant: 200 },
  'GET /api/admin/scheduled-shifts': {
    sample: () => ({ url: `/api/admin/scheduled-shifts?startDate=${day(-1)}&endDate=${day(7)}` }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/scheduled-shifts': {
    sample: () => ({
      url: '/api/admin/scheduled-shifts',
      body: {
        employeeId: '001',
        scheduledStart: day(3),
        scheduledEnd: new Date(Date.parse(day(3)) + 4 * 3600_000).toISOString(),
      },
    }),
    ok: 201,
    crossTenant: 404,
  },
  'PUT /api/admin/scheduled-shifts/:id': {
    sample: (w) => ({
      url: `/api/admin/scheduled-shifts/${w.scheduledShiftId}`,
      body: { scheduledStart: day(5), scheduledEnd: new Date(Date.parse(day(5)) + 3600_000).toISOString() },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/admin/scheduled-shifts/:id': {
    sample: (w) => ({ url: `/api/admin/scheduled-shifts/${w.scheduledShiftId}` }),
    ok: 200,
    crossTenant: 404,
  },
};

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.now();
let nextIp = 1;

beforeAll(async () => {
  t = await buildTestApp({ debugRoutes: true }, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function login(body: object) {
  const res = await call({
    method: 'POST',
    url: '/api/auth/login',
    body,
    ip: `10.9.${nextIp % 250}.${nextIp++ % 250}`,
  });
  if (res.status !== 200) throw new Error(`fixture login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

async function createWorld() {
  const orgA = await createOrganization(t.db);
  const orgB = await createOrganization(t.db);
  const pending = await createOrganization(t.db, { status: 'pending', licenseEndsAt: null });
  const a = await createLocation(t.db, orgA.organization.id);
  const b = await createLocation(t.db, orgB.organization.id);
  const employee = await createEmployee(t.db, a.location.id, '001', { name: 'Ann' });
  const working = await createEmployee(t.db, a.location.id, '002', { name: 'Bo' });
  await t.pool.query('insert into shifts (location_id, employee_id, clock_in) values ($1, $2, now())', [
    a.location.id,
    working.id,
  ]);
  const scheduled = await t.pool.query(
    `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end)
     values ($1, $2, now() + interval '2 days', now() + interval '2 days 8 hours') returning id`,
    [a.location.id, employee.id],
  );

  const asLocation = (loc: typeof a, accountType: 'location' | 'manager') =>
    login({
      locationId: loc.code,
      password: accountType === 'manager' ? loc.managerPassword : loc.locationPassword,
      accountType,
    });

  // An expired token: issued 13 hours ago (manager tokens live 12).
  clock -= 13 * 3600_000;
  const expired = await asLocation(a, 'manager');
  clock += 13 * 3600_000;
  // A revoked token: issued, then the account's password changed (its token version bumped).
  const revoked = await asLocation(a, 'location');
  await t.db.execute(
    sql`update location_accounts set token_version = token_version + 1 where location_id = ${a.location.id} and type = 'location'`,
  );

  const tokens: Record<Actor, string | undefined> = {
    none: undefined,
    garbage: 'not.a.token',
    expired,
    revoked,
    location: await asLocation(a, 'location'),
    manager: await asLocation(a, 'manager'),
    orgAdmin: await login({ email: orgA.email, password: orgA.password, accountType: 'orgAdmin' }),
    otherOrgAdmin: await login({ email: orgB.email, password: orgB.password, accountType: 'orgAdmin' }),
    otherManager: await asLocation(b, 'manager'),
    master: (
      await call({ method: 'POST', url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } })
    ).body.token,
  };
  return {
    orgA: orgA.organization.id,
    pending: pending.organization.id,
    a,
    scheduledShiftId: scheduled.rows[0].id as string,
    tokens,
  };
}

/** Everything organization A owns, as one string: a cross-tenant call must leave it as it was. */
async function stateOfA(w: World) {
  const result = await t.pool.query(
    `select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest from (
       select o::text as row_text from organizations o where o.id = $1
       union all select l::text from locations l where l.organization_id = $1
       union all select la::text from location_accounts la join locations l on l.id = la.location_id where l.organization_id = $1
       union all select e::text from employees e join locations l on l.id = e.location_id where l.organization_id = $1
       union all select s::text from shifts s join locations l on l.id = s.location_id where l.organization_id = $1
       union all select ss::text from scheduled_shifts ss join locations l on l.id = ss.location_id where l.organization_id = $1
     ) rows`,
    [w.orgA],
  );
  return result.rows[0].digest as string;
}

const method = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The status a caller must get, from the route's declared access and the declarations above. */
function expectedStatus(route: ApiRoute, declaration: Declaration, actor: Actor): number {
  if (route.access === 'public') return declaration.ok;
  if (actor === 'none' || actor === 'garbage' || actor === 'expired' || actor === 'revoked') return 401;
  const type = actor === 'otherOrgAdmin' ? 'orgAdmin' : actor === 'otherManager' ? 'manager' : actor;
  if (!route.access.includes(type)) return 403;
  if (actor === 'otherOrgAdmin' || actor === 'otherManager') return declaration.crossTenant ?? declaration.ok;
  return declaration.ok;
}

describe('access matrix', () => {
  it('declares a sample for every /api route, and no sample for a route that does not exist', () => {
    const keys = t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    expect(
      keys.filter((key) => !declarations[key]),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      Object.keys(declarations).filter((key) => !keys.includes(key)),
      'declarations without a route',
    ).toEqual([]);
  });

  it('answers each caller of each route as declared; cross-tenant calls change nothing', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      if (!declaration) continue; // reported by the test above
      // A call that succeeds may change the world (delete a location, clock someone in), so each
      // succeeding caller gets a world of its own; refused callers share one.
      const succeeds = (actor: Actor) => expectedStatus(route, declaration, actor) < 300;
      const runs: Actor[][] = [
        ACTORS.filter((actor) => !succeeds(actor)),
        ...ACTORS.filter(succeeds).map((actor) => [actor]),
      ];
      for (const actors of runs) {
        if (!actors.length) continue;
        const world = await createWorld();
        for (const actor of actors) {
          const expected = expectedStatus(route, declaration, actor);
          const crossTenant = (actor === 'otherOrgAdmin' || actor === 'otherManager') && expected === 404;
          const before = crossTenant ? await stateOfA(world) : '';
          const sample = declaration.sample(world);
          const res = await call({
            method: method(key),
            url: sample.url,
            body: sample.body,
            token: world.tokens[actor],
            ip: `10.8.${nextIp % 250}.${nextIp++ % 250}`,
          });
          if (res.status !== expected)
            failures.push(
              `${key} as ${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
            );
          if (crossTenant && (await stateOfA(world)) !== before)
            failures.push(`${key} as ${actor}: changed organization A's data`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
