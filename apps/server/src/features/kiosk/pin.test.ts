import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client.ts';
import { kioskLocation, saveSettings } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { isGuessablePin, randomPin } from '../../security/pins.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.parse('2026-11-22T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

/** A location with PINs of `pinLength` digits, its kiosk and manager tokens, and Ann (007) with a PIN. */
async function location(pinLength: 0 | 4 | 6 = 4) {
  const { kiosk, manager } = await kioskLocation(t, call, { pinLength });
  const reset = await call({ method: 'POST', url: '/api/admin/employees/007/pin', token: manager });
  expect(reset.status).toBe(200);
  return { kiosk, manager, pin: reset.body.pin as string };
}

const punch = (token: string, body: Record<string, unknown>, kind: 'in' | 'out' = 'in') =>
  call({ method: 'POST', url: `/api/shift/clock-${kind}`, token, body });

const wrongPinFor = (pin: string) => (pin === '4826' ? '4827' : '4826');

describe('employee PINs', () => {
  it('hands out a PIN once, of the location length, and never a guessable one', async () => {
    const { manager, pin } = await location(6);
    expect(pin).toMatch(/^\d{6}$/);
    const list = await call({ url: '/api/admin/employees', token: manager });
    expect(list.body.employees).toEqual([
      expect.objectContaining({ employeeId: '007', pinSet: true, pinLockedUntil: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(pin);
    for (const guessable of ['0000', '1234', '9876', '555555', '012345'])
      expect(isGuessablePin(guessable)).toBe(true);
    for (let i = 0; i < 200; i++) expect(isGuessablePin(randomPin(4))).toBe(false);
  });

  it('punches with the right PIN, and refuses a missing, malformed or wrong one with a clear message', async () => {
    const { kiosk, pin } = await location();
    const missing = await punch(kiosk, { employeeId: '007' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Please enter your PIN', code: 'PIN_REQUIRED' });

    const malformed = await punch(kiosk, { employeeId: '007', pin: '12a4' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('PIN must be 4 to 6 digits');

    const wrong = await punch(kiosk, { employeeId: '007', pin: wrongPinFor(pin) });
    expect(wrong.status).toBe(401);
    // Nameless: a guess at a colleague's ID does not learn whose it is.
    expect(wrong.body).toEqual({
      message: 'Wrong PIN. Attempts left: 4',
      code: 'PIN_WRONG',
      attemptsLeft: 4,
    });
    // A wrong PIN is not a bad session: the kiosk's token still works.
    const right = await punch(kiosk, { employeeId: '007', pin });
    expect(right.status).toBe(201);
    expect((await punch(kiosk, { employeeId: '007', pin }, 'out')).status).toBe(200);
  });

  it('locks after five wrong PINs in a row for five minutes, until a manager unlocks', async () => {
    const { kiosk, manager, pin } = await location();
    const wrong = wrongPinFor(pin);
    for (const left of [4, 3, 2, 1]) {
      expect((await punch(kiosk, { employeeId: '007', pin: wrong })).body.attemptsLeft).toBe(left);
    }
    const fifth = await punch(kiosk, { employeeId: '007', pin: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBe('300');
    expect(fifth.body).toEqual({
      code: 'PIN_LOCKED',
      message: 'Too many wrong PINs for this employee ID. Try again in 5 minutes or ask a manager to unlock.',
      retryAfterSeconds: 300,
    });
    expect(JSON.stringify(fifth.body)).not.toContain('Ann');
    // Locked: even the right PIN is refused, and the manager sees until when.
    clock += 60_000;
    const whileLocked = await punch(kiosk, { employeeId: '007', pin });
    expect(whileLocked.status).toBe(429);
    expect(whileLocked.body.retryAfterSeconds).toBe(240);
    const list = await call({ url: '/api/admin/employees', token: manager });
    expect(list.body.employees[0].pinLockedUntil).toBe(new Date(clock + 240_000).toISOString());

    const unlocked = await call({
      method: 'DELETE',
      url: '/api/admin/employees/007/pin-lock',
      token: manager,
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.employee.pinLockedUntil).toBeNull();
    expect((await punch(kiosk, { employeeId: '007', pin })).status).toBe(201);
  });

  it('lets a lock run out by itself, and a right PIN forgets the wrong ones before it', async () => {
    const { kiosk, pin } = await location();
    const wrong = wrongPinFor(pin);
    for (let i = 0; i < 4; i++) await punch(kiosk, { employeeId: '007', pin: wrong });
    expect((await punch(kiosk, { employeeId: '007', pin })).status).toBe(201);
    // The count starts again: four more wrong ones do not lock.
    for (let i = 0; i < 4; i++) {
      expect((await punch(kiosk, { employeeId: '007', pin: wrong }, 'out')).status).toBe(401);
    }
    expect((await punch(kiosk, { employeeId: '007', pin: wrong }, 'out')).status).toBe(429);
    clock += 5 * 60_000;
    expect((await punch(kiosk, { employeeId: '007', pin }, 'out')).status).toBe(200);
  });

  it('checks at most five of twenty simultaneous wrong PINs, and locks', async () => {
    const { kiosk, manager, pin } = await location();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => punch(kiosk, { employeeId: '007', pin: wrongPinFor(pin) })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    const list = await call({ url: '/api/admin/employees', token: manager });
    expect(list.body.employees[0].pinLockedUntil).not.toBeNull();
  });

  it('refuses an employee without a PIN, and lets a manager token punch without one', async () => {
    const { kiosk, manager } = await location();
    await call({ method: 'POST', url: '/api/admin/employees', token: manager, body: { name: 'Bo Diaz' } });
    const refused = await punch(kiosk, { employeeId: '001', pin: '4826' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PIN_NOT_SET',
      message: 'Bo Diaz has no PIN yet. Ask a manager to set one.',
      employeeName: 'Bo Diaz',
    });
    expect((await punch(manager, { employeeId: '001' })).status).toBe(201);
  });

  it('lets an employee without a PIN clock out and end a break with the ID alone, and nothing more', async () => {
    const { kiosk, manager } = await kioskLocation(t, call, { pinLength: 0 });
    await call({ method: 'POST', url: '/api/admin/employees', token: manager, body: { name: 'Bo Diaz' } });
    // Clocked in and on a break while PINs are off; then the manager turns them on.
    expect((await punch(kiosk, { employeeId: '001' })).status).toBe(201);
    expect((await punch(kiosk, { employeeId: '007' })).status).toBe(201);
    const breakCall = (kind: 'start' | 'end', body: Record<string, unknown>) =>
      call({ method: 'POST', url: `/api/shift/break-${kind}`, token: kiosk, body });
    expect((await breakCall('start', { employeeId: '001' })).status).toBe(201);
    await saveSettings(call, manager, { pinLength: 4 });

    // Starting work again still needs a PIN, with the messages as before.
    const noPin = await breakCall('start', { employeeId: '007' });
    expect(noPin.body).toMatchObject({ code: 'PIN_REQUIRED', message: 'Please enter your PIN' });
    const notSet = await breakCall('start', { employeeId: '007', pin: '4826' });
    expect(notSet.status).toBe(403);
    expect(notSet.body.message).toBe('Ann Lee has no PIN yet. Ask a manager to set one.');

    const ended = await breakCall('end', { employeeId: '001' });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe('Break ended');
    const out = await punch(kiosk, { employeeId: '001' }, 'out');
    expect(out.status).toBe(200);
    expect(out.body.shift).toMatchObject({ employee: { name: 'Bo Diaz' }, clockOut: expect.any(String) });
    // A PIN typed out of habit does not stand in the way either.
    expect((await punch(kiosk, { employeeId: '007', pin: '4826' }, 'out')).status).toBe(200);
    expect((await punch(kiosk, { employeeId: '001' })).status).toBe(400);

    // Once the employee has a PIN, the clock-out asks for it again.
    const reset = await call({ method: 'POST', url: '/api/admin/employees/007/pin', token: manager });
    expect((await punch(kiosk, { employeeId: '007', pin: reset.body.pin })).status).toBe(201);
    const without = await punch(kiosk, { employeeId: '007' }, 'out');
    expect(without.status).toBe(400);
    expect(without.body.code).toBe('PIN_REQUIRED');
    const wrong = await punch(kiosk, { employeeId: '007', pin: wrongPinFor(reset.body.pin) }, 'out');
    expect(wrong.status).toBe(401);
    expect((await punch(kiosk, { employeeId: '007', pin: reset.body.pin }, 'out')).status).toBe(200);
  });

  it('asks nothing while PINs are off, and only a manager changes the setting', async () => {
    const { kiosk, manager } = await location(0);
    expect((await punch(kiosk, { employeeId: '007' })).status).toBe(201);

    const turnOn = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: kiosk,
      body: { settings: { ...DEFAULT_SETTINGS, pinLength: 4 } },
    });
    expect(turnOn.status).toBe(403);
    expect(turnOn.body).toMatchObject({
      message: 'Only a manager can change the PIN setting.',
      code: 'PIN_SETTING_MANAGERS_ONLY',
    });
    // The kiosk's save of the other settings keeps the PIN setting, even one made meanwhile.
    await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: manager,
      body: { settings: { ...DEFAULT_SETTINGS, pinLength: 6 } },
    });
    const { pinLength: _left, ...withoutPin } = DEFAULT_SETTINGS;
    const kioskSave = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: kiosk,
      body: { settings: { ...withoutPin, timeFormat: '12h' } },
    });
    expect(kioskSave.status).toBe(200);
    expect(kioskSave.body.settings).toMatchObject({ pinLength: 6, timeFormat: '12h' });
    // The new setting reaches the kiosk's very next punch.
    expect((await punch(kiosk, { employeeId: '007' }, 'out')).status).toBe(400);
  });
});
