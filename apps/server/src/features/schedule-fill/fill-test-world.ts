import { afterAll, beforeAll } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/** The app's clock in these tests: before every week they fill. */
export const FILL_CLOCK = Date.parse('2026-10-01T12:00:00Z');

/** A test app for the file, built before its tests and closed after them; read its parts inside a test. */
export function fillTestApp() {
  const parts = {} as { t: TestApp; call: ReturnType<typeof httpClient> };
  beforeAll(async () => {
    parts.t = await buildTestApp({}, undefined, { now: () => new Date(FILL_CLOCK) });
    parts.call = httpClient(parts.t);
  });
  afterAll(() => parts.t.close());
  return parts;
}

/** A New York location with a manager's token, and a way to put shifts in its schedule directly. */
export async function newYorkManager({ t, call }: { t: TestApp; call: ReturnType<typeof httpClient> }) {
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date(FILL_CLOCK + 400 * 86_400_000),
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
