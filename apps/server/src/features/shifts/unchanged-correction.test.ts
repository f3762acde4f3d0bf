import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';

/** The app's clock: 2026-12-10, after the New York fall-back night of 2026-11-01. */
const NOW = Date.parse('2026-12-10T12:00:00Z');

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(NOW) });
  call = httpClient(t);
});
afterAll(() => t.close());

/**
 * A New York kiosk shift on the night the clocks go back (2026-11-01: 01:00–02:00 happens twice,
 * first as EDT = UTC−4, then as EST = UTC−5). It clocked in at 01:30:17 EST, the SECOND pass
 * (06:30:17Z), and out at 05:00 EST (10:00Z): 3 h 29 m 43 s, 3.50 hours.
 */
async function secondPassShift() {
  const org = await createOrganization(t.db);
  const loc = await createLocation(t.db, org.organization.id, { timezone: 'America/New_York' });
  const token = await loginAs(call, loc, 'manager');
  const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
  const [shift] = await t.db
    .insert(shifts)
    .values({
      locationId: loc.location.id,
      employeeId: ann.id,
      clockIn: new Date('2026-11-01T06:30:17.000Z'),
      clockOut: new Date('2026-11-01T10:00:00.000Z'),
    })
    .returning();
  if (!shift) throw new Error('no shift');
  const put = (body: object) => call({ method: 'PUT', url: `/api/admin/shifts/${shift.id}`, token, body });
  const audit = async () =>
    (await call({ url: `/api/admin/shifts/${shift.id}/audit`, token })).body.entries as unknown[];
  const row = async () => (await t.db.select().from(shifts).where(eq(shifts.id, shift.id)))[0];
  return { shift, put, audit, row, token };
}

describe('saving a correction with unchanged times', () => {
  it('records nothing: no audit entry, no Corrected mark, no originals, whatever the offset it is written in', async () => {
    const { shift, put, audit, row } = await secondPassShift();
    // The same two instants, written on the location's clock with its offsets, and with a reason.
    const res = await put({
      clockIn: '2026-11-01T01:30:17.000-05:00',
      clockOut: '2026-11-01T05:00:00.000-05:00',
      reason: 'Checked, nothing to fix',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'No changes: the shift already has these times',
      shift: expect.objectContaining({
        id: shift.id,
        clockIn: '2026-11-01T06:30:17.000Z',
        clockOut: '2026-11-01T10:00:00.000Z',
        totalHours: 3.5,
        corrected: false,
      }),
    });
    expect(await audit()).toEqual([]);
    expect(await row()).toMatchObject({ corrected: false, originalClockIn: null, originalClockOut: null });

    // Written in UTC it is still the same shift.
    const again = await put({ clockIn: '2026-11-01T06:30:17Z', clockOut: '2026-11-01T10:00:00Z' });
    expect(again.status).toBe(200);
    expect(again.body.shift).toMatchObject({ corrected: false, totalHours: 3.5 });
    expect(await audit()).toEqual([]);
  });

  it('a move to the first pass of the repeated hour is a correction: one hour more, one audit entry', async () => {
    const { put, audit, row } = await secondPassShift();
    // 01:30:17 EDT is 05:30:17Z, an hour before the stored clock-in: exactly one hour more, 4.50 hours.
    const res = await put({
      clockIn: '2026-11-01T01:30:17.000-04:00',
      clockOut: '2026-11-01T05:00:00.000-05:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Shift corrected');
    expect(res.body.shift).toMatchObject({
      clockIn: '2026-11-01T05:30:17.000Z',
      totalHours: 4.5,
      corrected: true,
      originalClockIn: '2026-11-01T06:30:17.000Z',
    });
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'correct',
        before: { clockIn: '2026-11-01T06:30:17.000Z', clockOut: '2026-11-01T10:00:00.000Z', breaks: [] },
        after: { clockIn: '2026-11-01T05:30:17.000Z', clockOut: '2026-11-01T10:00:00.000Z', breaks: [] },
      }),
    ]);

    // Saving the corrected times again changes nothing more: still one entry, the originals kept.
    const same = await put({ clockIn: '2026-11-01T05:30:17.000Z', clockOut: '2026-11-01T10:00:00.000Z' });
    expect(same.body.message).toBe('No changes: the shift already has these times');
    expect(await audit()).toHaveLength(1);
    expect(await row()).toMatchObject({
      corrected: true,
      originalClockIn: new Date('2026-11-01T06:30:17.000Z'),
    });
  });

  it('in an approved period, unchanged times are still refused with the reason (409), and nothing is written', async () => {
    const { put, audit, row, token } = await secondPassShift();
    // Weekly periods from Monday: 2026-11-01 (a Sunday) is in the week of Oct 26.
    const approve = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token,
      body: { startDate: '2026-10-26' },
    });
    expect(approve.status).toBe(200);
    const res = await put({ clockIn: '2026-11-01T06:30:17Z', clockOut: '2026-11-01T10:00:00Z' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'The pay period Oct 26 – Nov 1, 2026 is approved. Reopen it to change this shift.',
      code: 'PERIOD_APPROVED',
      periodStart: '2026-10-26',
      periodEnd: '2026-11-01',
    });
    expect(await audit()).toEqual([]);
    expect(await row()).toMatchObject({ corrected: false });
  });

  it('a shift the server closed is corrected even to the clock-out it wrote', async () => {
    const { shift, put, audit } = await secondPassShift();
    await t.db.update(shifts).set({ clockOut: null }).where(eq(shifts.id, shift.id));
    const res = await put({ clockIn: '2026-11-01T06:30:17Z', clockOut: '2026-11-01T10:00:00Z' });
    expect(res.body.message).toBe('Shift corrected');
    // The open shift is long past 16 hours: the server closes it first, then the manager's times land.
    expect((await audit()).map((entry) => (entry as { action: string }).action)).toEqual([
      'auto-close',
      'correct',
    ]);
  });
});
