import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee } from '../../../test/fixtures.ts';
import { countRows, employeeAt, peopleWorld, workedShift } from '../../../test/people-world.ts';

/** The app's clock, moved by the tests: "after the setting was turned on" is a matter of time. */
let clock = Date.parse('2026-11-20T12:00:00Z');
const app = testAppAt(() => clock);
const later = (minutes = 1) => {
  clock += minutes * 60_000;
};

/**
 * A person working at A (Paris) and B (New York), with a shift at each, and a colleague at A with a
 * shift of her own; the employee's token comes from a manager's sign-in code.
 */
async function world() {
  const { t, call } = app;
  const w = await peopleWorld(t, call);
  const ann = await employeeAt(t, w.a.location.id, '001', 'Ann Example');
  const annAtB = await createEmployee(t.db, w.b.location.id, '007', { personId: ann.personId });
  const bob = await employeeAt(t, w.a.location.id, '002', 'Bob Other');
  const shiftA = await workedShift(t, w.a.location.id, ann.employeeUuid, '2026-11-16T08:00:00Z', 8);
  const bobShift = await workedShift(t, w.a.location.id, bob.employeeUuid, '2026-11-16T08:00:00Z', 8);
  const token = await employeeToken(call, w.managerA, '001');
  const bobToken = await employeeToken(call, w.managerA, '002');
  const correct = (shiftId: string, body: object, manager = w.managerA) =>
    call({ method: 'PUT', url: `/api/admin/shifts/${shiftId}`, token: manager, body });
  const record = (query = '', as = token) => call({ url: `/api/me/corrections${query}`, token: as });
  const answer = (entryId: string, kind: 'confirm' | 'dispute', body?: object, as = token) =>
    call({ method: 'POST', url: `/api/me/corrections/${entryId}/${kind}`, token: as, body });
  const setting = (enabled: boolean) =>
    call({
      method: 'PUT',
      url: '/api/organization/correction-confirmation',
      token: w.owner,
      body: { enabled },
    });
  return { ...w, ann, annAtB, bob, shiftA, bobShift, token, bobToken, correct, record, answer, setting };
}

describe('GET /api/me/corrections', () => {
  it("lists every change to the person's shifts at all their locations: who, when, before → after, why", async () => {
    const w = await world();
    later();
    const fixed = await w.correct(w.shiftA, {
      clockIn: '2026-11-16T07:30:00Z',
      clockOut: '2026-11-16T16:00:00Z',
      breaks: [{ start: '2026-11-16T12:00:00Z', end: '2026-11-16T12:30:00Z', paid: false }],
      reason: 'Forgot to clock in',
    });
    expect(fixed.status).toBe(200);
    later();
    const added = await app.call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: w.managerB,
      body: {
        employeeId: '007',
        clockIn: '2026-11-17T14:00:00Z',
        clockOut: '2026-11-17T20:00:00Z',
        reason: 'Kiosk was down',
      },
    });
    expect(added.status).toBe(201);
    // Bob's correction is none of Ann's business.
    await w.correct(w.bobShift, { clockIn: '2026-11-16T09:00:00Z', clockOut: '2026-11-16T16:00:00Z' });

    const res = await w.record();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      from: '2026-08-22',
      to: null,
      confirmCorrections: false,
      pendingCount: 0,
    });
    expect(res.body.corrections).toEqual([
      {
        id: expect.any(String),
        action: 'create',
        at: '2026-11-20T12:02:00.000Z',
        actor: 'Manager',
        reason: 'Kiosk was down',
        before: null,
        after: { clockIn: '2026-11-17T14:00:00.000Z', clockOut: '2026-11-17T20:00:00.000Z', breaks: [] },
        shift: {
          id: added.body.shift.id,
          clockIn: '2026-11-17T14:00:00.000Z',
          clockOut: '2026-11-17T20:00:00.000Z',
          offline: false,
          autoClosed: false,
          source: 'manual',
          location: { locationId: w.b.code, locationName: w.b.location.name, timezone: 'America/New_York' },
        },
        answer: null,
      },
      {
        id: expect.any(String),
        action: 'correct',
        at: '2026-11-20T12:01:00.000Z',
        actor: 'Manager',
        reason: 'Forgot to clock in',
        before: { clockIn: '2026-11-16T08:00:00.000Z', clockOut: '2026-11-16T16:00:00.000Z', breaks: [] },
        after: {
          clockIn: '2026-11-16T07:30:00.000Z',
          clockOut: '2026-11-16T16:00:00.000Z',
          breaks: [{ start: '2026-11-16T12:00:00.000Z', end: '2026-11-16T12:30:00.000Z', paid: false }],
        },
        shift: expect.objectContaining({
          id: w.shiftA,
          source: 'kiosk',
          location: { locationId: w.a.code, locationName: w.a.location.name, timezone: 'Europe/Paris' },
        }),
        answer: null,
      },
    ]);
  });

  it('marks offline and auto-closed shifts, and keeps to the range asked for', async () => {
    const w = await world();
    await app.t.pool.query('update shifts set offline = true where id = $1', [w.shiftA]);
    const { rows } = await app.t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in, clock_out, auto_closed, corrected)
       values ($1, $2, '2026-11-18T06:00:00Z', '2026-11-18T22:00:00Z', true, true) returning id`,
      [w.b.location.id, w.annAtB.id],
    );
    const res = await w.record();
    expect(res.body.flaggedShifts).toEqual([
      expect.objectContaining({ id: rows[0].id, autoClosed: true, offline: false }),
      expect.objectContaining({ id: w.shiftA, autoClosed: false, offline: true }),
    ]);
    // Days in each location's zone: 2026-11-18 06:00Z is the 18th in New York too.
    const narrow = await w.record('?from=2026-11-18&to=2026-11-18');
    expect(narrow.body.flaggedShifts.map((s: { id: string }) => s.id)).toEqual([rows[0].id]);
    // Bob sees none of Ann's.
    expect((await w.record('', w.bobToken)).body.flaggedShifts).toEqual([]);
  });

  it('refuses a reversed or too long range, and any caller but an employee', async () => {
    const w = await world();
    expect((await w.record('?from=2026-11-10&to=2026-11-01')).status).toBe(400);
    expect((await w.record('?from=2025-01-01&to=2026-11-01')).status).toBe(400);
    expect((await w.record('?from=2026-02-30')).status).toBe(400);
    expect((await app.call({ url: '/api/me/corrections', token: w.managerA })).status).toBe(403);
    expect((await app.call({ url: '/api/me/corrections' })).status).toBe(401);
  });
});

describe('employees confirm corrections', () => {
  it('is off by default: nothing is pending and an answer is refused', async () => {
    const w = await world();
    expect(
      (await app.call({ url: '/api/organization/correction-confirmation', token: w.owner })).body,
    ).toEqual({ enabled: false, since: null });
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T16:00:00Z' });
    const [entry] = (await w.record()).body.corrections;
    expect(entry.answer).toBeNull();
    const res = await w.answer(entry.id, 'confirm');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CORRECTION_NOT_PENDING');
    expect(await countRows(app.t, 'select count(*)::int as n from correction_responses', [])).toBe(0);
  });

  it('flags corrections made after it was turned on until the employee confirms, once', async () => {
    const w = await world();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:45:00Z', clockOut: '2026-11-16T16:00:00Z' });
    later();
    const on = await w.setting(true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, since: new Date(clock).toISOString() });
    // Turning it on again keeps its start.
    later();
    expect((await w.setting(true)).body.since).toBe(on.body.since);
    later();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T16:00:00Z' });

    const listed = await w.record();
    expect(listed.body).toMatchObject({ confirmCorrections: true, pendingCount: 1 });
    const [newer, older] = listed.body.corrections;
    expect(newer.answer).toEqual({ status: 'pending', comment: null, answeredAt: null });
    // Made before the setting was on: not asked about.
    expect(older.answer).toBeNull();
    expect((await w.answer(older.id, 'confirm')).status).toBe(409);

    later();
    const confirmed = await w.answer(newer.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'Correction confirmed',
      correction: {
        id: newer.id,
        answer: { status: 'confirmed', comment: null, answeredAt: new Date(clock).toISOString() },
      },
    });
    const again = await w.answer(newer.id, 'dispute', { comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CORRECTION_ALREADY_ANSWERED');
    expect((await w.record()).body.pendingCount).toBe(0);

    // A later correction of the same shift asks again; the confirmed one stays confirmed.
    later();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T15:00:00Z' });
    const after = (await w.record()).body;
    expect(after.pendingCount).toBe(1);
    expect(
      after.corrections.map((c: { answer: { status: string } | null }) => c.answer?.status ?? null),
    ).toEqual(['pending', 'confirmed', null]);
  });

  it("keeps one answer per correction when two arrive at once, and refuses another person's", async () => {
    const w = await world();
    await w.setting(true);
    later();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T16:00:00Z' });
    const [entry] = (await w.record()).body.corrections;

    // Bob cannot see, confirm or dispute Ann's correction: it is as unknown as a missing one.
    const bobs = await w.answer(entry.id, 'confirm', undefined, w.bobToken);
    expect(bobs.status).toBe(404);
    expect(bobs.body.code).toBe('CORRECTION_NOT_FOUND');
    expect((await w.answer(entry.id, 'dispute', { comment: 'no' }, w.bobToken)).status).toBe(404);
    expect((await w.answer('00000000-0000-4000-8000-000000000000', 'confirm')).status).toBe(404);
    expect((await w.answer('not-a-uuid', 'confirm')).status).toBe(400);

    const results = await Promise.all([
      w.answer(entry.id, 'confirm'),
      w.answer(entry.id, 'dispute', { comment: 'I left at 15:00' }),
      w.answer(entry.id, 'confirm'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      await countRows(
        app.t,
        'select count(*)::int as n from correction_responses where audit_entry_id = $1',
        [entry.id],
      ),
    ).toBe(1);
  });

  it('takes a dispute with a comment of 1 to 500 characters, on one line or several', async () => {
    const w = await world();
    await w.setting(true);
    later();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T16:00:00Z' });
    const [entry] = (await w.record()).body.corrections;
    for (const body of [
      {},
      { comment: '   ' },
      { comment: 'x'.repeat(501) },
      { comment: 'a\u0007b' },
      { comment: 5 },
    ]) {
      const res = await w.answer(entry.id, 'dispute', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      await countRows(
        app.t,
        'select count(*)::int as n from correction_responses where audit_entry_id = $1',
        [entry.id],
      ),
    ).toBe(0);

    const comment = 'I clocked in at 8:00.\nThe kiosk was slow.';
    const res = await w.answer(entry.id, 'dispute', { comment: `  ${comment}  ` });
    expect(res.status).toBe(200);
    expect(res.body.correction.answer).toMatchObject({ status: 'disputed', comment });
    const { rows } = await app.t.pool.query(
      'select status, comment from correction_responses where audit_entry_id = $1',
      [entry.id],
    );
    expect(rows).toEqual([{ status: 'disputed', comment }]);
  });

  it("shows the manager the employee's answer of each corrected shift on the timesheet", async () => {
    const w = await world();
    await w.setting(true);
    later();
    await w.correct(w.shiftA, { clockIn: '2026-11-16T07:30:00Z', clockOut: '2026-11-16T16:00:00Z' });
    await w.correct(w.bobShift, { clockIn: '2026-11-16T09:00:00Z', clockOut: '2026-11-16T16:00:00Z' });
    const timesheet = () =>
      app.call({ url: '/api/admin/timesheets?date=2026-11-16', token: w.managerA }).then((r) => r.body);
    const before = await timesheet();
    expect(before.correctionAnswers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shiftId: w.shiftA, status: 'pending', comment: null }),
        expect.objectContaining({ shiftId: w.bobShift, status: 'pending' }),
      ]),
    );

    const [entry] = (await w.record()).body.corrections;
    later();
    await w.answer(entry.id, 'dispute', { comment: 'I was there at 7:15' });
    const after = await timesheet();
    expect(after.correctionAnswers).toContainEqual({
      shiftId: w.shiftA,
      entryId: entry.id,
      status: 'disputed',
      comment: 'I was there at 7:15',
      answeredAt: new Date(clock).toISOString(),
    });
    // The figures are the same as before the answer: an answer changes no hours.
    expect(after.employees).toEqual(before.employees);
    // Location B's timesheet knows nothing of A's shifts.
    const atB = await app.call({ url: '/api/admin/timesheets?date=2026-11-16', token: w.managerB });
    expect(atB.body.correctionAnswers).toEqual([]);

    // Turned off: nothing is pending any more, the answers given stay.
    await w.setting(false);
    const off = await timesheet();
    expect(off.correctionAnswers).toEqual([
      expect.objectContaining({ shiftId: w.shiftA, status: 'disputed' }),
    ]);
    expect((await w.record()).body).toMatchObject({ confirmCorrections: false, pendingCount: 0 });
  });
});
