import { describe, expect, it } from 'vitest';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee } from '../../../test/fixtures.ts';
import { peopleWorld, usePeopleApp } from '../../../test/people-world.ts';

// Wednesday 25 November 2026, 12:00 in Paris (location A); B is in New York, where the clocks fell
// back on Sunday 1 November 2026 at 02:00 (a 25-hour day).
const clock = Date.parse('2026-11-25T11:00:00Z');
const app = usePeopleApp({ now: () => new Date(clock) });
const call: typeof app.call = (input) => app.call(input);

async function world() {
  const { t } = app;
  const w = await peopleWorld(t, call);
  // Ada began at A (Paris): her whole days are stored as Paris days, and B reads them as its own.
  const ada = await createEmployee(t.db, w.a.location.id, '001', { name: 'Ada Lovelace' });
  const adaAtB = await createEmployee(t.db, w.b.location.id, '001', { personId: ada.personId });
  const adaToken = await employeeToken(call, w.managerA, '001');
  /** A shift scheduled at B written directly: the schedule refuses shifts in the past. */
  const scheduleAtB = async (start: string, end: string) => {
    const { rows } = await t.pool.query(
      `insert into scheduled_shifts (location_id, employee_id, person_id, scheduled_start, scheduled_end)
       values ($1, $2, $3, $4, $5) returning id`,
      [w.b.location.id, adaAtB.id, ada.personId, start, end],
    );
    return rows[0].id as string;
  };
  return { ...w, ada, adaAtB, adaToken, scheduleAtB };
}

const warningsAtB = async (token: string) => {
  const res = await call({
    url: '/api/admin/schedule/warnings?startDate=2026-10-26&endDate=2026-11-01',
    token,
  });
  expect(res.status).toBe(200);
  return res.body.warnings as { kind: string; date: string; shiftIds: string[]; [key: string]: unknown }[];
};

describe('time off and availability warnings', () => {
  it('warns of a shift over approved time off, whole days read in the location zone across a DST change', async () => {
    const w = await world();
    const asked = await call({
      method: 'POST',
      url: '/api/me/time-off',
      token: w.adaToken,
      body: { type: 'sick', startDate: '2026-11-01', endDate: '2026-11-01' },
    });
    expect(asked.status).toBe(201);
    // 23:30–01:00 local on the 25-hour Sunday: inside the day in New York (it ends at 05:00Z).
    const late = await w.scheduleAtB('2026-11-02T04:30:00Z', '2026-11-02T05:30:00Z');
    // Saturday 10:00–12:00 EDT: not on the day off.
    const saturday = await w.scheduleAtB('2026-10-31T14:00:00Z', '2026-10-31T16:00:00Z');
    // Pending time off warns of nothing.
    expect((await warningsAtB(w.managerB)).filter((x) => x.kind === 'timeOff')).toEqual([]);

    const approve = await call({
      method: 'POST',
      url: `/api/admin/time-off/${asked.body.request.id}/approve`,
      token: w.managerB,
      body: { paidHours: 8 },
    });
    expect(approve.status).toBe(200);
    const warnings = (await warningsAtB(w.managerB)).filter((x) => x.kind === 'timeOff');
    expect(warnings).toEqual([
      {
        kind: 'timeOff',
        severity: 'warning',
        date: '2026-11-01',
        shiftIds: [late],
        employee: { id: w.adaAtB.id, employeeId: '001', name: 'Ada Lovelace' },
        scheduledStart: '2026-11-02T04:30:00.000Z',
        scheduledEnd: '2026-11-02T05:30:00.000Z',
        timeOff: { type: 'sick', startDate: '2026-11-01', endDate: '2026-11-01', start: null, end: null },
      },
    ]);
    expect(warnings.flatMap((x) => x.shiftIds)).not.toContain(saturday);
    // Cancelled or not, A schedules nothing in that week: A has no warning of B's shift.
    const atA = await call({
      url: '/api/admin/schedule/warnings?startDate=2026-10-26&endDate=2026-11-01',
      token: w.managerA,
    });
    expect(atA.body.warnings.filter((x: { kind: string }) => x.kind === 'timeOff')).toEqual([]);
  });

  it('warns of hours off overlapping a shift', async () => {
    const w = await world();
    const asked = await call({
      method: 'POST',
      url: '/api/me/time-off',
      token: w.adaToken,
      body: { type: 'other', start: '2026-10-30T15:00:00Z', end: '2026-10-30T17:00:00Z' },
    });
    await call({
      method: 'POST',
      url: `/api/admin/time-off/${asked.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 0 },
    });
    const over = await w.scheduleAtB('2026-10-30T16:30:00Z', '2026-10-30T20:00:00Z');
    // The day before: no time off then.
    await w.scheduleAtB('2026-10-29T17:00:00Z', '2026-10-29T20:00:00Z');
    const warnings = (await warningsAtB(w.managerB)).filter((x) => x.kind === 'timeOff');
    expect(warnings.map((x) => [x.shiftIds, x.date, x.timeOff])).toEqual([
      [
        [over],
        '2026-10-30',
        {
          type: 'other',
          startDate: null,
          endDate: null,
          start: '2026-10-30T15:00:00.000Z',
          end: '2026-10-30T17:00:00.000Z',
        },
      ],
    ]);
  });

  it("warns of a shift outside the person's weekly availability in the location's zone, the DST Sunday included", async () => {
    const w = await world();
    const put = await call({
      method: 'PUT',
      url: '/api/me/availability',
      token: w.adaToken,
      body: {
        days: [
          { weekday: 0, start: '09:00', end: '17:00' },
          { weekday: 6, start: null, end: null },
          { weekday: 4, start: '18:00', end: '24:00' },
          { weekday: 5, start: '00:00', end: '02:00' },
        ],
      },
    });
    expect(put.status).toBe(200);
    // Sunday 1 November 09:00–17:00 EST (after the change): inside.
    await w.scheduleAtB('2026-11-01T14:00:00Z', '2026-11-01T22:00:00Z');
    // Sunday 08:30–09:00 EST: before 09:00 (in EDT, as before the change, it would be 09:30).
    const early = await w.scheduleAtB('2026-11-01T13:30:00Z', '2026-11-01T14:00:00Z');
    // Saturday: not available at all.
    const saturday = await w.scheduleAtB('2026-10-31T14:00:00Z', '2026-10-31T16:00:00Z');
    // Thursday 20:00 to Friday 01:30 EDT: across midnight, inside both days' hours.
    await w.scheduleAtB('2026-10-30T00:00:00Z', '2026-10-30T05:30:00Z');
    // Monday: no statement, never a warning.
    await w.scheduleAtB('2026-10-26T04:00:00Z', '2026-10-26T08:00:00Z');

    const warnings = (await warningsAtB(w.managerB)).filter((x) => x.kind === 'availability');
    expect(warnings.map((x) => [x.shiftIds, x.date, x.weekday, x.available])).toEqual([
      [[saturday], '2026-10-31', 6, null],
      [[early], '2026-11-01', 0, { start: '09:00', end: '17:00' }],
    ]);
  });
});
