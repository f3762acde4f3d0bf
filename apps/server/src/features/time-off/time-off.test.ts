import { describe, expect, it } from 'vitest';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee } from '../../../test/fixtures.ts';
import { kioskToken, peopleWorld, usePeopleApp } from '../../../test/people-world.ts';

// Wednesday 25 November 2026, 12:00 in Paris (location A); B is in New York.
const clock = Date.parse('2026-11-25T11:00:00Z');
const app = usePeopleApp({ now: () => new Date(clock) });
const call: typeof app.call = (input) => app.call(input);

async function world() {
  const { t } = app;
  const w = await peopleWorld(t, call);
  const ada = await createEmployee(t.db, w.a.location.id, '001', { name: 'Ada Lovelace' });
  await createEmployee(t.db, w.b.location.id, '001', { personId: ada.personId });
  const ben = await createEmployee(t.db, w.a.location.id, '002', { name: 'Ben Okri' });
  const cleo = await createEmployee(t.db, w.b.location.id, '003', { name: 'Cleo Park' });
  return {
    ...w,
    ada,
    ben,
    cleo,
    adaToken: await employeeToken(call, w.managerA, '001'),
    benToken: await employeeToken(call, w.managerA, '002'),
    cleoToken: await employeeToken(call, w.managerB, '003'),
  };
}

const ask = (token: string, body: object) => call({ method: 'POST', url: '/api/me/time-off', token, body });

describe('requesting time off', () => {
  it('stores whole days and hours, lists them newest first, and answers them to the person only', async () => {
    const w = await world();
    const days = await ask(w.adaToken, {
      type: 'vacation',
      startDate: '2026-12-21',
      endDate: '2026-12-24',
      note: ' Family ',
    });
    expect(days.status).toBe(201);
    expect(days.body.request).toMatchObject({
      type: 'vacation',
      allDay: true,
      startDate: '2026-12-21',
      endDate: '2026-12-24',
      start: null,
      end: null,
      note: 'Family',
      status: 'pending',
      paidHours: 0,
      decidedBy: null,
    });
    const hours = await ask(w.adaToken, {
      type: 'other',
      start: '2026-11-27T13:00:00Z',
      end: '2026-11-27T15:30:00Z',
    });
    expect(hours.status).toBe(201);
    expect(hours.body.request).toMatchObject({
      allDay: false,
      startDate: null,
      start: '2026-11-27T13:00:00.000Z',
      end: '2026-11-27T15:30:00.000Z',
      note: '',
    });
    const mine = await call({ url: '/api/me/time-off', token: w.adaToken });
    expect(mine.status).toBe(200);
    expect(mine.body.requests.map((r: { id: string }) => r.id)).toEqual([
      days.body.request.id,
      hours.body.request.id,
    ]);
    const bens = await call({ url: '/api/me/time-off', token: w.benToken });
    expect(bens.body.requests).toEqual([]);
    // Whole days are stored as the days in the zone of the person's first location (Paris).
    const { rows } = await app.t.pool.query(
      'select starts_at, ends_at from time_off_requests where id = $1',
      [days.body.request.id],
    );
    expect(rows[0].starts_at.toISOString()).toBe('2026-12-20T23:00:00.000Z');
    expect(rows[0].ends_at.toISOString()).toBe('2026-12-24T23:00:00.000Z');
  });

  it('refuses what is not a valid request, with its code, and stores nothing', async () => {
    const w = await world();
    const cases: [object, string, string][] = [
      [{ type: 'holiday', startDate: '2026-12-01', endDate: '2026-12-01' }, 'type', 'TIME_OFF_TYPE_INVALID'],
      [{ type: 'sick' }, 'startDate', 'TIME_OFF_KIND_REQUIRED'],
      [
        { type: 'sick', startDate: '2026-12-01', endDate: '2026-12-01', start: '2026-12-01T10:00:00Z' },
        'startDate',
        'TIME_OFF_KIND_REQUIRED',
      ],
      [{ type: 'sick', startDate: '2026-12-01' }, 'endDate', 'TIME_OFF_KIND_REQUIRED'],
      [{ type: 'sick', startDate: '2026-12-02', endDate: '2026-12-01' }, 'endDate', 'TIME_OFF_DAYS_REVERSED'],
      [{ type: 'sick', startDate: '2026-12-01', endDate: '2027-02-01' }, 'endDate', 'TIME_OFF_TOO_MANY_DAYS'],
      [
        { type: 'sick', start: '2026-12-01T10:00:00Z', end: '2026-12-01T10:00:00Z' },
        'end',
        'TIME_OFF_HOURS_REVERSED',
      ],
      [
        { type: 'sick', start: '2026-12-01T10:00:00Z', end: '2026-12-02T10:15:00Z' },
        'end',
        'TIME_OFF_TOO_MANY_HOURS',
      ],
      [
        { type: 'sick', startDate: '2026-10-01', endDate: '2026-10-02' },
        'startDate',
        'TIME_OFF_TOO_FAR_BACK',
      ],
      [
        { type: 'sick', startDate: '2028-10-01', endDate: '2028-10-02' },
        'startDate',
        'TIME_OFF_TOO_FAR_AHEAD',
      ],
      [
        { type: 'sick', startDate: '2026-12-01', endDate: '2026-12-01', note: 'x'.repeat(501) },
        'note',
        'TIME_OFF_NOTE_TOO_LONG',
      ],
      [{ type: 'sick', startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate', 'DAY_DOES_NOT_EXIST'],
    ];
    for (const [body, path, code] of cases) {
      const res = await ask(w.adaToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.path ?? path, JSON.stringify(res.body)).toBe(path);
      expect(res.body.errors?.[0]?.code ?? res.body.code, JSON.stringify(res.body)).toBe(code);
    }
    const { rows } = await app.t.pool.query(
      'select count(*)::int as n from time_off_requests where person_id = $1',
      [w.ada.personId],
    );
    expect(rows[0].n).toBe(0);
    const manager = await call({ method: 'POST', url: '/api/me/time-off', token: w.managerA, body: {} });
    expect(manager.status).toBe(403);
  });

  it('refuses a request overlapping a pending or approved one (hours inside days too), not a declined or cancelled one', async () => {
    const w = await world();
    const first = await ask(w.adaToken, { type: 'vacation', startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(first.status).toBe(201);
    const inside = await ask(w.adaToken, {
      type: 'other',
      start: '2026-12-02T09:00:00Z',
      end: '2026-12-02T11:00:00Z',
    });
    expect(inside.status).toBe(409);
    expect(inside.body.code).toBe('TIME_OFF_OVERLAP');
    const adjacent = await ask(w.adaToken, { type: 'sick', startDate: '2026-12-04', endDate: '2026-12-04' });
    expect(adjacent.status).toBe(201);
    // Another person is not concerned.
    expect(
      (await ask(w.benToken, { type: 'sick', startDate: '2026-12-01', endDate: '2026-12-01' })).status,
    ).toBe(201);

    const cancel = await call({
      method: 'POST',
      url: `/api/me/time-off/${first.body.request.id}/cancel`,
      token: w.adaToken,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.request.status).toBe('cancelled');
    expect(
      (await ask(w.adaToken, { type: 'vacation', startDate: '2026-12-02', endDate: '2026-12-02' })).status,
    ).toBe(201);
    const other = await ask(w.adaToken, { type: 'vacation', startDate: '2026-12-10', endDate: '2026-12-10' });
    const declined = await call({
      method: 'POST',
      url: `/api/admin/time-off/${other.body.request.id}/decline`,
      token: w.managerA,
      body: {},
    });
    expect(declined.status).toBe(200);
    expect(
      (await ask(w.adaToken, { type: 'sick', startDate: '2026-12-10', endDate: '2026-12-10' })).status,
    ).toBe(201);
  });

  it('settles two requests at once in the database: one wins', async () => {
    const w = await world();
    const body = { type: 'vacation', startDate: '2026-12-14', endDate: '2026-12-15' };
    const results = await Promise.all([ask(w.adaToken, body), ask(w.adaToken, body), ask(w.adaToken, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('deciding time off', () => {
  it('lets any manager of a location where the person is active decide, and no other (404)', async () => {
    const w = await world();
    const ada = await ask(w.adaToken, { type: 'vacation', startDate: '2026-12-21', endDate: '2026-12-22' });
    const cleo = await ask(w.cleoToken, { type: 'sick', startDate: '2026-12-21', endDate: '2026-12-21' });

    const listA = await call({ url: '/api/admin/time-off?status=pending', token: w.managerA });
    expect(listA.status).toBe(200);
    expect(listA.body.requests).toHaveLength(1);
    expect(listA.body.requests[0]).toMatchObject({
      id: ada.body.request.id,
      employee: { employeeId: '001', name: 'Ada Lovelace' },
    });
    const listB = await call({ url: '/api/admin/time-off?status=pending', token: w.managerB });
    expect(listB.body.requests.map((r: { id: string }) => r.id).sort()).toEqual(
      [ada.body.request.id, cleo.body.request.id].sort(),
    );

    const foreign = await call({
      method: 'POST',
      url: `/api/admin/time-off/${cleo.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 8 },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('TIME_OFF_NOT_FOUND');
    const kiosk = await call({
      method: 'POST',
      url: `/api/admin/time-off/${ada.body.request.id}/approve`,
      token: await kioskToken(call, w.a),
      body: { paidHours: 8 },
    });
    expect(kiosk.status).toBe(403);
    const badId = await call({
      method: 'POST',
      url: '/api/admin/time-off/not-a-uuid/approve',
      token: w.managerA,
      body: { paidHours: 8 },
    });
    expect(badId.status).toBe(400);

    const tooMuch = await call({
      method: 'POST',
      url: `/api/admin/time-off/${ada.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 48.25 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('TIME_OFF_PAID_TOO_MUCH');
    const notQuarter = await call({
      method: 'POST',
      url: `/api/admin/time-off/${ada.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 7.1 },
    });
    expect(notQuarter.status).toBe(400);
    expect(notQuarter.body.errors[0].code).toBe('TIME_OFF_PAID_HOURS_INVALID');

    const approved = await call({
      method: 'POST',
      url: `/api/admin/time-off/${ada.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 16, note: 'Enjoy' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({
      status: 'approved',
      paidHours: 16,
      decisionNote: 'Enjoy',
      decidedAt: '2026-11-25T11:00:00.000Z',
    });
    expect(approved.body.request.decidedBy).toContain('Manager');
    const again = await call({
      method: 'POST',
      url: `/api/admin/time-off/${ada.body.request.id}/decline`,
      token: w.managerB,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TIME_OFF_NOT_PENDING');
    const seen = await call({ url: '/api/me/time-off', token: w.adaToken });
    expect(seen.body.requests[0]).toMatchObject({ status: 'approved', paidHours: 16 });

    // The trail holds the request and the decision at each of Ada's locations; she is told.
    const { rows: trail } = await app.t.pool.query(
      `select location_id, action, actor, details from request_events
        where kind = 'timeOff' and request_id = $1 order by id`,
      [ada.body.request.id],
    );
    expect(trail.map((row) => [row.action, row.location_id]).sort()).toEqual(
      [
        ['approved', w.a.location.id],
        ['approved', w.b.location.id],
        ['requested', w.a.location.id],
        ['requested', w.b.location.id],
      ].sort(),
    );
    expect(trail.find((row) => row.action === 'approved')?.details).toMatchObject({
      type: 'vacation',
      startDate: '2026-12-21',
      paidMinutes: 960,
      note: 'Enjoy',
    });
    expect(trail.find((row) => row.action === 'requested')?.actor).toBe('Ada Lovelace');
    const notes = await call({ url: '/api/me/notifications', token: w.adaToken });
    expect(notes.status).toBe(200);
    expect(notes.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'time_off_decided',
        readAt: null,
        body: expect.objectContaining({
          decision: 'approved',
          type: 'vacation',
          startDate: '2026-12-21',
          endDate: '2026-12-22',
          paidHours: 16,
          note: 'Enjoy',
          location: expect.objectContaining({ locationId: w.a.code }),
        }),
      }),
    ]);

    const unpaid = await ask(w.benToken, { type: 'unpaid', startDate: '2026-12-01', endDate: '2026-12-01' });
    const paidUnpaid = await call({
      method: 'POST',
      url: `/api/admin/time-off/${unpaid.body.request.id}/approve`,
      token: w.managerA,
      body: { paidHours: 1 },
    });
    expect(paidUnpaid.status).toBe(400);
    expect(paidUnpaid.body.code).toBe('TIME_OFF_UNPAID_PAID');
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/admin/time-off/${unpaid.body.request.id}/approve`,
          token: w.managerA,
          body: { paidHours: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it('lets the person cancel a pending request or approved time off not begun, and nothing else', async () => {
    const w = await world();
    const begun = await ask(w.adaToken, { type: 'sick', startDate: '2026-11-24', endDate: '2026-11-26' });
    const future = await ask(w.adaToken, {
      type: 'vacation',
      startDate: '2026-12-21',
      endDate: '2026-12-22',
    });
    for (const id of [begun.body.request.id, future.body.request.id])
      await call({
        method: 'POST',
        url: `/api/admin/time-off/${id}/approve`,
        token: w.managerA,
        body: { paidHours: 8 },
      });
    const cancelBegun = await call({
      method: 'POST',
      url: `/api/me/time-off/${begun.body.request.id}/cancel`,
      token: w.adaToken,
    });
    expect(cancelBegun.status).toBe(409);
    expect(cancelBegun.body.code).toBe('TIME_OFF_NOT_CANCELLABLE');
    const notMine = await call({
      method: 'POST',
      url: `/api/me/time-off/${future.body.request.id}/cancel`,
      token: w.benToken,
    });
    expect(notMine.status).toBe(404);
    const cancelFuture = await call({
      method: 'POST',
      url: `/api/me/time-off/${future.body.request.id}/cancel`,
      token: w.adaToken,
    });
    expect(cancelFuture.status).toBe(200);
    expect(cancelFuture.body.request.status).toBe('cancelled');
    const { rows: cancelled } = await app.t.pool.query(
      `select action from request_events where kind = 'timeOff' and request_id = $1 and location_id = $2
        order by id`,
      [future.body.request.id, w.a.location.id],
    );
    expect(cancelled.map((row) => row.action)).toEqual(['requested', 'approved', 'cancelled']);
    const twice = await call({
      method: 'POST',
      url: `/api/me/time-off/${future.body.request.id}/cancel`,
      token: w.adaToken,
    });
    expect(twice.status).toBe(409);
  });

  it("answers a week's requests by their days in the location's zone", async () => {
    const w = await world();
    await ask(w.adaToken, { type: 'vacation', startDate: '2026-11-30', endDate: '2026-11-30' });
    await ask(w.adaToken, { type: 'other', start: '2026-12-07T10:00:00Z', end: '2026-12-07T12:00:00Z' });
    const week = await call({
      url: '/api/admin/time-off?startDate=2026-11-30&endDate=2026-12-06',
      token: w.managerA,
    });
    expect(week.status).toBe(200);
    expect(week.body.requests.map((r: { startDate: string | null }) => r.startDate)).toEqual(['2026-11-30']);
    const reversed = await call({
      url: '/api/admin/time-off?startDate=2026-12-06&endDate=2026-11-30',
      token: w.managerA,
    });
    expect(reversed.status).toBe(400);
    const oneBound = await call({ url: '/api/admin/time-off?startDate=2026-12-06', token: w.managerA });
    expect(oneBound.status).toBe(400);
  });
});

describe('availability', () => {
  it('is replaced whole by the person, validated, and read by their managers', async () => {
    const w = await world();
    const empty = await call({ url: '/api/me/availability', token: w.adaToken });
    expect(empty.body).toEqual({ days: [], updatedAt: null });
    const days = [
      { weekday: 1, start: '09:00', end: '17:00' },
      { weekday: 0, start: null, end: null },
      { weekday: 5, start: '18:00', end: '24:00' },
    ];
    const saved = await call({
      method: 'PUT',
      url: '/api/me/availability',
      token: w.adaToken,
      body: { days },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.days).toEqual([days[1], days[0], days[2]]);
    expect(saved.body.updatedAt).toBe('2026-11-25T11:00:00.000Z');
    const replaced = await call({
      method: 'PUT',
      url: '/api/me/availability',
      token: w.adaToken,
      body: { days: [{ weekday: 2, start: '10:00', end: '14:00' }] },
    });
    expect(replaced.body.days).toEqual([{ weekday: 2, start: '10:00', end: '14:00' }]);

    const refusals: [object, string][] = [
      [{ days: [{ weekday: 2, start: '10:00', end: '09:00' }] }, 'AVAILABILITY_TIMES_REVERSED'],
      [{ days: [{ weekday: 2, start: '25:00', end: '26:00' }] }, 'AVAILABILITY_TIME_INVALID'],
      [{ days: [{ weekday: 2, start: '10:00', end: null }] }, 'AVAILABILITY_TIME_INVALID'],
      [
        {
          days: [
            { weekday: 2, start: null, end: null },
            { weekday: 2, start: '10:00', end: '12:00' },
          ],
        },
        'AVAILABILITY_WEEKDAY_REPEATED',
      ],
    ];
    for (const [body, code] of refusals) {
      const res = await call({ method: 'PUT', url: '/api/me/availability', token: w.adaToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.code ?? res.body.code).toBe(code);
    }
    const weekday7 = await call({
      method: 'PUT',
      url: '/api/me/availability',
      token: w.adaToken,
      body: { days: [{ weekday: 7, start: null, end: null }] },
    });
    expect(weekday7.status).toBe(400);
    const after = await call({ url: '/api/me/availability', token: w.adaToken });
    expect(after.body.days).toEqual([{ weekday: 2, start: '10:00', end: '14:00' }]);

    const { rows: trail } = await app.t.pool.query(
      `select action, location_id from request_events where kind = 'availability' and request_id = $1`,
      [w.ada.personId],
    );
    // Two saves that changed it, at each of her two locations; the refused ones left nothing.
    expect(trail).toHaveLength(4);
    const forB = await call({ url: '/api/admin/availability', token: w.managerB });
    expect(forB.status).toBe(200);
    const byCode = Object.fromEntries(
      forB.body.employees.map((e: { employee: { employeeId: string }; days: unknown }) => [
        e.employee.employeeId,
        e.days,
      ]),
    );
    expect(byCode).toEqual({ '001': [{ weekday: 2, start: '10:00', end: '14:00' }], '003': [] });
    const forA = await call({ url: '/api/admin/availability', token: w.managerA });
    expect(forA.body.employees.map((e: { employee: { name: string } }) => e.employee.name)).toEqual([
      'Ada Lovelace',
      'Ben Okri',
    ]);
  });
});
