import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client.ts';
import { kioskLocation } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
// 08:00 in Paris (the fixtures' zone), winter time.
let clock = Date.parse('2026-11-23T07:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

/** A location with the limit, and Ann's shift from `startIn` minutes from now, 8 hours long. */
async function withShift(limit: number | null, startIn: number) {
  const tokens = await kioskLocation(t, call, { earlyClockInMinutes: limit });
  const scheduledStart = new Date(clock + minutes(startIn));
  const scheduled = await call({
    method: 'POST',
    url: '/api/admin/scheduled-shifts',
    token: tokens.manager,
    body: {
      employeeId: '007',
      scheduledStart: scheduledStart.toISOString(),
      scheduledEnd: new Date(scheduledStart.getTime() + minutes(480)).toISOString(),
    },
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
  return tokens;
}

const clockIn = (token: string) =>
  call({ method: 'POST', url: '/api/shift/clock-in', token, body: { employeeId: '007' } });

describe('early clock-in limit', () => {
  it("refuses a clock-in too long before the shift, naming the start at the location's clock", async () => {
    const { kiosk } = await withShift(10, 60); // the shift starts at 09:00 Paris
    const early = await clockIn(kiosk);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: "Too early to clock in: Ann Lee's shift starts at 09:00. Clock in from 08:50.",
      code: 'EARLY_CLOCK_IN',
      employeeName: 'Ann Lee',
      scheduledStart: '2026-11-23T08:00:00.000Z',
      clockInFrom: '2026-11-23T07:50:00.000Z',
    });
    clock += minutes(50); // 08:50: the first minute allowed
    expect((await clockIn(kiosk)).status).toBe(201);
    clock -= minutes(50);
  });

  it("lets a manager's token clock in early, and a shift in progress or none soon not limit", async () => {
    const { kiosk, manager } = await withShift(0, 30);
    expect((await clockIn(kiosk)).status).toBe(409);
    expect((await clockIn(manager)).status).toBe(201);

    // In progress: a late arrival clocks in.
    const late = await withShift(0, -30);
    expect((await clockIn(late.kiosk)).status).toBe(201);

    // The next shift is 13 hours away: today's punch is unscheduled work.
    const tomorrow = await withShift(15, 13 * 60);
    expect((await clockIn(tomorrow.kiosk)).status).toBe(201);
  });

  it('limits nothing while off, and only a manager changes it', async () => {
    const { kiosk, manager } = await withShift(null, 120);
    const save = (token: string, earlyClockInMinutes: number | null) =>
      call({
        method: 'PUT',
        url: '/api/admin/location-settings',
        token,
        body: { settings: { ...DEFAULT_SETTINGS, earlyClockInMinutes } },
      });
    const fromKiosk = await save(kiosk, 15);
    expect(fromKiosk.status).toBe(403);
    expect(fromKiosk.body.code).toBe('EARLY_CLOCK_IN_MANAGERS_ONLY');
    const invalid = await save(manager, 241);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('The early clock-in limit is from 0 to 240 minutes');

    expect((await save(manager, 15)).status).toBe(200);
    expect((await clockIn(kiosk)).status).toBe(409);
    expect((await save(manager, null)).status).toBe(200);
    expect((await clockIn(kiosk)).status).toBe(201);
  });
});
