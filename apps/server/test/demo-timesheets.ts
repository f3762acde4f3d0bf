import { DEMO_PASSWORDS } from '../src/demo/demo-data.ts';
import { httpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * The demo's timesheets as its managers read them: for each location and a few pay periods, the
 * timesheet's JSON and both CSV exports, with every generated id replaced by `<id>` so that two
 * databases holding the same records compare equal. `now` is the clock the demo was seeded and the
 * app runs at. Used to show that migration 0016 (people) changed no one-location figure: the file
 * apps/server/test/fixtures/demo-timesheets-before-people.json holds these, read with the server as
 * it was before people existed (commit 60c3b67), from the same demo.
 */
export const DEMO_TIMESHEETS_NOW = new Date('2026-11-20T15:00:00Z');
const DATES = ['2026-11-20', '2026-11-10', '2026-10-30'];
const LOCATIONS = ['DEMPAR', 'DEMNYC', 'DEMLAX'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export async function readDemoTimesheets(t: Pick<TestApp, 'app'>) {
  const call = httpClient(t);
  const read: Record<string, unknown> = {};
  for (const code of LOCATIONS) {
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: code, password: DEMO_PASSWORDS.manager, accountType: 'manager' },
    });
    const token = login.body.token as string;
    for (const date of DATES) {
      const get = async (url: string) => {
        const res = await call({ url, token });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        return res.body;
      };
      read[`${code} ${date}`] = {
        timesheet: await get(`/api/admin/timesheets?date=${date}`),
        summary: await get(`/api/admin/timesheets/export?date=${date}&format=summary`),
        detailed: await get(`/api/admin/timesheets/export?date=${date}&format=detailed`),
      };
    }
  }
  return JSON.parse(JSON.stringify(read).replace(UUID, '<id>'));
}
