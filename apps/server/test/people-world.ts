import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import { type httpClient, loginAs } from './http-client.ts';
import { freshIp } from './route-world.ts';
import type { TestApp } from './test-app.ts';

type Call = ReturnType<typeof httpClient>;

/** An organization with two locations, its owner's and both managers' tokens. */
export async function peopleWorld(t: TestApp, call: Call) {
  const org = await createOrganization(t.db);
  const a = await createLocation(t.db, org.organization.id);
  const b = await createLocation(t.db, org.organization.id, { timezone: 'America/New_York' });
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
    ip: freshIp(),
  });
  if (login.status !== 200) throw new Error(`owner login failed: ${login.status}`);
  return {
    organizationId: org.organization.id,
    a,
    b,
    owner: login.body.token as string,
    managerA: await loginAs(call, a, 'manager'),
    managerB: await loginAs(call, b, 'manager'),
  };
}

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
