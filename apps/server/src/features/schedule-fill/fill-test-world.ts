import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { type httpClient, loginAs } from '../../../test/http-client.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** A New York location with a manager's token, and a way to put shifts in its schedule directly. */
export async function newYorkManager(t: TestApp, call: ReturnType<typeof httpClient>, clock: number) {
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date(clock + 400 * 86_400_000),
  });
  const loc = await createLocation(t.db, organization.id, { timezone: 'America/New_York' });
  const token = await loginAs(call, loc, 'manager');
  const employee = (code: string, options: Parameters<typeof createEmployee>[3] = {}) =>
    createEmployee(t.db, loc.location.id, code, options);
  /** Inserts a scheduled shift as the schedule does, leaving the person to the database. */
  const schedule = async (employeeId: string, start: string, end: string, locationId = loc.location.id) => {
    const { rows } = await t.pool.query(
      `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end, notes)
       values ($1, $2, $3, $4, 'usual') returning id`,
      [locationId, employeeId, start, end],
    );
    return rows[0].id as string;
  };
  return { organization, ...loc, token, employee, schedule };
}
