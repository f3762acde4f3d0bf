import { PIN_BATCH_MAX } from '@shiftclock/contract/employee-pin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { kioskLocation } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { isGuessablePin } from '../../security/pins.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

type MadePin = { employeeId: string; name: string; pin: string };

/** A location with PINs of `pinLength` digits: Ann (007) has a PIN, Bo (001), Cy (002) and Di (003, removed) none. */
async function crew(pinLength: 0 | 4 | 6 = 4) {
  const made = await kioskLocation(t, call, { pinLength });
  const { manager, location } = made;
  const ann = await call({ method: 'POST', url: '/api/admin/employees/007/pin', token: manager });
  await createEmployee(t.db, location.id, '001', { name: 'Bo Diaz' });
  await createEmployee(t.db, location.id, '002', { name: 'Cy Park' });
  await createEmployee(t.db, location.id, '003', { name: 'Di Moss', isActive: false });
  return { ...made, annPin: ann.body.pin as string };
}

const coverage = (token: string) => call({ url: '/api/admin/pins', token });
const createPins = (token: string) => call({ method: 'POST', url: '/api/admin/pins', token });
const clockIn = (token: string, employeeId: string, pin: string) =>
  call({ method: 'POST', url: '/api/shift/clock-in', token, body: { employeeId, pin } });

describe('PINs for everyone without one', () => {
  it('counts the active employees without a PIN, and gives each of them one in one call, shown once', async () => {
    const { kiosk, manager, annPin } = await crew(6);
    const before = await coverage(manager);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ activeEmployees: 3, withoutPin: 2 });

    const made = await createPins(manager);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ message: 'PINs created', remaining: 0 });
    // The removed employee and the one who had a PIN get none; by ID, with the location's length.
    const pins: MadePin[] = made.body.pins;
    expect(pins.map(({ employeeId, name }) => ({ employeeId, name }))).toEqual([
      { employeeId: '001', name: 'Bo Diaz' },
      { employeeId: '002', name: 'Cy Park' },
    ]);
    for (const { pin } of pins) {
      expect(pin).toMatch(/^\d{6}$/);
      expect(isGuessablePin(pin)).toBe(false);
    }
    expect((await coverage(manager)).body).toEqual({ activeEmployees: 3, withoutPin: 0 });

    // Each PIN is the one stored; Ann's old PIN still works; nothing answers the PINs again.
    for (const { employeeId, pin } of pins) expect((await clockIn(kiosk, employeeId, pin)).status).toBe(201);
    expect((await clockIn(kiosk, '007', annPin)).status).toBe(201);
    const list = await call({ url: '/api/admin/employees', token: manager });
    expect(list.body.employees.map((employee: { pinSet: boolean }) => employee.pinSet)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    for (const { pin } of pins) expect(JSON.stringify(list.body)).not.toContain(pin);
    const again = await createPins(manager);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'PINs created', pins: [], remaining: 0 });
  });

  it('makes 4-digit PINs while PINs are off, ready before the setting is turned on', async () => {
    const { manager } = await crew(0);
    const made = await createPins(manager);
    expect(made.body.pins).toHaveLength(2);
    for (const { pin } of made.body.pins as MadePin[]) expect(pin).toMatch(/^\d{4}$/);
  });

  it('gives each employee one PIN when two calls arrive at once', async () => {
    const { kiosk, manager } = await crew();
    const answers = await Promise.all([createPins(manager), createPins(manager), createPins(manager)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const handedOut: MadePin[] = answers.flatMap((answer) => answer.body.pins);
    // Every employee without a PIN got exactly one, from whichever call stored it first.
    expect(handedOut.map((made) => made.employeeId).sort()).toEqual(['001', '002']);
    for (const { employeeId, pin } of handedOut)
      expect((await clockIn(kiosk, employeeId, pin)).status).toBe(201);
  });

  it(`makes at most ${PIN_BATCH_MAX} a call, and says how many are left`, async () => {
    const { manager, location } = await crew();
    for (let n = 10; n < 10 + PIN_BATCH_MAX; n++)
      await createEmployee(t.db, location.id, String(n).padStart(3, '0'));
    const first = await createPins(manager);
    expect(first.body.pins).toHaveLength(PIN_BATCH_MAX);
    expect(first.body.remaining).toBe(2);
    const second = await createPins(manager);
    expect(second.body.pins).toHaveLength(2);
    expect(second.body.remaining).toBe(0);
  });

  it("is the manager's alone, at the manager's own location", async () => {
    const { kiosk, manager } = await crew();
    const other = await crew();
    for (const answer of [await coverage(kiosk), await createPins(kiosk)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.pins).toBeUndefined();
    }
    expect((await call({ method: 'POST', url: '/api/admin/pins' })).status).toBe(401);
    expect((await createPins(manager)).body.pins).toHaveLength(2);
    expect((await coverage(other.manager)).body).toEqual({ activeEmployees: 3, withoutPin: 2 });
  });

  it('answers a malformed body with 400, not an error', async () => {
    const { manager } = await crew();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pins',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      payload: '{"all":',
    });
    expect(res.statusCode).toBe(400);
    expect((await coverage(manager)).body.withoutPin).toBe(2);
  });
});
