import { scheduleMessages } from '@shiftclock/contract/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
const clock = Date.parse('2026-11-22T08:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function manager() {
  const { organization } = await createOrganization(t.db, {
    licenseEndsAt: new Date(clock + 30 * 86_400_000),
  });
  const loc = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
  await createEmployee(t.db, loc.location.id, '002', { name: 'Bo', isActive: false });
  return { ...loc, token: await loginAs(call, loc, 'manager') };
}

const shift = (start: string, end: string, employeeId = '001', notes?: string) => ({
  employeeId,
  scheduledStart: start,
  scheduledEnd: end,
  notes,
});

describe('scheduled shifts', () => {
  it('lists a 24-hour shift that started the day before the range and ends inside it', async () => {
    const m = await manager();
    // The list bounds its index scan to starts after the range's start minus 24 hours.
    const long = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token: m.token,
      body: shift('2026-11-29T23:30:00Z', '2026-11-30T23:30:00Z'),
    });
    expect(long.status).toBe(201);
    // 1 December in Paris starts at 30 Nov 23:00Z: the shift overlaps it by half an hour.
    const day = await call({
      url: '/api/admin/scheduled-shifts?startDate=2026-12-01&endDate=2026-12-01',
      token: m.token,
    });
    expect(day.body.scheduledShifts.map((s: { id: string }) => s.id)).toEqual([long.body.scheduledShift.id]);
    const after = await call({
      url: '/api/admin/scheduled-shifts?startDate=2026-12-02&endDate=2026-12-02',
      token: m.token,
    });
    expect(after.body.scheduledShifts).toEqual([]);
  });

  it('creates, lists by local days, updates and deletes a future shift', async () => {
    const m = await manager();
    const created = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token: m.token,
      body: shift('2026-11-23T21:00:00Z', '2026-11-24T05:00:00Z', '001', '  close up  '),
    });
    expect(created.status).toBe(201);
    expect(created.body.scheduledShift).toMatchObject({
      employeeName: 'Ann',
      notes: 'close up',
      employee: { employeeId: '001' },
    });
    const id = created.body.scheduledShift.id;

    // 23 November in Paris runs 22 Nov 23:00Z to 23 Nov 23:00Z; the overnight shift overlaps it.
    const day = await call({
      url: '/api/admin/scheduled-shifts?startDate=2026-11-23&endDate=2026-11-23',
      token: m.token,
    });
    expect(day.body.scheduledShifts.map((s: { id: string }) => s.id)).toEqual([id]);
    const next = await call({
      url: '/api/admin/scheduled-shifts?startDate=2026-11-25&endDate=2026-11-26',
      token: m.token,
    });
    expect(next.body.scheduledShifts).toEqual([]);

    const moved = await call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${id}`,
      token: m.token,
      body: { scheduledStart: '2026-11-23T20:00:00Z', scheduledEnd: '2026-11-24T04:00:00Z' },
    });
    expect(moved.body.scheduledShift.scheduledStart).toBe('2026-11-23T20:00:00.000Z');
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token: m.token })).status,
    ).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token: m.token })).status,
    ).toBe(404);
  });

  it('refuses overlaps (settled by the database) but allows back-to-back shifts', async () => {
    const m = await manager();
    const post = (body: object) =>
      call({ method: 'POST', url: '/api/admin/scheduled-shifts', token: m.token, body });
    expect((await post(shift('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z'))).status).toBe(201);
    expect(await post(shift('2026-11-24T15:00:00Z', '2026-11-24T18:00:00Z'))).toMatchObject({
      status: 409,
      body: { message: scheduleMessages.overlap },
    });
    expect((await post(shift('2026-11-24T16:00:00Z', '2026-11-24T18:00:00Z'))).status).toBe(201);

    const race = await Promise.all(
      [1, 2, 3].map(() => post(shift('2026-11-25T08:00:00Z', '2026-11-25T12:00:00Z'))),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('validates with docs/product.md messages and docs/product.md section 11 rules', async () => {
    const m = await manager();
    const post = (body: object) =>
      call({ method: 'POST', url: '/api/admin/scheduled-shifts', token: m.token, body });
    expect(
      (await post({ scheduledStart: '2026-11-24T08:00:00Z', scheduledEnd: '2026-11-24T09:00:00Z' })).body
        .message,
    ).toBe(scheduleMessages.selectEmployee);
    expect((await post(shift('2026-11-24T10:00:00Z', '2026-11-24T09:00:00Z'))).body.message).toBe(
      scheduleMessages.endAfterStart,
    );
    expect((await post(shift('2026-11-24T08:00:00Z', '2026-11-25T09:00:00Z'))).status).toBe(400);
    expect(await post(shift('2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z', '002'))).toMatchObject({
      status: 400,
      body: { message: 'Employee is inactive' },
    });
    expect((await post(shift('2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z', '077'))).status).toBe(404);
  });

  it('refuses deleting a shift that has started, and hides other locations', async () => {
    const m = await manager();
    const other = await manager();
    const started = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token: m.token,
      body: shift('2026-11-22T07:00:00Z', '2026-11-22T15:00:00Z'),
    });
    const id = started.body.scheduledShift.id;
    expect(
      await call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token: m.token }),
    ).toMatchObject({
      status: 400,
      body: { message: scheduleMessages.cannotDelete },
    });
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await call({
          url: `/api/admin/scheduled-shifts?locationId=${m.code}&startDate=2026-11-22&endDate=2026-11-22`,
          token: other.token,
        })
      ).status,
    ).toBe(403);
  });
});
