import { DEFAULT_PHONE_PUNCHES } from '@shiftclock/contract/phone-punch';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation } from '../../../test/fixtures.ts';
import { kioskLocation, saveSettings } from '../../../test/kiosk-location.ts';

/**
 * Punches from the employee's phone (docs/decisions/0196-phone-punches-in-a-radius.md): only where
 * the location turned them on, only within its radius, and then exactly the kiosk's punch (PIN and
 * its lock, one open shift per person), marked with the phone's distance.
 */

const app = testAppAt(Date.parse('2026-11-23T14:00:00Z'));
const call = (...args: Parameters<typeof app.call>) => app.call(...args);

/** Midtown's door, and two points due north of it: 0.0003° ≈ 33 m, 0.0038° ≈ 423 m. */
const DOOR = { latitude: 40.754932, longitude: -73.984016 };
const near = { latitude: DOOR.latitude + 0.0003, longitude: DOOR.longitude, accuracy: 12 };
const far = { latitude: DOOR.latitude + 0.0038, longitude: DOOR.longitude, accuracy: 12 };
const phoneOn = { ...DEFAULT_PHONE_PUNCHES, enabled: true, ...DOOR, radiusMeters: 150 };

/**
 * Ann Lee (007) at a location taking phone punches within 150 m, also working (as 042) at a second
 * location of the organization that does not take them; her app's token; both managers' and kiosks'.
 */
async function annWithPhone(settings: { pinLength?: 0 | 4 } = {}) {
  const here = await kioskLocation(app.t, call, { phonePunches: phoneOn, ...settings });
  const ann = await app.t.pool.query<{ person_id: string; organization_id: string }>(
    `select e.person_id, l.organization_id from employees e join locations l on l.id = e.location_id
      where e.location_id = $1 and e.code = '007'`,
    [here.location.id],
  );
  const { person_id: personId, organization_id: organizationId } = ann.rows[0] ?? {};
  if (!personId || !organizationId) throw new Error('no Ann');
  const other = await createLocation(app.t.db, organizationId);
  await createEmployee(app.t.db, other.location.id, '042', { personId });
  const otherKiosk = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { locationId: other.code, password: other.locationPassword, accountType: 'location' },
  });
  const token = await employeeToken(call, here.manager, '007');
  return { ...here, personId, other: { ...other, kiosk: otherKiosk.body.token as string }, token };
}

type Punch = 'clock-in' | 'clock-out' | 'break-start' | 'break-end';
/** A punch from Ann's app, with the headers a client may add (an Idempotency-Key). */
async function phonePunch(
  token: string,
  kind: Punch,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await app.t.app.inject({
    method: 'POST',
    url: `/api/me/${kind}`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const shiftsOf = async (personId: string) =>
  (
    await app.t.pool.query(
      `select clock_out is null as open, clock_in_phone_distance_m, clock_out_phone_distance_m
         from shifts where person_id = $1 order by clock_in`,
      [personId],
    )
  ).rows;

describe('the location setting', () => {
  it('is off by default, and only a manager turns it on, with a position and a radius in range', async () => {
    const { kiosk, manager } = await kioskLocation(app.t, call);
    const get = await call({ method: 'GET', url: '/api/admin/location-settings', token: manager });
    expect(get.body.settings.phonePunches).toEqual(DEFAULT_PHONE_PUNCHES);

    const refused = async (token: string, phonePunches: unknown) => {
      const settings = { ...get.body.settings, phonePunches };
      return call({ method: 'PUT', url: '/api/admin/location-settings', token, body: { settings } });
    };
    expect(await refused(kiosk, phoneOn)).toMatchObject({
      status: 403,
      body: { code: 'PHONE_PUNCHES_MANAGERS_ONLY' },
    });
    const noPosition = await refused(manager, { ...phoneOn, latitude: null });
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.errors[0]).toMatchObject({ code: 'PHONE_PUNCHES_NEED_POSITION' });
    for (const bad of [
      { latitude: 91 },
      { longitude: -180.5 },
      { radiusMeters: 49 },
      { radiusMeters: 120.5 },
    ]) {
      expect((await refused(manager, { ...phoneOn, ...bad })).status, JSON.stringify(bad)).toBe(400);
    }
    const after = await call({ method: 'GET', url: '/api/admin/location-settings', token: manager });
    expect(after.body.settings.phonePunches).toEqual(DEFAULT_PHONE_PUNCHES);

    await saveSettings(call, manager, { phonePunches: phoneOn });
    const saved = await call({ method: 'GET', url: '/api/admin/location-settings', token: manager });
    expect(saved.body.settings.phonePunches).toEqual(phoneOn);
    // A save without the setting (an older client) keeps it.
    const { phonePunches: _left, ...older } = saved.body.settings;
    await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: manager,
      body: { settings: older },
    });
    const kept = await call({ method: 'GET', url: '/api/admin/location-settings', token: manager });
    expect(kept.body.settings.phonePunches).toEqual(phoneOn);
  });
});

describe('a punch from the phone', () => {
  it('clocks in within the radius, marked as from the phone with its distance, then breaks and clocks out', async () => {
    const { token, personId, kiosk, manager, location } = await annWithPhone();
    const clockIn = await phonePunch(token, 'clock-in', { locationId: location.code, position: near });
    expect(clockIn).toMatchObject({
      status: 201,
      body: { message: 'Clocked in successfully', distanceMeters: 33, radiusMeters: 150 },
    });
    expect(clockIn.body.shift).toMatchObject({ isActive: true, employee: { name: 'Ann Lee' } });
    expect(await shiftsOf(personId)).toEqual([
      { open: true, clock_in_phone_distance_m: 33, clock_out_phone_distance_m: null },
    ]);

    // The kiosk's Currently Working and the manager's list show the shift, marked.
    const current = await call({ method: 'GET', url: '/api/shift/current', token: kiosk });
    expect(current.body.shifts).toEqual([
      expect.objectContaining({ employee: expect.objectContaining({ employeeId: '007' }) }),
    ]);
    const listed = await call({ method: 'GET', url: '/api/admin/shifts', token: manager });
    expect(listed.body.shifts[0].phone).toEqual({ clockInMeters: 33, clockOutMeters: null });

    const breakStart = await phonePunch(token, 'break-start', { locationId: location.code, position: near });
    expect(breakStart).toMatchObject({ status: 201, body: { message: 'Break started', distanceMeters: 33 } });
    const breakEnd = await phonePunch(token, 'break-end', { locationId: location.code, position: near });
    expect(breakEnd).toMatchObject({ status: 200, body: { message: 'Break ended' } });
    const breaks = await app.t.pool.query(
      `select start_phone_distance_m as s, end_phone_distance_m as e from shift_breaks where shift_id = $1`,
      [clockIn.body.shift.id],
    );
    expect(breaks.rows).toEqual([{ s: 33, e: 33 }]);

    const out = await phonePunch(token, 'clock-out', { locationId: location.code, position: near });
    expect(out).toMatchObject({ status: 200, body: { message: 'Clocked out successfully' } });
    expect(await shiftsOf(personId)).toEqual([
      { open: false, clock_in_phone_distance_m: 33, clock_out_phone_distance_m: 33 },
    ]);
  });

  it('is refused outside the radius, saying how far and how near it must be, and writes nothing', async () => {
    const { token, personId, location } = await annWithPhone();
    const refused = await phonePunch(token, 'clock-in', { locationId: location.code, position: far });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'OUTSIDE_PHONE_RADIUS',
        message: `You are 423 m from ${location.name}; punches from the app work within 150 m.`,
        distanceMeters: 423,
        radiusMeters: 150,
        locationName: location.name,
      },
    });
    expect(await shiftsOf(personId)).toEqual([]);
  });

  it('is refused when the position is less precise than the radius', async () => {
    const { token, location } = await annWithPhone();
    const vague = await phonePunch(token, 'clock-in', {
      locationId: location.code,
      position: { ...near, accuracy: 900.2 },
    });
    expect(vague).toMatchObject({
      status: 403,
      body: { code: 'POSITION_TOO_VAGUE', accuracyMeters: 901, radiusMeters: 150 },
    });
  });

  it('is refused where the location has phone punches off, and at a location the person does not work at', async () => {
    const { token, personId, other } = await annWithPhone();
    expect(await phonePunch(token, 'clock-in', { locationId: other.code, position: near })).toMatchObject({
      status: 403,
      body: { code: 'PHONE_PUNCHES_OFF' },
    });
    // Someone else's location, with phone punches on: not found, as an unknown code.
    const stranger = await annWithPhone();
    for (const locationId of [stranger.location.code, 'ZZZZZZ']) {
      expect(await phonePunch(token, 'clock-in', { locationId, position: near })).toMatchObject({
        status: 404,
        body: { code: 'LOCATION_NOT_FOUND' },
      });
    }
    expect(await shiftsOf(personId)).toEqual([]);
  });

  it('needs a valid position: 400 without one or with one out of range', async () => {
    const { token, location } = await annWithPhone();
    const bodies = [
      { locationId: location.code },
      { locationId: location.code, position: { latitude: 40.75, longitude: -73.98 } },
      { locationId: location.code, position: { ...near, latitude: 91 } },
      { locationId: location.code, position: { ...near, longitude: '-73.98' } },
      { locationId: location.code, position: { ...near, accuracy: -1 } },
      { position: near },
    ];
    for (const body of bodies) {
      expect((await phonePunch(token, 'clock-in', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('checks the PIN as the kiosk does: its refusal, and the lock after five wrong ones', async () => {
    const { token, manager, location } = await annWithPhone({ pinLength: 4 });
    const reset = await call({ method: 'POST', url: '/api/admin/employees/007/pin', token: manager });
    const pin = reset.body.pin as string;
    const wrong = pin === '4826' ? '4827' : '4826';
    const body = { locationId: location.code, position: near };
    expect((await phonePunch(token, 'clock-in', body)).status).toBe(400);
    for (const left of [4, 3, 2, 1]) {
      expect(await phonePunch(token, 'clock-in', { ...body, pin: wrong })).toMatchObject({
        status: 401,
        body: { code: 'PIN_WRONG', attemptsLeft: left },
      });
    }
    expect((await phonePunch(token, 'clock-in', { ...body, pin: wrong })).body.code).toBe('PIN_LOCKED');
    expect(await phonePunch(token, 'clock-in', { ...body, pin })).toMatchObject({
      status: 429,
      body: { code: 'PIN_LOCKED' },
    });
  });

  it('is refused while clocked in at another location: CLOCKED_IN_ELSEWHERE', async () => {
    const { token, location, other } = await annWithPhone();
    const atOther = await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: other.kiosk,
      body: { employeeId: '042' },
    });
    expect(atOther.status).toBe(201);
    expect(await phonePunch(token, 'clock-in', { locationId: location.code, position: near })).toMatchObject({
      status: 409,
      body: { code: 'CLOCKED_IN_ELSEWHERE', locationName: other.location.name },
    });
  });

  it('punches once for a retry with the same Idempotency-Key', async () => {
    const { token, personId, location } = await annWithPhone();
    const body = { locationId: location.code, position: near };
    const headers = { 'idempotency-key': 'phone-retry-1' };
    const first = await phonePunch(token, 'clock-in', body, headers);
    const again = await phonePunch(token, 'clock-in', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.shift.id).toBe(first.body.shift.id);
    expect(await shiftsOf(personId)).toHaveLength(1);
  });
});

describe('GET /api/me/phone-clock', () => {
  it("lists the person's locations taking phone punches, and their open shift wherever it is", async () => {
    const { token, location, other } = await annWithPhone();
    const before = await call({ method: 'GET', url: '/api/me/phone-clock', token });
    expect(before.body).toEqual({
      locations: [
        {
          locationId: location.code,
          locationName: location.name,
          timezone: location.timezone,
          radiusMeters: 150,
          pinLength: 0,
        },
      ],
      openShift: null,
    });
    await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: other.kiosk,
      body: { employeeId: '042' },
    });
    const after = await call({ method: 'GET', url: '/api/me/phone-clock', token });
    expect(after.body.openShift).toEqual({
      locationId: other.code,
      locationName: other.location.name,
      clockIn: '2026-11-23T14:00:00.000Z',
      onBreakSince: null,
    });
  });
});
