import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

// Wednesday 10 March 2027, 15:00Z. The open shift of most tests is Thursday 08:00-16:00Z.
const clock = Date.parse('2027-03-10T15:00:00Z');
const thursday = { scheduledStart: '2027-03-11T08:00:00.000Z', scheduledEnd: '2027-03-11T16:00:00.000Z' };

const app = testAppAt(clock);

/**
 * Paris and New York of one organization, and Berlin of another. Ann (Paris 001, also New York 005),
 * Bo (Paris 002), Cy (New York 003 only), Dee (Paris 004, no longer working there), Eve (Paris 006);
 * Zed works at Berlin (901).
 */
async function world() {
  const { organization } = await createOrganization(app.t.db, {
    licenseEndsAt: new Date(clock + 60 * 86_400_000),
  });
  const other = await createOrganization(app.t.db, { licenseEndsAt: new Date(clock + 60 * 86_400_000) });
  const paris = await createLocation(app.t.db, organization.id, { timezone: 'Europe/Paris' });
  const york = await createLocation(app.t.db, organization.id, { timezone: 'America/New_York' });
  const berlin = await createLocation(app.t.db, other.organization.id, { timezone: 'Europe/Berlin' });
  const ann = await createEmployee(app.t.db, paris.location.id, '001', { name: 'Ann' });
  await createEmployee(app.t.db, york.location.id, '005', { personId: ann.personId });
  await createEmployee(app.t.db, paris.location.id, '002', { name: 'Bo' });
  await createEmployee(app.t.db, york.location.id, '003', { name: 'Cy' });
  await createEmployee(app.t.db, paris.location.id, '004', { name: 'Dee' });
  await createEmployee(app.t.db, paris.location.id, '006', { name: 'Eve' });
  await createEmployee(app.t.db, berlin.location.id, '901', { name: 'Zed' });
  const managerParis = await loginAs(app.call, paris, 'manager');
  const managerYork = await loginAs(app.call, york, 'manager');
  const managerBerlin = await loginAs(app.call, berlin, 'manager');
  const tokens = {
    ann: await employeeToken(app.call, managerParis, '001'),
    bo: await employeeToken(app.call, managerParis, '002'),
    cy: await employeeToken(app.call, managerYork, '003'),
    dee: await employeeToken(app.call, managerParis, '004'),
    eve: await employeeToken(app.call, managerParis, '006'),
    zed: await employeeToken(app.call, managerBerlin, '901'),
  };
  // Dee leaves Paris after signing in.
  await app.t.pool.query(`update employees set is_active = false where location_id = $1 and code = '004'`, [
    paris.location.id,
  ]);
  return { paris, york, berlin, managerParis, managerYork, managerBerlin, ...tokens };
}

type World = Awaited<ReturnType<typeof world>>;

const post = (token: string, body: unknown = thursday) =>
  app.call({ method: 'POST', url: '/api/admin/open-shifts', token, body });
const postOk = async (token: string, body: unknown = thursday) => {
  const res = await post(token, body);
  expect(res.status).toBe(201);
  return res.body.openShift.id as string;
};
const managerList = async (token: string, query = '') => {
  const res = await app.call({ url: `/api/admin/open-shifts${query}`, token });
  expect(res.status).toBe(200);
  return res.body.openShifts as {
    id: string;
    status: string;
    claims: { id: string; status: string; employee: { employeeId: string }; decidedBy: string | null }[];
  }[];
};
const mine = async (token: string) => {
  const res = await app.call({ url: '/api/me/open-shifts', token });
  expect(res.status).toBe(200);
  return res.body.openShifts as {
    id: string;
    status: string;
    location: { locationId: string };
    myClaim: { id: string; status: string } | null;
  }[];
};
const claim = (token: string, id: string) =>
  app.call({ method: 'POST', url: `/api/me/open-shifts/${id}/claim`, token });
const withdraw = (token: string, id: string) =>
  app.call({ method: 'POST', url: `/api/me/open-shifts/${id}/withdraw`, token });
const approve = (token: string, claimId: string) =>
  app.call({ method: 'POST', url: `/api/admin/open-shift-claims/${claimId}/approve`, token });
const decline = (token: string, claimId: string) =>
  app.call({ method: 'POST', url: `/api/admin/open-shift-claims/${claimId}/decline`, token });
const cancel = (token: string, id: string) =>
  app.call({ method: 'POST', url: `/api/admin/open-shifts/${id}/cancel`, token });
const schedule = async (token: string, employeeId: string, start: string, end: string) => {
  const res = await app.call({
    method: 'POST',
    url: '/api/admin/scheduled-shifts',
    token,
    body: { employeeId, scheduledStart: start, scheduledEnd: end },
  });
  expect(res.status).toBe(201);
  return res.body.scheduledShift.id as string;
};
const claimOk = async (token: string, id: string) => {
  const res = await claim(token, id);
  expect(res.status).toBe(201);
  return res.body.openShift.myClaim as { id: string; status: string };
};
const autoApprove = (w: World) =>
  app.t.pool.query(
    `update locations set settings = '{"openShifts":{"autoApproveFirstClaim":true}}' where id = $1`,
    [w.paris.location.id],
  );

/**
 * Holds the open shift's row while `fire` sends its requests, waits until `waiting` of them are
 * blocked on it, then lets them all go at once: the race is real, not a sequence.
 */
async function raceOnOpenShift<T>(id: string, waiting: number, fire: () => Promise<T>) {
  const holder = await app.t.pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select 1 from open_shifts where id = $1 for update', [id]);
    const pending = fire();
    for (let i = 0; i < 500; i++) {
      const { rows } = await app.t.pool.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query('commit');
    return await pending;
  } finally {
    holder.release();
  }
}

describe('POST /api/admin/open-shifts', () => {
  it('posts an open shift the manager lists, with no claims', async () => {
    const w = await world();
    const res = await post(w.managerParis, { ...thursday, notes: '  Till 2  ' });
    expect(res.status).toBe(201);
    expect(res.body.openShift).toMatchObject({
      ...thursday,
      notes: 'Till 2',
      status: 'open',
      postedBy: 'Manager',
      claims: [],
    });
    expect((await managerList(w.managerParis)).map((s) => s.id)).toEqual([res.body.openShift.id]);
    expect(
      (await managerList(w.managerParis, '?startDate=2027-03-11&endDate=2027-03-11')).map((s) => s.id),
    ).toEqual([res.body.openShift.id]);
    expect(await managerList(w.managerParis, '?startDate=2027-03-12&endDate=2027-03-18')).toEqual([]);
    // The other location of the organization does not see it.
    expect(await managerList(w.managerYork)).toEqual([]);
  });

  it('refuses a shape a scheduled shift could not have, and a half range, with 400', async () => {
    const w = await world();
    const endBefore = await post(w.managerParis, {
      scheduledStart: thursday.scheduledEnd,
      scheduledEnd: thursday.scheduledStart,
    });
    expect(endBefore.status).toBe(400);
    expect(endBefore.body.errors[0]).toMatchObject({
      path: 'scheduledEnd',
      code: 'SCHEDULE_END_AFTER_START',
    });
    const tooLong = await post(w.managerParis, {
      scheduledStart: thursday.scheduledStart,
      scheduledEnd: '2027-03-12T08:00:01.000Z',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0]).toMatchObject({ path: 'scheduledEnd', code: 'SCHEDULE_TOO_LONG' });
    expect((await post(w.managerParis, { scheduledStart: 'tomorrow' })).status).toBe(400);
    expect((await post(w.managerParis, { ...thursday, notes: 'x'.repeat(1001) })).status).toBe(400);
    const half = await app.call({
      url: '/api/admin/open-shifts?startDate=2027-03-11',
      token: w.managerParis,
    });
    expect(half.status).toBe(400);
    expect((await cancel(w.managerParis, 'not-a-uuid')).status).toBe(400);
    expect(await managerList(w.managerParis)).toEqual([]);
  });

  it('is the managers’: an employee or a kiosk is refused', async () => {
    const w = await world();
    expect((await post(w.ann)).status).toBe(403);
    const kiosk = await loginAs(app.call, w.paris, 'location');
    expect((await post(kiosk)).status).toBe(403);
  });
});

describe('GET /api/me/open-shifts', () => {
  it('lists an open shift to the active employees of its location who are free then, and to no one else', async () => {
    const w = await world();
    // Ann is busy at New York (a draft overlapping): the whole organization counts.
    await schedule(w.managerYork, '005', '2027-03-11T15:00:00Z', '2027-03-11T20:00:00Z');
    const id = await postOk(w.managerParis);
    expect((await mine(w.bo)).map((s) => s.id)).toEqual([id]);
    expect(await mine(w.bo)).toEqual([
      expect.objectContaining({
        id,
        status: 'open',
        myClaim: null,
        location: expect.objectContaining({ locationId: w.paris.code }),
      }),
    ]);
    expect(await mine(w.eve)).toHaveLength(1);
    expect(await mine(w.ann)).toEqual([]);
    expect(await mine(w.cy)).toEqual([]);
    expect(await mine(w.dee)).toEqual([]);
    expect(await mine(w.zed)).toEqual([]);
  });

  it('leaves out an open shift once it has started', async () => {
    const w = await world();
    await postOk(w.managerParis, {
      scheduledStart: '2027-03-10T14:00:00Z',
      scheduledEnd: '2027-03-10T18:00:00Z',
    });
    expect(await mine(w.bo)).toEqual([]);
  });
});

describe('POST /api/me/open-shifts/:id/claim', () => {
  it('records a pending claim the manager sees; a second claim by the same person is refused', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const res = await claim(w.bo, id);
    expect(res.status).toBe(201);
    expect(res.body.openShift).toMatchObject({ id, status: 'open', myClaim: { status: 'pending' } });
    const again = await claim(w.bo, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OPEN_SHIFT_ALREADY_CLAIMED');
    const [listed] = await managerList(w.managerParis);
    expect(listed?.claims).toEqual([
      expect.objectContaining({
        status: 'pending',
        employee: expect.objectContaining({ employeeId: '002' }),
      }),
    ]);
  });

  it('refuses the ineligible: busy elsewhere 409, another location or organization 404, inactive 409, started 409', async () => {
    const w = await world();
    await schedule(w.managerYork, '005', '2027-03-11T15:00:00Z', '2027-03-11T20:00:00Z');
    const id = await postOk(w.managerParis);
    const busy = await claim(w.ann, id);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('OPEN_SHIFT_NOT_ELIGIBLE');
    expect((await claim(w.cy, id)).status).toBe(404);
    expect((await claim(w.zed, id)).status).toBe(404);
    const inactive = await claim(w.dee, id);
    expect(inactive.status).toBe(409);
    expect(inactive.body.code).toBe('OPEN_SHIFT_NOT_ELIGIBLE');
    expect((await claim(w.bo, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await claim(w.bo, 'nope')).status).toBe(400);
    const started = await postOk(w.managerParis, {
      scheduledStart: '2027-03-10T14:00:00Z',
      scheduledEnd: '2027-03-10T18:00:00Z',
    });
    const late = await claim(w.bo, started);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('OPEN_SHIFT_STARTED');
    const [listed] = await managerList(w.managerParis, '?startDate=2027-03-11&endDate=2027-03-11');
    expect(listed?.claims).toEqual([]);
  });

  it('with "approve the first claim" on, schedules the first claimant at once, published', async () => {
    const w = await world();
    await autoApprove(w);
    const id = await postOk(w.managerParis);
    const res = await claim(w.bo, id);
    expect(res.status).toBe(201);
    expect(res.body.openShift).toMatchObject({ status: 'filled', myClaim: { status: 'approved' } });
    const late = await claim(w.eve, id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('OPEN_SHIFT_NOT_OPEN');
    const [listed] = await managerList(w.managerParis);
    expect(listed?.claims).toEqual([expect.objectContaining({ status: 'approved', decidedBy: 'auto' })]);
    const shifts = await app.call({ url: '/api/me/shifts', token: w.bo });
    expect(shifts.body.shifts).toEqual([expect.objectContaining(thursday)]);
  });

  it('of two claims at once with "approve the first claim" on, exactly one wins', async () => {
    const w = await world();
    await autoApprove(w);
    const id = await postOk(w.managerParis);
    const [first, second] = await raceOnOpenShift(id, 2, () =>
      Promise.all([claim(w.bo, id), claim(w.eve, id)]),
    );
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([201, 409]);
    const lost = first?.status === 409 ? first : second;
    expect(lost?.body.code).toBe('OPEN_SHIFT_NOT_OPEN');
    const [listed] = await managerList(w.managerParis);
    expect(listed?.status).toBe('filled');
    expect(listed?.claims.map((c) => c.status)).toEqual(['approved']);
    const { rows } = await app.t.pool.query(
      'select count(*)::int as n from scheduled_shifts where location_id = $1',
      [w.paris.location.id],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('POST /api/admin/open-shift-claims/:id/approve', () => {
  it('fills the open shift: the claimant is scheduled, already published; the other claims are declined', async () => {
    const w = await world();
    const id = await postOk(w.managerParis, { ...thursday, notes: 'Till 2' });
    const bo = await claimOk(w.bo, id);
    const eve = await claimOk(w.eve, id);
    const res = await approve(w.managerParis, bo.id);
    expect(res.status).toBe(200);
    expect(res.body.openShift.status).toBe('filled');
    expect(res.body.openShift.claims.map((c: { status: string }) => c.status)).toEqual([
      'approved',
      'declined',
    ]);
    const week = await app.call({
      url: '/api/admin/scheduled-shifts?startDate=2027-03-08&endDate=2027-03-14',
      token: w.managerParis,
    });
    expect(week.body.scheduledShifts).toEqual([
      expect.objectContaining({
        id: res.body.scheduledShiftId,
        ...thursday,
        notes: 'Till 2',
        state: 'published',
        employee: expect.objectContaining({ employeeId: '002' }),
      }),
    ]);
    const shifts = await app.call({ url: '/api/me/shifts', token: w.bo });
    expect(shifts.body.shifts).toEqual([expect.objectContaining({ id: res.body.scheduledShiftId })]);
    expect((await mine(w.eve)).map((s) => s.myClaim?.status)).toEqual(['declined']);
    // Decided: nothing more to approve, decline, withdraw or cancel.
    expect((await approve(w.managerParis, eve.id)).body.code).toBe('OPEN_SHIFT_NOT_OPEN');
    expect((await decline(w.managerParis, bo.id)).body.code).toBe('OPEN_SHIFT_CLAIM_NOT_PENDING');
    expect((await withdraw(w.bo, id)).status).toBe(409);
    expect((await cancel(w.managerParis, id)).body.code).toBe('OPEN_SHIFT_CANNOT_CANCEL');
    expect((await claim(w.eve, id)).body.code).toBe('OPEN_SHIFT_NOT_OPEN');
  });

  it('answers 409 and changes nothing when the claimant got busy meanwhile', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const ann = await claimOk(w.ann, id);
    await schedule(w.managerYork, '005', '2027-03-11T15:00:00Z', '2027-03-11T20:00:00Z');
    const res = await approve(w.managerParis, ann.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('OPEN_SHIFT_CLAIMANT_BUSY');
    const [listed] = await managerList(w.managerParis);
    expect(listed?.status).toBe('open');
    expect(listed?.claims.map((c) => c.status)).toEqual(['pending']);
    const { rows } = await app.t.pool.query(
      'select count(*)::int as n from scheduled_shifts where location_id = $1',
      [w.paris.location.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses to schedule a claimant who no longer works here, with 409', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const eve = await claimOk(w.eve, id);
    await app.t.pool.query(`update employees set is_active = false where location_id = $1 and code = '006'`, [
      w.paris.location.id,
    ]);
    const res = await approve(w.managerParis, eve.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('OPEN_SHIFT_CLAIMANT_INACTIVE');
    expect((await decline(w.managerParis, eve.id)).status).toBe(200);
  });

  it('of two approvals at once, one wins and the other gets 409', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const bo = await claimOk(w.bo, id);
    const eve = await claimOk(w.eve, id);
    const results = await raceOnOpenShift(id, 2, () =>
      Promise.all([approve(w.managerParis, bo.id), approve(w.managerParis, eve.id)]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [listed] = await managerList(w.managerParis);
    expect(listed?.claims.map((c) => c.status).sort()).toEqual(['approved', 'declined']);
    const { rows } = await app.t.pool.query(
      'select count(*)::int as n from scheduled_shifts where location_id = $1',
      [w.paris.location.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("is 404 for another location's claim, and changes nothing there", async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const bo = await claimOk(w.bo, id);
    expect((await approve(w.managerYork, bo.id)).status).toBe(404);
    expect((await decline(w.managerYork, bo.id)).status).toBe(404);
    expect((await cancel(w.managerYork, id)).status).toBe(404);
    expect((await approve(w.managerBerlin, bo.id)).status).toBe(404);
    expect((await cancel(w.managerBerlin, id)).status).toBe(404);
    const [listed] = await managerList(w.managerParis);
    expect(listed).toMatchObject({
      status: 'open',
      claims: [expect.objectContaining({ status: 'pending' })],
    });
  });
});

describe('declining, withdrawing and cancelling', () => {
  it('declines one claim: the claimant sees it declined and may not be declined twice', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const bo = await claimOk(w.bo, id);
    const res = await decline(w.managerParis, bo.id);
    expect(res.status).toBe(200);
    expect(res.body.openShift).toMatchObject({
      status: 'open',
      claims: [expect.objectContaining({ status: 'declined' })],
    });
    expect((await mine(w.bo)).map((s) => s.myClaim?.status)).toEqual(['declined']);
    expect((await decline(w.managerParis, bo.id)).status).toBe(409);
  });

  it('withdraws a pending claim; the person may claim again', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    await claimOk(w.bo, id);
    const res = await withdraw(w.bo, id);
    expect(res.status).toBe(200);
    expect(res.body.openShift.myClaim.status).toBe('withdrawn');
    const again = await withdraw(w.bo, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OPEN_SHIFT_CLAIM_NOT_PENDING');
    expect((await withdraw(w.cy, id)).status).toBe(404);
    expect((await claimOk(w.bo, id)).status).toBe('pending');
  });

  it('cancels an open shift: its pending claims are declined and it is offered no more', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    await claimOk(w.bo, id);
    const res = await cancel(w.managerParis, id);
    expect(res.status).toBe(200);
    expect(res.body.openShift).toMatchObject({
      status: 'cancelled',
      claims: [expect.objectContaining({ status: 'declined' })],
    });
    expect(await mine(w.eve)).toEqual([]);
    expect((await mine(w.bo)).map((s) => [s.status, s.myClaim?.status])).toEqual([['cancelled', 'declined']]);
    expect((await claim(w.eve, id)).body.code).toBe('OPEN_SHIFT_NOT_OPEN');
    expect((await cancel(w.managerParis, id)).status).toBe(409);
  });
});

describe('the trail and the notes', () => {
  const trail = async (id: string) =>
    (
      await app.t.pool.query(
        `select action, actor, person_id, details from request_events
          where kind = 'openShift' and request_id = $1 order by id`,
        [id],
      )
    ).rows.map((r) => [r.action, r.actor, r.details.reason ?? null]);
  const notes = async (token: string) => {
    const res = await app.call({ url: '/api/me/notifications', token });
    expect(res.status).toBe(200);
    return res.body.notifications as { kind: string; body: Record<string, unknown> }[];
  };

  it('records every post, claim, withdrawal, approval, decline and cancel, and tells the people concerned', async () => {
    const w = await world();
    await schedule(w.managerYork, '005', '2027-03-11T15:00:00Z', '2027-03-11T20:00:00Z');
    const id = await postOk(w.managerParis);
    // Posted: one note for each person who may claim it (Bo and Eve; Ann is busy, Dee gone).
    const posted = {
      kind: 'open_shift_posted',
      body: expect.objectContaining({
        openShiftId: id,
        shift: { start: thursday.scheduledStart, end: thursday.scheduledEnd },
        location: expect.objectContaining({ locationId: w.paris.code }),
      }),
    };
    expect(await notes(w.bo)).toEqual([expect.objectContaining(posted)]);
    expect(await notes(w.eve)).toEqual([expect.objectContaining(posted)]);
    expect(await notes(w.ann)).toEqual([]);
    expect(await notes(w.dee)).toEqual([]);
    expect(await notes(w.cy)).toEqual([]);

    await claimOk(w.bo, id);
    await withdraw(w.bo, id);
    const bo = await claimOk(w.bo, id);
    await claimOk(w.eve, id);
    expect((await approve(w.managerParis, bo.id)).status).toBe(200);
    expect(await trail(id)).toEqual([
      ['posted', 'Manager', null],
      ['claimed', 'Bo', null],
      ['withdrawn', 'Bo', null],
      ['claimed', 'Bo', null],
      ['claimed', 'Eve', null],
      ['approved', 'Manager', null],
      ['declined', 'Manager', 'filled'],
    ]);
    const decided = (decision: string, openShiftId = id) =>
      expect.objectContaining({
        kind: 'open_shift_claim_decided',
        body: expect.objectContaining({ openShiftId, decision }),
      });
    expect((await notes(w.bo))[0]).toEqual(decided('approved'));
    expect((await notes(w.eve))[0]).toEqual(decided('declined'));

    const other = await postOk(w.managerParis, {
      scheduledStart: '2027-03-12T08:00:00Z',
      scheduledEnd: '2027-03-12T12:00:00Z',
    });
    const eve = await claimOk(w.eve, other);
    await decline(w.managerParis, eve.id);
    await claimOk(w.eve, other);
    await cancel(w.managerParis, other);
    expect(await trail(other)).toEqual([
      ['posted', 'Manager', null],
      ['claimed', 'Eve', null],
      ['declined', 'Manager', null],
      ['claimed', 'Eve', null],
      ['cancelled', 'Manager', null],
      ['declined', 'Manager', 'cancelled'],
    ]);
    expect((await notes(w.eve)).slice(0, 2)).toEqual([
      decided('declined', other),
      decided('declined', other),
    ]);
  });

  it('records a claim approved by itself as approved by "auto", without a note to the claimant', async () => {
    const w = await world();
    await autoApprove(w);
    const id = await postOk(w.managerParis);
    await claimOk(w.bo, id);
    expect(await trail(id)).toEqual([
      ['posted', 'Manager', null],
      ['claimed', 'Bo', null],
      ['approved', 'auto', null],
    ]);
    expect((await notes(w.bo)).map((n) => n.kind)).toEqual(['open_shift_posted']);
  });

  it('writes nothing when an approval is refused', async () => {
    const w = await world();
    const id = await postOk(w.managerParis);
    const ann = await claimOk(w.ann, id);
    await schedule(w.managerYork, '005', '2027-03-11T15:00:00Z', '2027-03-11T20:00:00Z');
    expect((await approve(w.managerParis, ann.id)).status).toBe(409);
    expect((await trail(id)).map(([action]) => action)).toEqual(['posted', 'claimed']);
  });
});

describe('the setting "approve the first claim"', () => {
  it('is off by default and saved by the manager', async () => {
    const w = await world();
    const got = await app.call({ url: '/api/admin/location-settings', token: w.managerParis });
    expect(got.body.settings.openShifts).toEqual({ autoApproveFirstClaim: false });
    const saved = await app.call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: w.managerParis,
      body: { settings: { ...got.body.settings, openShifts: { autoApproveFirstClaim: true } } },
    });
    expect(saved.status).toBe(200);
    const id = await postOk(w.managerParis);
    expect((await claimOk(w.bo, id)).status).toBe('approved');
  });
});
