import { DEFAULT_SETTINGS, type Settings } from '@shiftclock/contract/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { locations } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';

// `week=current` on the week's calls (docs/api.md, "Shifts" and "Schedule"): the server resolves the
// week the manager's calendar opens on, in the location's zone and layout. The expected ranges are
// worked out by hand: from a day before the first day's opening to the end of the seventh date.

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = 0;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

const layout = (startDay: number, endDay: number, startTime: string, endTime: string) => ({
  startDay,
  endDay,
  startTime,
  endTime,
});

/** A manager signed in at `now` (the clock of the calls that follow). */
async function managerAt(now: string, timezone: string, weekLayout: Settings['weekLayout']) {
  clock = Date.parse(now);
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date('2027-06-01T00:00:00Z'),
  });
  const loc = await createLocation(t.db, organization.id, { timezone });
  await t.db
    .update(locations)
    .set({ settings: { ...DEFAULT_SETTINGS, weekLayout } })
    .where(eq(locations.id, loc.location.id));
  return { ...loc, token: await loginAs(call, loc, 'manager') };
}

const weekOf = async (url: string, token: string) => {
  const answer = await call({ url, token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('week=current', () => {
  it('is the week across a daylight-saving change, on both calls', async () => {
    // Tuesday 3 November: the week began on Sunday 1 November, the night clocks went back an hour.
    const m = await managerAt('2026-11-03T15:00:00Z', 'America/New_York', layout(0, 6, '08:00', '18:00'));
    const week = { startDate: '2026-10-31T13:00:00.000Z', endDate: '2026-11-08T05:00:00.000Z' };
    const schedule = await weekOf('/api/admin/scheduled-shifts?week=current', m.token);
    expect(schedule.week).toEqual(week);
    const list = await weekOf('/api/admin/shifts?week=current&limit=500', m.token);
    expect(list.week).toEqual(week);
  });

  it('starts the week on the layout day and answers the shifts of that range', async () => {
    // Sunday 22 November, 17:00 in Tokyo: the week runs from Wednesday 18 to Tuesday 24 November.
    const m = await managerAt('2026-11-22T08:00:00Z', 'Asia/Tokyo', layout(3, 2, '09:00', '17:00'));
    const ann = await createEmployee(t.db, m.location.id, '001', { name: 'Ann' });
    const inside = Date.parse('2026-11-18T01:00:00Z');
    const before = Date.parse('2026-11-16T01:00:00Z');
    await t.db.insert(shifts).values(
      [before, inside].map((at) => ({
        locationId: m.location.id,
        employeeId: ann.id,
        clockIn: new Date(at),
        clockOut: new Date(at + 3_600_000),
      })),
    );
    const list = await weekOf('/api/admin/shifts?week=current&limit=500', m.token);
    expect(list.week).toEqual({ startDate: '2026-11-17T00:00:00.000Z', endDate: '2026-11-24T15:00:00.000Z' });
    expect(list.shifts.map((shift: { clockIn: string }) => Date.parse(shift.clockIn))).toEqual([inside]);
    expect(list.nextCursor).toBeNull();
  });

  it("counts an overnight layout's small hours to the evening before", async () => {
    // 03:00 on Monday 23 November in Paris is still Sunday's night: the week of Monday 16 November.
    const m = await managerAt('2026-11-23T02:00:00Z', 'Europe/Paris', layout(1, 0, '07:00', '06:00'));
    const schedule = await weekOf('/api/admin/scheduled-shifts?week=current', m.token);
    const week = { startDate: '2026-11-15T06:00:00.000Z', endDate: '2026-11-23T05:00:00.000Z' };
    expect(schedule.week).toEqual(week);
  });

  it('is one way to name the range: not with startDate and endDate, and the schedule needs one', async () => {
    const m = await managerAt('2026-11-04T10:00:00Z', 'Europe/Paris', layout(1, 5, '09:00', '17:00'));
    const both = '?week=current&startDate=2026-11-02&endDate=2026-11-03';
    for (const url of [
      `/api/admin/shifts${both}`,
      `/api/admin/scheduled-shifts${both}`,
      '/api/admin/scheduled-shifts',
    ]) {
      expect((await call({ url, token: m.token })).status).toBe(400);
    }
    expect((await call({ url: '/api/admin/shifts?week=next', token: m.token })).status).toBe(400);
    // A range asked by its bounds answers no `week`.
    const ranged = await weekOf(
      '/api/admin/scheduled-shifts?startDate=2026-11-02&endDate=2026-11-03',
      m.token,
    );
    expect(ranged.week).toBeUndefined();
  });
});
