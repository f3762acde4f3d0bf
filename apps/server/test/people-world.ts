import { afterAll, beforeAll } from 'vitest';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import { httpClient, loginAs } from './http-client.ts';
import { freshIp } from './route-world.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

type Call = ReturnType<typeof httpClient>;

/**
 * One test app for the file's tests, closed after them: `app.t` once they run, and `app.call`.
 * `now`: the app's clock, for tests of a fixed moment.
 */
export function usePeopleApp(options: { now?: () => Date } = {}) {
  const app = { t: undefined as unknown as TestApp, call: undefined as unknown as Call };
  beforeAll(async () => {
    app.t = await buildTestApp({}, undefined, options);
    app.call = httpClient(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}

async function login(call: Call, body: object) {
  const res = await call({ method: 'POST', url: '/api/auth/login', body, ip: freshIp() });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.token as string;
}

/** An organization with two locations, its owner's and both managers' tokens. */
export async function peopleWorld(t: TestApp, call: Call) {
  const org = await createOrganization(t.db);
  const a = await createLocation(t.db, org.organization.id);
  const b = await createLocation(t.db, org.organization.id, { timezone: 'America/New_York' });
  return {
    organizationId: org.organization.id,
    a,
    b,
    owner: await login(call, { email: org.email, password: org.password, accountType: 'orgAdmin' }),
    managerA: await loginAs(call, a, 'manager'),
    managerB: await loginAs(call, b, 'manager'),
  };
}

/** The location's kiosk token. */
export const kioskToken = (call: Call, loc: { code: string; locationPassword: string }) =>
  login(call, { locationId: loc.code, password: loc.locationPassword, accountType: 'location' });

/** An employee at the location, a person of their own (migration 0016), with their person's id. */
export async function employeeAt(t: TestApp, locationId: string, code: string, name: string) {
  const row = await createEmployee(t.db, locationId, code, { name });
  return { employeeUuid: row.id, personId: row.personId };
}

/** A finished shift of the employee, `hours` long from `start`. */
export async function workedShift(
  t: TestApp,
  locationId: string,
  employeeUuid: string,
  start: string,
  hours: number,
) {
  const { rows } = await t.pool.query(
    `insert into shifts (location_id, employee_id, clock_in, clock_out)
     values ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(hours => $4)) returning id`,
    [locationId, employeeUuid, start, hours],
  );
  return rows[0].id as string;
}

/** `select count(*)::int as n …`'s n: how many stored rows a test expects. */
export async function countRows(t: TestApp, query: string, params: unknown[]) {
  const { rows } = await t.pool.query(query, params);
  return rows[0].n as number;
}
