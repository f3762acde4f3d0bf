import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

// Wednesday 10 March 2027, 15:00Z: New York moves its clocks forward on Sunday 14 March, Paris on
// the 28th. Today starts at 9 March 23:00Z in Paris and 10 March 05:00Z in New York.
const clock = Date.parse('2027-03-10T15:00:00Z');
const app = testAppAt(clock);

type Shift = { id: string; scheduledStart: string; change: string | null; location: { locationId: string } };

const putAddress = (token: string, body: unknown) =>
  app.call({ method: 'PUT', url: '/api/admin/location-address', token, body });

/**
 * A person working at Paris (001) and New York (005), another person at Paris (002), both managers'
 * tokens and both employees' app tokens. Paris has an address, New York none.
 */
async function world() {
  const { t, call } = app;
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date(clock + 60 * 86_400_000),
  });
  const paris = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  const york = await createLocation(t.db, organization.id, { timezone: 'America/New_York' });
  const ann = await createEmployee(t.db, paris.location.id, '001', { name: 'Ann' });
  await createEmployee(t.db, york.location.id, '005', { personId: ann.personId });
  await createEmployee(t.db, paris.location.id, '002', { name: 'Bo' });
  const managerParis = await loginAs(call, paris, 'manager');
  const managerYork = await loginAs(call, york, 'manager');
  const address = await putAddress(managerParis, { address: '  12 rue du Port, 75004 Paris ' });
  expect(address.body).toMatchObject({ address: '12 rue du Port, 75004 Paris' });
  const schedule = async (token: string, employeeId: string, start: string, end: string) => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token,
      body: { employeeId, scheduledStart: start, scheduledEnd: end, notes: 'Open up' },
    });
    expect(res.status).toBe(201);
    return res.body.scheduledShift.id as string;
  };
  return {
    paris,
    york,
    managerParis,
    managerYork,
    schedule,
    ann: await employeeToken(call, managerParis, '001'),
    bo: await employeeToken(call, managerParis, '002'),
  };
}

/** Employees see published shifts only (docs/decisions/0198-draft-and-publish.md): both managers publish. */
async function publishAll(w: { managerParis: string; managerYork: string }) {
  for (const token of [w.managerParis, w.managerYork]) {
    const res = await app.call({
      method: 'POST',
      url: '/api/admin/schedule/publish',
      token,
      body: { startDate: '2027-03-01', endDate: '2027-04-29' },
    });
    expect(res.status).toBe(200);
  }
}

const myShifts = async (token: string) => {
  const res = await app.call({ url: '/api/me/shifts', token });
  expect(res.status).toBe(200);
  return res.body;
};
const seen = (token: string, seenAt: string) =>
  app.call({ method: 'POST', url: '/api/me/shifts/seen', token, body: { seenAt } });

describe('GET /api/me/shifts', () => {
  it("lists the person's shifts at both locations from the start of today for 28 local days, and nobody else's", async () => {
    const w = await world();
    // Ended before today began in Paris (23:00Z): not listed.
    await w.schedule(w.managerParis, '001', '2027-03-09T18:00:00Z', '2027-03-09T22:30:00Z');
    const todayParis = await w.schedule(
      w.managerParis,
      '001',
      '2027-03-10T07:00:00Z',
      '2027-03-10T11:00:00Z',
    );
    // 09:00 in New York before and after its change of clocks: 14:00Z, then 13:00Z.
    const friday = await w.schedule(w.managerYork, '005', '2027-03-12T14:00:00Z', '2027-03-12T20:00:00Z');
    const monday = await w.schedule(w.managerYork, '005', '2027-03-15T13:00:00Z', '2027-03-15T19:00:00Z');
    // New York's 28th day ends at 7 April 00:00 EDT (04:00Z), not 28 × 24 h after 10 March 00:00 EST (05:00Z).
    const lastDay = await w.schedule(w.managerYork, '005', '2027-04-07T03:30:00Z', '2027-04-07T03:59:00Z');
    await w.schedule(w.managerYork, '005', '2027-04-07T04:30:00Z', '2027-04-07T06:00:00Z');
    const bos = await w.schedule(w.managerParis, '002', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    // Drafts until published.
    expect((await myShifts(w.ann)).shifts).toEqual([]);
    await publishAll(w);

    const body = await myShifts(w.ann);
    expect(body.shifts.map((s: Shift) => s.id)).toEqual([todayParis, friday, monday, lastDay]);
    expect(body.shifts[0]).toEqual({
      id: todayParis,
      location: {
        locationId: w.paris.code,
        locationName: w.paris.location.name,
        address: '12 rue du Port, 75004 Paris',
        timezone: 'Europe/Paris',
      },
      scheduledStart: '2027-03-10T07:00:00.000Z',
      scheduledEnd: '2027-03-10T11:00:00.000Z',
      notes: 'Open up',
      change: null,
    });
    expect(body.shifts[2]).toMatchObject({
      scheduledStart: '2027-03-15T13:00:00.000Z',
      location: { locationId: w.york.code, address: null, timezone: 'America/New_York' },
    });
    expect(body).toMatchObject({ removed: [], lastSeenAt: null, days: 28 });

    // The other person sees only their own shift; neither sees the other's.
    expect((await myShifts(w.bo)).shifts.map((s: Shift) => s.id)).toEqual([bos]);
  });

  it('marks shifts published or changed since the person last looked, and lists those removed', async () => {
    const w = await world();
    const kept = await w.schedule(w.managerParis, '001', '2027-03-11T07:00:00Z', '2027-03-11T11:00:00Z');
    const moved = await w.schedule(w.managerYork, '005', '2027-03-12T14:00:00Z', '2027-03-12T20:00:00Z');
    const dropped = await w.schedule(w.managerParis, '001', '2027-03-13T07:00:00Z', '2027-03-13T11:00:00Z');
    await publishAll(w);
    const first = await myShifts(w.ann);
    // Never looked: nothing is marked.
    expect(first.shifts.map((s: Shift) => s.change)).toEqual([null, null, null]);
    const mark = await seen(w.ann, first.asOf);
    expect(mark.status).toBe(200);
    expect(mark.body.lastSeenAt).toBe(first.asOf);

    const update = (token: string, id: string, start: string, end: string) =>
      app.call({
        method: 'PUT',
        url: `/api/admin/scheduled-shifts/${id}`,
        token,
        body: { scheduledStart: start, scheduledEnd: end },
      });
    expect((await update(w.managerYork, moved, '2027-03-12T15:00:00Z', '2027-03-12T21:00:00Z')).status).toBe(
      200,
    );
    // Saved with the same times: not a change.
    expect((await update(w.managerParis, kept, '2027-03-11T07:00:00Z', '2027-03-11T11:00:00Z')).status).toBe(
      200,
    );
    const added = await w.schedule(w.managerParis, '001', '2027-03-14T07:00:00Z', '2027-03-14T11:00:00Z');
    const remove = (id: string) =>
      app.call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token: w.managerParis });
    expect((await remove(dropped)).status).toBe(200);
    // Added and removed since the last look: never news.
    const fleeting = await w.schedule(w.managerParis, '001', '2027-03-16T07:00:00Z', '2027-03-16T11:00:00Z');
    expect((await remove(fleeting)).status).toBe(200);
    // Nothing shows before the publish.
    expect((await myShifts(w.ann)).shifts.map((s: Shift) => s.change)).toEqual([null, null, null]);
    await publishAll(w);

    const second = await myShifts(w.ann);
    expect(second.lastSeenAt).toBe(first.asOf);
    expect(second.shifts.map((s: Shift) => [s.id, s.change])).toEqual([
      [kept, null],
      [moved, 'changed'],
      [added, 'new'],
    ]);
    expect(second.removed).toEqual([
      {
        location: expect.objectContaining({
          locationId: w.paris.code,
          address: '12 rue du Port, 75004 Paris',
        }),
        scheduledStart: '2027-03-13T07:00:00.000Z',
        scheduledEnd: '2027-03-13T11:00:00.000Z',
        removedAt: expect.any(String),
      },
    ]);
    // Another person's schedule is not touched by Ann's look, nor shows her removals.
    expect((await myShifts(w.bo)).removed).toEqual([]);

    expect((await seen(w.ann, second.asOf)).status).toBe(200);
    const third = await myShifts(w.ann);
    expect(third.shifts.map((s: Shift) => s.change)).toEqual([null, null, null]);
    expect(third.removed).toEqual([]);
  });

  it('never moves the mark back or past now, and refuses a seenAt that is not a time', async () => {
    const w = await world();
    const { asOf } = await myShifts(w.ann);
    expect((await seen(w.ann, asOf)).body.lastSeenAt).toBe(asOf);
    // An older answer's late request leaves the newer mark.
    expect((await seen(w.ann, '2020-01-01T00:00:00Z')).body.lastSeenAt).toBe(asOf);
    // A time to come is the database's now at most.
    const future = await seen(w.ann, '2099-01-01T00:00:00Z');
    expect(Date.parse(future.body.lastSeenAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(future.body.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(asOf));

    for (const body of [{}, { seenAt: 'yesterday' }, { seenAt: 42 }]) {
      const res = await app.call({ method: 'POST', url: '/api/me/shifts/seen', token: w.ann, body });
      expect(res.status).toBe(400);
    }
    const missing = await app.call({ method: 'POST', url: '/api/me/shifts/seen', token: w.ann, body: {} });
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ path: 'seenAt', code: 'SEEN_AT_INVALID' }),
    ]);
    expect((await seen(w.ann, 'yesterday')).body.errors).toEqual([
      expect.objectContaining({ path: 'seenAt' }),
    ]);
    const stored = await app.t.pool.query(
      `select p.schedule_seen_at from people p join employees e on e.person_id = p.id
        where e.code = '002' and e.location_id = $1`,
      [w.paris.location.id],
    );
    expect(stored.rows[0].schedule_seen_at).toBeNull();
  });

  it('answers only the employee account', async () => {
    const w = await world();
    expect((await app.call({ url: '/api/me/shifts' })).status).toBe(401);
    expect((await app.call({ url: '/api/me/shifts', token: w.managerParis })).status).toBe(403);
  });
});

describe('PUT /api/admin/location-address', () => {
  it("sets the address the manager's location info shows; empty clears it; bad input changes nothing", async () => {
    const w = await world();
    const info = () => app.call({ url: '/api/admin/location-info', token: w.managerParis });
    expect((await info()).body.address).toBe('12 rue du Port, 75004 Paris');
    const put = (body: unknown, token = w.managerParis) => putAddress(token, body);
    for (const bad of [{ address: 'a'.repeat(201) }, { address: 'line one\nline two' }, {}, { address: 5 }]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
    }
    expect((await put({ address: 'a'.repeat(201) })).body.errors).toEqual([
      expect.objectContaining({ path: 'address', code: 'ADDRESS_TOO_LONG' }),
    ]);
    expect((await info()).body.address).toBe('12 rue du Port, 75004 Paris');
    // The kiosk's token may not set it.
    const kiosk = await loginAs(app.call, w.paris, 'location');
    expect((await put({ address: 'Elsewhere' }, kiosk)).status).toBe(403);
    expect((await put({ address: '   ' })).body).toMatchObject({ address: null });
    expect((await info()).body.address).toBeNull();
    expect((await myShifts(w.ann)).shifts).toEqual([]);
  });
});
