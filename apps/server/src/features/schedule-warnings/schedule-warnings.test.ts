import { describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/fixtures.ts';
import { kioskToken, peopleWorld, usePeopleApp, workedShift } from '../../../test/people-world.ts';
import type { Account } from '../../platform/account.ts';
import { blockingWarnings } from './schedule-warnings.service.ts';

// Wednesday 25 November 2026, 12:00 in Paris (location A); B is in New York.
const clock = Date.parse('2026-11-25T11:00:00Z');
const app = usePeopleApp({ now: () => new Date(clock) });
const call: typeof app.call = (input) => app.call(input);

const week = '/api/admin/schedule/warnings?startDate=2026-11-23&endDate=2026-11-29';

async function world() {
  const { t } = app;
  const w = await peopleWorld(t, call);
  const ada = await createEmployee(t.db, w.a.location.id, '001', { name: 'Ada Lovelace' });
  const adaAtB = await createEmployee(t.db, w.b.location.id, '001', { personId: ada.personId });
  const ben = await createEmployee(t.db, w.a.location.id, '002', { name: 'Ben Okri' });
  await t.pool.query('update people set hourly_rate = 20 where id = $1', [ben.personId]);
  const schedule = async (
    employeeId: string,
    scheduledStart: string,
    scheduledEnd: string,
    token = w.managerA,
  ) => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token,
      body: { employeeId, scheduledStart, scheduledEnd },
    });
    expect(res.status).toBe(201);
    return res.body.scheduledShift.id as string;
  };
  return { ...w, ada, adaAtB, ben, schedule };
}

async function saveWarningSettings(token: string, scheduleWarnings: object) {
  const current = await call({ url: '/api/admin/location-settings', token });
  return call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token,
    body: { settings: { ...current.body.settings, scheduleWarnings } },
  });
}

describe('schedule warnings settings', () => {
  it('round-trips the minimum rest and budgets, off by default, managers only, validated', async () => {
    const w = await world();
    const before = await call({ url: '/api/admin/location-settings', token: w.managerA });
    expect(before.body.settings.scheduleWarnings).toEqual({
      minRestHours: null,
      labourBudgetDay: null,
      labourBudgetWeek: null,
    });
    const sent = { minRestHours: 11, labourBudgetDay: 1000, labourBudgetWeek: 5000.5 };
    const saved = await saveWarningSettings(w.managerA, sent);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.scheduleWarnings).toEqual(sent);
    const after = await call({ url: '/api/admin/location-settings', token: w.managerA });
    expect(after.body.settings.scheduleWarnings).toEqual(sent);

    const tooLong = await saveWarningSettings(w.managerA, { ...sent, minRestHours: 25 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('MIN_REST_HOURS_RANGE');
    const fraction = await saveWarningSettings(w.managerA, { ...sent, labourBudgetDay: 10.005 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.code).toBe('LABOUR_BUDGET_RANGE');

    const kiosk = await saveWarningSettings(await kioskToken(call, w.a), { ...sent, minRestHours: 10 });
    expect(kiosk.status).toBe(403);
    expect(kiosk.body.code).toBe('SCHEDULE_WARNINGS_MANAGERS_ONLY');
    const stored = await call({ url: '/api/admin/location-settings', token: w.managerA });
    expect(stored.body.settings.scheduleWarnings).toEqual(sent);
  });

  it("lets the owner choose whether warnings stop a publish (off by default), the owner's only", async () => {
    const w = await world();
    const url = '/api/organization/schedule-warnings-block';
    expect((await call({ url, token: w.owner })).body).toEqual({ block: false });
    const on = await call({ method: 'PUT', url, token: w.owner, body: { block: true } });
    expect(on.status).toBe(200);
    expect(on.body.block).toBe(true);
    expect((await call({ url, token: w.owner })).body).toEqual({ block: true });
    expect((await call({ method: 'PUT', url, token: w.owner, body: { block: 'yes' } })).status).toBe(400);
    expect((await call({ url, token: w.managerA })).status).toBe(403);
  });
});

describe('GET /api/admin/schedule/warnings', () => {
  it('refuses a bad range with 400 and the kiosk with 403', async () => {
    const w = await world();
    const ask = (query: string, token = w.managerA) =>
      call({ url: `/api/admin/schedule/warnings${query}`, token });
    expect((await ask('')).status).toBe(400);
    expect((await ask('?startDate=2026-11-23')).status).toBe(400);
    expect((await ask('?startDate=2026-11-23&endDate=2026-11-29&week=current')).status).toBe(400);
    expect((await ask('?startDate=2026-11-31&endDate=2026-12-01')).status).toBe(400);
    const order = await ask('?startDate=2026-11-29&endDate=2026-11-23');
    expect(order.status).toBe(400);
    expect(order.body.code).toBe('WARNINGS_RANGE_ORDER');
    const long = await ask('?startDate=2026-11-01&endDate=2026-12-15');
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('WARNINGS_RANGE_TOO_LONG');
    expect((await ask('?week=current', await kioskToken(call, w.a))).status).toBe(403);
    const current = await ask('?week=current');
    expect(current.status).toBe(200);
    // The default layout's week runs Monday to Saturday; its seven days from Monday 23 November.
    expect(current.body).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-29', warnings: [] });
  });

  it('warns of 9 h rest against 11 h (the docs/api.md example) and of its fix', async () => {
    const w = await world();
    await saveWarningSettings(w.managerA, {
      minRestHours: 11,
      labourBudgetDay: null,
      labourBudgetWeek: null,
    });
    // Thursday 26 November 14:00–22:00 and Friday 07:00–15:00 in Paris (UTC+1).
    const closing = await w.schedule('001', '2026-11-26T13:00:00Z', '2026-11-26T21:00:00Z');
    const opening = await w.schedule('001', '2026-11-27T06:00:00Z', '2026-11-27T14:00:00Z');
    const res = await call({ url: week, token: w.managerA });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      {
        kind: 'rest',
        severity: 'warning',
        date: '2026-11-27',
        shiftIds: [closing, opening],
        employee: { id: w.ada.id, employeeId: '001', name: 'Ada Lovelace' },
        previous: { start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T21:00:00.000Z', elsewhere: false },
        next: { start: '2026-11-27T06:00:00.000Z', end: '2026-11-27T14:00:00.000Z', elsewhere: false },
        restHours: 9,
        minimumHours: 11,
      },
    ]);
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${opening}`,
      token: w.managerA,
      body: { scheduledStart: '2026-11-27T08:00:00Z', scheduledEnd: '2026-11-27T16:00:00Z' },
    });
    expect(moved.status).toBe(200);
    expect((await call({ url: week, token: w.managerA })).body.warnings).toEqual([]);
  });

  it("counts the person's shifts at another location without naming it, and only at the manager's location", async () => {
    const w = await world();
    await saveWarningSettings(w.managerA, {
      minRestHours: 11,
      labourBudgetDay: null,
      labourBudgetWeek: null,
    });
    // Ada worked at B (New York) Tuesday 15:00–23:00 there, until Wednesday 04:00Z.
    const workedAtB = await workedShift(app.t, w.b.location.id, w.adaAtB.id, '2026-11-24T20:00:00Z', 8);
    // A shift at A from 14:00 Paris (13:00Z) leaves 9 h of rest.
    const here = await w.schedule('001', '2026-11-25T13:00:00Z', '2026-11-25T21:00:00Z');
    const res = await call({ url: week, token: w.managerA });
    expect(res.body.warnings).toMatchObject([
      {
        kind: 'rest',
        shiftIds: [here],
        restHours: 9,
        previous: { start: '2026-11-24T20:00:00.000Z', end: '2026-11-25T04:00:00.000Z', elsewhere: true },
      },
    ]);
    const text = JSON.stringify(res.body);
    for (const secret of [w.b.code, w.b.location.name, w.b.location.id, workedAtB, w.adaAtB.id])
      expect(text).not.toContain(secret);
    // B's manager sees none of A's schedule.
    const atB = await call({ url: week, token: w.managerB });
    expect(atB.body).toMatchObject({ warnings: [], totals: { week: { hours: 0, cost: 0 }, noRate: [] } });
  });

  it('warns of a shift over hours worked elsewhere, projected overtime and cost over budget', async () => {
    const w = await world();
    await saveWarningSettings(w.managerA, {
      minRestHours: null,
      labourBudgetDay: 200,
      labourBudgetWeek: null,
    });
    // Ada is clocked in at B since 10:00Z; a shift at A from 10:30Z overlaps it.
    await app.t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in) values ($1, $2, '2026-11-25T10:00:00Z')`,
      [w.b.location.id, w.adaAtB.id],
    );
    const overlapping = await w.schedule('001', '2026-11-25T10:30:00Z', '2026-11-25T16:00:00Z');
    // Ben: four 12-hour shifts Thursday to Sunday (08:00–20:00 Paris) at 20 an hour: 48 h, 240 a day.
    const benShifts: string[] = [];
    for (const day of ['26', '27', '28', '29'])
      benShifts.push(await w.schedule('002', `2026-11-${day}T07:00:00Z`, `2026-11-${day}T19:00:00Z`));
    const res = await call({ url: week, token: w.managerA });
    expect(res.status).toBe(200);
    const byKind = (kind: string) => res.body.warnings.filter((x: { kind: string }) => x.kind === kind);
    expect(byKind('overlap')).toEqual([
      {
        kind: 'overlap',
        severity: 'warning',
        date: '2026-11-25',
        shiftIds: [overlapping],
        employee: { id: w.ada.id, employeeId: '001', name: 'Ada Lovelace' },
        scheduledStart: '2026-11-25T10:30:00.000Z',
        scheduledEnd: '2026-11-25T16:00:00.000Z',
        worked: { start: '2026-11-25T10:00:00.000Z', end: '2026-11-25T11:00:00.000Z', elsewhere: true },
      },
    ]);
    expect(byKind('overtime')).toEqual([
      expect.objectContaining({
        employee: { id: w.ben.id, employeeId: '002', name: 'Ben Okri' },
        weekStart: '2026-11-23',
        projectedHours: 48,
        overtimeHours: 8,
        weeklyOvertimeHours: 40,
        hoursElsewhere: false,
        shiftIds: benShifts,
      }),
    ]);
    expect(byKind('cost').map((x: { date: string; cost: number }) => [x.date, x.cost])).toEqual([
      ['2026-11-26', 240],
      ['2026-11-27', 240],
      ['2026-11-28', 240],
      ['2026-11-29', 240],
    ]);
    expect(res.body.totals.week).toEqual({ hours: 53.5, cost: 960 });
    expect(res.body.totals.noRate).toEqual([{ id: w.ada.id, employeeId: '001', name: 'Ada Lovelace' }]);
    expect(res.body.block).toBe(false);

    // blockingWarnings (for the publish endpoint): none while the organization lets warnings pass.
    const account = {
      type: 'manager',
      locationId: w.a.location.id,
      organizationId: w.organizationId,
      timezone: 'Europe/Paris',
    } as Extract<Account, { type: 'manager' }>;
    const range = { startDate: '2026-11-23', endDate: '2026-11-29' };
    expect(await blockingWarnings(app.t.db, account, range, new Date(clock))).toEqual([]);
    await call({
      method: 'PUT',
      url: '/api/organization/schedule-warnings-block',
      token: w.owner,
      body: { block: true },
    });
    expect(await blockingWarnings(app.t.db, account, range, new Date(clock))).toEqual(res.body.warnings);
    expect((await call({ url: week, token: w.managerA })).body.block).toBe(true);

    // The publish endpoint asks the same question (app.ts wires it): refused, and nothing published.
    const publish = await call({
      method: 'POST',
      url: '/api/admin/schedule/publish',
      token: w.managerA,
      body: range,
    });
    expect(publish.status).toBe(409);
    expect(publish.body.code).toBe('PUBLISH_BLOCKED');
    const listed = await call({
      url: `/api/admin/scheduled-shifts?startDate=${range.startDate}&endDate=${range.endDate}`,
      token: w.managerA,
    });
    expect(listed.body.scheduledShifts.length).toBeGreaterThan(0);
    expect(listed.body.scheduledShifts.every((s: { state: string }) => s.state === 'draft')).toBe(true);
  });
});
