import { shiftSwapMessages } from '@shiftclock/contract/shift-swaps-messages';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

// Wednesday 10 March 2027, 15:00Z.
const clock = Date.parse('2027-03-10T15:00:00Z');
const app = testAppAt(clock);

type Swap = { id: string; status: string; role?: string; voidReason: string | null };

/**
 * Paris with Ann (001, also 005 at New York), Bo (002), Cy (003) and Di (004, inactive); New York
 * with Ed (006). Both managers' tokens and the employees' app tokens.
 */
async function world() {
  const { t, call } = app;
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date(clock + 60 * 86_400_000),
  });
  const paris = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  const york = await createLocation(t.db, organization.id, { timezone: 'America/New_York' });
  const annRow = await createEmployee(t.db, paris.location.id, '001', { name: 'Ann' });
  await createEmployee(t.db, york.location.id, '005', { personId: annRow.personId });
  await createEmployee(t.db, paris.location.id, '002', { name: 'Bo' });
  await createEmployee(t.db, paris.location.id, '003', { name: 'Cy' });
  await createEmployee(t.db, paris.location.id, '004', { name: 'Di' });
  await createEmployee(t.db, york.location.id, '006', { name: 'Ed' });
  const managerParis = await loginAs(call, paris, 'manager');
  const managerYork = await loginAs(call, york, 'manager');
  const tokens = {
    ann: await employeeToken(call, managerParis, '001'),
    bo: await employeeToken(call, managerParis, '002'),
    cy: await employeeToken(call, managerParis, '003'),
    di: await employeeToken(call, managerParis, '004'),
    ed: await employeeToken(call, managerYork, '006'),
  };
  await t.pool.query('update employees set is_active = false where location_id = $1 and code = $2', [
    paris.location.id,
    '004',
  ]);
  const schedule = async (employeeId: string, start: string, end: string, token = managerParis) => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token,
      body: { employeeId, scheduledStart: start, scheduledEnd: end },
    });
    expect(res.status).toBe(201);
    return res.body.scheduledShift.id as string;
  };
  const publish = async (token = managerParis) => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/schedule/publish',
      token,
      body: { startDate: '2027-03-01', endDate: '2027-03-31' },
    });
    expect(res.status).toBe(200);
  };
  return { paris, york, managerParis, managerYork, ...tokens, schedule, publish };
}

const offer = (token: string, body: unknown) =>
  app.call({ method: 'POST', url: '/api/me/shift-swaps', token, body });
const accept = (token: string, id: string, body: unknown = {}) =>
  app.call({ method: 'POST', url: `/api/me/shift-swaps/${id}/accept`, token, body });
const withdraw = (token: string, id: string) =>
  app.call({ method: 'POST', url: `/api/me/shift-swaps/${id}/withdraw`, token });
const decide = (token: string, id: string, decision: 'approve' | 'decline') =>
  app.call({ method: 'POST', url: `/api/admin/shift-swaps/${id}/${decision}`, token });
const mine = async (token: string) => {
  const res = await app.call({ url: '/api/me/shift-swaps', token });
  expect(res.status).toBe(200);
  return res.body.swaps as Swap[];
};
const managerList = async (token: string) => {
  const res = await app.call({ url: '/api/admin/shift-swaps', token });
  expect(res.status).toBe(200);
  return res.body.swaps as Swap[];
};
const myShiftIds = async (token: string) => {
  const res = await app.call({ url: '/api/me/shifts', token });
  expect(res.status).toBe(200);
  return res.body.shifts.map((s: { id: string }) => s.id) as string[];
};
/** The swap's trail in request_events, oldest first. */
const trail = async (id: string) =>
  (
    await app.t.pool.query(
      `select action, actor from request_events where kind = 'swap' and request_id = $1 order by id`,
      [id],
    )
  ).rows.map((r: { action: string; actor: string }) => `${r.action} by ${r.actor}`);
/** The kinds of the person's swap notes in their app, oldest first (the publish's left out). */
const noticeKinds = async (token: string) => {
  const res = await app.call({ url: '/api/me/notifications', token });
  expect(res.status).toBe(200);
  return (res.body.notifications as { kind: string }[])
    .map((n) => n.kind)
    .filter((kind) => kind.startsWith('shift_swap_'))
    .reverse();
};
const codeOf = (message: string) => message.replace(/[A-Z]/g, (l) => `_${l}`).toUpperCase();
const refusal = (key: keyof typeof shiftSwapMessages) => ({
  message: shiftSwapMessages[key],
  code: codeOf(key),
});

describe('offering a shift', () => {
  it('lets only the shift’s person offer an upcoming, published, unchanged shift, once', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    // A draft is not offered.
    expect(await offer(w.ann, { shiftId: shift })).toMatchObject({
      status: 400,
      body: refusal('swapShiftNotOfferable'),
    });
    await w.publish();
    // Another person's shift is not theirs to offer, nor named to them.
    expect(await offer(w.bo, { shiftId: shift })).toMatchObject({
      status: 404,
      body: refusal('swapShiftNotFound'),
    });
    const made = await offer(w.ann, { shiftId: shift });
    expect(made.status).toBe(201);
    expect(made.body.swap).toMatchObject({
      status: 'offered',
      shift: { id: shift, start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T16:00:00.000Z' },
      offeredBy: { employeeId: '001', name: 'Ann' },
      offeredTo: null,
      acceptedBy: null,
      returnShift: null,
      location: { locationId: w.paris.code },
    });
    // One live offer per shift, even at once.
    const again = await Promise.all([offer(w.ann, { shiftId: shift }), offer(w.ann, { shiftId: shift })]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(again[0]?.body).toMatchObject(refusal('swapAlreadyOffered'));

    // Started, pending change, pending removal: not offered.
    const started = await w.schedule('001', '2027-03-10T14:00:00Z', '2027-03-10T18:00:00Z');
    const changed = await w.schedule('001', '2027-03-13T08:00:00Z', '2027-03-13T16:00:00Z');
    const removed = await w.schedule('001', '2027-03-14T08:00:00Z', '2027-03-14T16:00:00Z');
    await w.publish();
    await app.call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${changed}`,
      token: w.managerParis,
      body: { scheduledStart: '2027-03-13T09:00:00Z', scheduledEnd: '2027-03-13T16:00:00Z' },
    });
    await app.call({
      method: 'DELETE',
      url: `/api/admin/scheduled-shifts/${removed}`,
      token: w.managerParis,
    });
    for (const id of [started, changed, removed])
      expect((await offer(w.ann, { shiftId: id })).body).toMatchObject(refusal('swapShiftNotOfferable'));
  });

  it('offers to a chosen active colleague at the shift’s location, validated', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    await w.publish();
    expect(await offer(w.ann, { shiftId: shift, offeredTo: '001' })).toMatchObject({
      status: 400,
      body: refusal('swapNotYourself'),
    });
    // Inactive (Di), unknown, or at another location (Ed's 006 is New York's): not a colleague here.
    for (const code of ['004', '077', '006'])
      expect(await offer(w.ann, { shiftId: shift, offeredTo: code })).toMatchObject({
        status: 404,
        body: refusal('swapColleagueNotFound'),
      });
    expect(await offer(w.ann, { shiftId: shift, offeredTo: '2' })).toMatchObject({
      status: 400,
      body: { code: 'SWAP_CODE_INVALID' },
    });
    expect(await offer(w.ann, { shiftId: 'nope' })).toMatchObject({
      status: 400,
      body: { code: 'SWAP_SHIFT_NOT_FOUND' },
    });
    expect((await offer(w.ann, {})).status).toBe(400);
    const colleagues = await app.call({
      url: `/api/me/shift-swaps/colleagues?shiftId=${shift}`,
      token: w.ann,
    });
    expect(colleagues.body.colleagues).toEqual([
      { employeeId: '002', name: 'Bo' },
      { employeeId: '003', name: 'Cy' },
    ]);
    const made = await offer(w.ann, { shiftId: shift, offeredTo: '003' });
    expect(made.body.swap.offeredTo).toEqual({ employeeId: '003', name: 'Cy' });
    // Offered to Cy: Bo does not see it, and cannot take it.
    expect(await mine(w.bo)).toEqual([]);
    expect((await accept(w.bo, made.body.swap.id)).status).toBe(404);
    expect((await mine(w.cy)).map((s) => [s.id, s.role])).toEqual([[made.body.swap.id, 'candidate']]);
    expect((await mine(w.ann)).map((s) => [s.id, s.role])).toEqual([[made.body.swap.id, 'offerer']]);
    // The chosen colleague is told; an offer to anyone tells nobody.
    expect(await noticeKinds(w.cy)).toEqual(['shift_swap_offered']);
    expect(await noticeKinds(w.bo)).toEqual([]);
  });
});

describe('accepting, deciding', () => {
  it('first accept wins; the manager approves; the shift moves, still published, and both apps show it', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    await w.publish();
    const id = (await offer(w.ann, { shiftId: shift })).body.swap.id as string;
    // Not the offerer, not an inactive employee, not another location's.
    expect(await accept(w.ann, id)).toMatchObject({ status: 400, body: refusal('swapOwnOffer') });
    expect((await accept(w.di, id)).status).toBe(404);
    expect((await accept(w.ed, id)).status).toBe(404);
    const race = await Promise.all([accept(w.bo, id), accept(w.cy, id)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = race[0]?.status === 200 ? { token: w.bo, code: '002' } : { token: w.cy, code: '003' };
    const loser = race[0]?.status === 200 ? race[1] : race[0];
    expect(loser?.body).toMatchObject(refusal('swapNotOpen'));

    // Other locations' managers do not see it.
    expect((await decide(w.managerYork, id, 'approve')).status).toBe(404);
    expect(await managerList(w.managerYork)).toEqual([]);
    expect((await managerList(w.managerParis)).map((s) => [s.id, s.status])).toEqual([[id, 'accepted']]);

    const approved = await decide(w.managerParis, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.swap).toMatchObject({
      status: 'approved',
      acceptedBy: { employeeId: winner.code },
      decidedBy: 'Manager',
    });
    expect(await myShiftIds(w.ann)).toEqual([]);
    expect(await myShiftIds(winner.token)).toEqual([shift]);
    const calendar = await app.call({
      url: '/api/admin/scheduled-shifts?startDate=2027-03-12&endDate=2027-03-12',
      token: w.managerParis,
    });
    expect(calendar.body.scheduledShifts).toMatchObject([
      { id: shift, employee: { employeeId: winner.code }, state: 'published' },
    ]);
    // Taken: a late accept is told so.
    expect(await accept(w.cy, id)).toMatchObject({ status: 409, body: refusal('swapNotOpen') });
    // Decided once.
    expect(await decide(w.managerParis, id, 'decline')).toMatchObject({
      status: 409,
      body: refusal('swapNotAwaitingDecision'),
    });
    expect((await withdraw(w.ann, id)).status).toBe(409);
    // Audited, and both told.
    const winnerName = winner.code === '002' ? 'Bo' : 'Cy';
    expect(await trail(id)).toEqual(['offered by Ann', `accepted by ${winnerName}`, 'approved by Manager']);
    expect(await noticeKinds(w.ann)).toEqual(['shift_swap_accepted', 'shift_swap_approved']);
    expect(await noticeKinds(winner.token)).toEqual(['shift_swap_approved']);
    const notes = await app.call({ url: '/api/me/notifications', token: winner.token });
    expect(notes.body.notifications[0].body).toMatchObject({
      swapId: id,
      shift: { id: shift, start: '2027-03-12T08:00:00.000Z' },
      offeredBy: { employeeId: '001', name: 'Ann' },
      acceptedBy: { employeeId: winner.code },
      location: { locationId: w.paris.code, timezone: 'Europe/Paris' },
    });
  });

  it('swaps two shifts when the accepter gives one in return', async () => {
    const w = await world();
    const anns = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    const bos = await w.schedule('002', '2027-03-13T08:00:00Z', '2027-03-13T16:00:00Z');
    const cys = await w.schedule('003', '2027-03-14T08:00:00Z', '2027-03-14T16:00:00Z');
    await w.publish();
    const id = (await offer(w.ann, { shiftId: anns })).body.swap.id as string;
    // Not someone else's shift in return.
    expect(await accept(w.bo, id, { returnShiftId: cys })).toMatchObject({
      status: 400,
      body: refusal('swapReturnShiftInvalid'),
    });
    const taken = await accept(w.bo, id, { returnShiftId: bos });
    expect(taken.status).toBe(200);
    expect(taken.body.swap.returnShift).toEqual({
      id: bos,
      start: '2027-03-13T08:00:00.000Z',
      end: '2027-03-13T16:00:00.000Z',
    });
    expect((await decide(w.managerParis, id, 'approve')).status).toBe(200);
    expect(await myShiftIds(w.ann)).toEqual([bos]);
    expect(await myShiftIds(w.bo)).toEqual([anns]);
  });

  it('refuses an accepter busy then, and answers 409 changing nothing when they became busy before approval', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    await w.schedule('003', '2027-03-12T12:00:00Z', '2027-03-12T18:00:00Z');
    await w.publish();
    const id = (await offer(w.ann, { shiftId: shift })).body.swap.id as string;
    expect(await accept(w.cy, id)).toMatchObject({ status: 409, body: refusal('swapAccepterBusy') });
    expect((await accept(w.bo, id)).status).toBe(200);
    // Bo is scheduled at that time after accepting (a draft counts: the schedule forbids overlaps).
    await w.schedule('002', '2027-03-12T15:00:00Z', '2027-03-12T17:00:00Z');
    expect(await decide(w.managerParis, id, 'approve')).toMatchObject({
      status: 409,
      body: refusal('swapBusyAtApproval'),
    });
    expect(await myShiftIds(w.ann)).toEqual([shift]);
    expect((await managerList(w.managerParis)).map((s) => s.status)).toEqual(['accepted']);
    // The manager declines instead: nothing moves.
    const declined = await decide(w.managerParis, id, 'decline');
    expect(declined.body.swap).toMatchObject({ status: 'declined', decidedBy: 'Manager' });
    expect(await myShiftIds(w.ann)).toEqual([shift]);
    expect(await trail(id)).toEqual(['offered by Ann', 'accepted by Bo', 'declined by Manager']);
    expect(await noticeKinds(w.ann)).toEqual(['shift_swap_accepted', 'shift_swap_declined']);
    expect(await noticeKinds(w.bo)).toEqual(['shift_swap_declined']);
  });

  it('lets the offerer withdraw before the decision', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    await w.publish();
    const id = (await offer(w.ann, { shiftId: shift })).body.swap.id as string;
    expect((await accept(w.bo, id)).status).toBe(200);
    expect((await withdraw(w.bo, id)).status).toBe(404);
    const gone = await withdraw(w.ann, id);
    expect(gone.body.swap.status).toBe('withdrawn');
    expect(await trail(id)).toEqual(['offered by Ann', 'accepted by Bo', 'withdrawn by Ann']);
    expect(await decide(w.managerParis, id, 'approve')).toMatchObject({
      status: 409,
      body: refusal('swapNotAwaitingDecision'),
    });
    // Offered again once the first is over.
    expect((await offer(w.ann, { shiftId: shift })).status).toBe(201);
  });

  it('voids a live offer when the manager edits or deletes the shift', async () => {
    const w = await world();
    const edited = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    const deleted = await w.schedule('001', '2027-03-13T08:00:00Z', '2027-03-13T16:00:00Z');
    await w.publish();
    const first = (await offer(w.ann, { shiftId: edited })).body.swap.id as string;
    const second = (await offer(w.ann, { shiftId: deleted })).body.swap.id as string;
    expect((await accept(w.bo, first)).status).toBe(200);
    await app.call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${edited}`,
      token: w.managerParis,
      body: { scheduledStart: '2027-03-12T09:00:00Z', scheduledEnd: '2027-03-12T16:00:00Z' },
    });
    await app.call({
      method: 'DELETE',
      url: `/api/admin/scheduled-shifts/${deleted}`,
      token: w.managerParis,
    });
    const swaps = await mine(w.ann);
    expect(swaps.map((s) => [s.id, s.status, s.voidReason]).sort()).toEqual(
      [
        [first, 'void', 'shift_changed'],
        [second, 'void', 'shift_changed'],
      ].sort(),
    );
    expect(await decide(w.managerParis, first, 'approve')).toMatchObject({
      status: 409,
      body: refusal('swapNotAwaitingDecision'),
    });
    expect(await myShiftIds(w.bo)).toEqual([]);
    expect(await trail(first)).toEqual(['offered by Ann', 'accepted by Bo', 'voided by ShiftClock']);
    expect(await trail(second)).toEqual(['offered by Ann', 'voided by ShiftClock']);
  });

  it('voids at approval a shift changed since it was accepted, and says so', async () => {
    const w = await world();
    const shift = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z');
    await w.publish();
    const id = (await offer(w.ann, { shiftId: shift })).body.swap.id as string;
    expect((await accept(w.bo, id)).status).toBe(200);
    // Changed behind the service's back (as another writer of the schedule might).
    await app.t.pool.query(
      `update scheduled_shifts set scheduled_end = scheduled_end + interval '1 hour' where id = $1`,
      [shift],
    );
    expect(await decide(w.managerParis, id, 'approve')).toMatchObject({
      status: 409,
      body: refusal('swapShiftChanged'),
    });
    expect((await managerList(w.managerParis)).map((s) => [s.status, s.voidReason])).toEqual([
      ['void', 'shift_changed'],
    ]);
    expect(await myShiftIds(w.bo)).toEqual([]);
  });

  it('validates ids and answers 404 for unknown swaps', async () => {
    const w = await world();
    expect(await accept(w.bo, 'not-a-uuid')).toMatchObject({ status: 400 });
    expect((await accept(w.bo, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await decide(w.managerParis, '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(
      404,
    );
    expect((await accept(w.bo, '00000000-0000-4000-8000-000000000000', { returnShiftId: 5 })).status).toBe(
      400,
    );
  });
});
