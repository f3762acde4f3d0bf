import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { EMPLOYED_SINCE } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The wrong-PIN budget of one kiosk across all employees (docs/security.md, "Employee PINs"): a storm
 * of wrong PINs from one device stops that device, not the crew at the other kiosks.
 */

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.parse('2026-11-22T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

const CREW = 25;
const codeOf = (i: number) => String(i + 1).padStart(3, '0');

/** A location asking 4-digit PINs, its manager, a crew of 25 with their PINs, and a way to open kiosks. */
async function crewLocation() {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id);
  const login = async (accountType: 'location' | 'manager', deviceName?: string, ip?: string) => {
    const password = accountType === 'manager' ? loc.managerPassword : loc.locationPassword;
    const res = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password, accountType, ...(deviceName ? { deviceName } : {}) },
      ip,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  };
  const manager = await login('manager');
  const saved = await call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token: manager,
    body: { settings: { ...DEFAULT_SETTINGS, pinLength: 4 } },
  });
  expect(saved.status).toBe(200);
  const pins: string[] = [];
  for (let i = 0; i < CREW; i++) {
    await createEmployee(t.db, loc.location.id, codeOf(i), {
      name: `Worker ${i + 1}`,
      createdAt: EMPLOYED_SINCE,
    });
    const made = await call({ method: 'POST', url: `/api/admin/employees/${codeOf(i)}/pin`, token: manager });
    expect(made.status).toBe(200);
    pins.push(made.body.pin as string);
  }
  const wrongPin = (i: number) => (pins[i] === '4826' ? '4827' : '4826');
  return { manager, pins, wrongPin, kiosk: (name?: string, ip?: string) => login('location', name, ip) };
}

const punch = (token: string, employeeId: string, pin: string, ip?: string) =>
  call({ method: 'POST', url: '/api/shift/clock-in', token, body: { employeeId, pin }, ip });

describe('the wrong-PIN budget of a kiosk', () => {
  it('stops one kiosk sending 200 wrong PINs across 25 employees, while another kiosk punches with right PINs', async () => {
    const { manager, pins, wrongPin, kiosk } = await crewLocation();
    const front = await kiosk('Front door');
    const back = await kiosk('Back door');

    const storm = await Promise.all(
      Array.from({ length: 200 }, (_, n) => punch(front, codeOf(n % CREW), wrongPin(n % CREW))),
    );
    const statuses = storm.map((answer) => answer.status);
    // 20 are compared (wrong, 401); the rest are refused before any employee's count moves.
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    const stopped = storm.find((answer) => answer.status === 429);
    expect(stopped?.body).toMatchObject({
      code: 'TOO_MANY_WRONG_PINS',
      message: 'Too many wrong PINs from this kiosk. Please try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    expect(stopped?.headers['retry-after']).toBe('900');

    // The front kiosk's right PIN is refused too, with the same reason: it is the kiosk that is stopped.
    const frontRight = await punch(front, codeOf(0), pins[0] as string);
    expect(frontRight.status).toBe(429);
    expect(frontRight.body.code).toBe('TOO_MANY_WRONG_PINS');

    // Nobody is locked: the whole crew punches at the back kiosk.
    const crew = await Promise.all(pins.map((pin, i) => punch(back, codeOf(i), pin)));
    expect(crew.map((answer) => answer.status)).toEqual(Array(CREW).fill(201));
    const employees = await call({ url: '/api/admin/employees', token: manager });
    expect(
      employees.body.employees.filter((e: { pinLockedUntil: string | null }) => e.pinLockedUntil),
    ).toEqual([]);

    // The manager sees which kiosk is stopped, and until when.
    const devices = await call({ url: '/api/admin/devices', token: manager });
    const byName = Object.fromEntries(
      devices.body.devices.map((d: { name: string; pinStoppedUntil: string | null }) => [
        d.name,
        d.pinStoppedUntil,
      ]),
    );
    expect(byName).toEqual({ 'Front door': new Date(clock + 15 * 60_000).toISOString(), 'Back door': null });

    // The budget is a window: 15 minutes later the front kiosk takes PINs again.
    clock += 15 * 60_000 + 1_000;
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/shift/clock-out',
          token: front,
          body: { employeeId: codeOf(0), pin: pins[0] },
        })
      ).status,
    ).toBe(200);
  });

  it('counts offline batches against the same budget', async () => {
    const { wrongPin, pins, kiosk } = await crewLocation();
    const front = await kiosk('Front door');
    const back = await kiosk('Back door');
    const sentAt = new Date(clock).toISOString();
    const guesses = (count: number) =>
      Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        type: 'clock-in' as const,
        employeeId: codeOf(n % CREW),
        pin: wrongPin(n % CREW),
        deviceTime: sentAt,
      }));
    const send = (punches: ReturnType<typeof guesses>) =>
      call({ method: 'POST', url: '/api/shift/offline-punches', token: front, body: { sentAt, punches } });
    // Two batches of 100 wrong PINs, as in the audit: every punch goes to review, none locks anyone.
    const first = await send(guesses(100));
    const second = await send(guesses(100));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(
      [...first.body.results, ...second.body.results].every(
        (r: { outcome: string }) => r.outcome === 'review',
      ),
    ).toBe(true);
    const reasons = await t.pool.query<{ reason: string; count: number }>(
      `select reason, count(*)::int as count from offline_punches group by reason order by reason`,
    );
    expect(reasons.rows).toEqual([
      { reason: 'PIN_WRONG', count: 20 },
      { reason: 'TOO_MANY_WRONG_PINS', count: 180 },
    ]);
    const crew = await Promise.all(pins.map((pin, i) => punch(back, codeOf(i), pin)));
    expect(crew.map((answer) => answer.status)).toEqual(Array(CREW).fill(201));
  });

  it('stops an address whose kiosks together send too many wrong PINs; another address goes on', async () => {
    const { wrongPin, pins, kiosk } = await crewLocation();
    const ip = '203.0.113.7';
    // Three tokens from one address, each within its own budget of 20: 60 wrong PINs fill the address's.
    for (let k = 0; k < 3; k++) {
      const token = await kiosk(undefined, ip);
      for (let n = 0; n < 20; n++) {
        const i = (k * 20 + n) % CREW;
        expect((await punch(token, codeOf(i), wrongPin(i), ip)).status).not.toBe(429);
      }
    }
    const fourth = await kiosk(undefined, ip);
    const refused = await punch(fourth, codeOf(24), pins[24] as string, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_WRONG_PINS');
    expect((await punch(fourth, codeOf(24), pins[24] as string, '198.51.100.9')).status).toBe(201);
  });

  it("lifts every lock at the location at once: the employees' and the kiosks'", async () => {
    const { manager, pins, wrongPin, kiosk } = await crewLocation();
    const front = await kiosk('Front door');
    // Five wrong PINs each lock four employees; the front kiosk's budget of 20 is spent.
    for (let i = 0; i < 4; i++) for (let n = 0; n < 5; n++) await punch(front, codeOf(i), wrongPin(i));
    const listed = await call({ url: '/api/admin/employees', token: manager });
    expect(
      listed.body.employees.filter((e: { pinLockedUntil: string | null }) => e.pinLockedUntil),
    ).toHaveLength(4);
    expect((await punch(front, codeOf(9), pins[9] as string)).status).toBe(429);

    const kioskCannot = await call({ method: 'DELETE', url: '/api/admin/pin-locks', token: front });
    expect(kioskCannot.status).toBe(403);

    const lifted = await call({ method: 'DELETE', url: '/api/admin/pin-locks', token: manager });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ message: 'PIN locks lifted', employeesUnlocked: 4, devicesResumed: 1 });
    const after = await call({ url: '/api/admin/employees', token: manager });
    expect(after.body.employees.filter((e: { pinLockedUntil: string | null }) => e.pinLockedUntil)).toEqual(
      [],
    );
    const crew = await Promise.all(pins.slice(0, 10).map((pin, i) => punch(front, codeOf(i), pin)));
    expect(crew.map((answer) => answer.status)).toEqual(Array(10).fill(201));
  });
});
