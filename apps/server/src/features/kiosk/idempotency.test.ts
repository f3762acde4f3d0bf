import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

// A punch may carry an Idempotency-Key (docs/api.md): a client's retry after a lost answer gets the
// first answer again and never punches twice.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function kiosk() {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id);
  await createEmployee(t.db, loc.location.id, '007', { name: 'Ann Lee' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
  });
  const token = login.json().token as string;
  const punch = async (kind: 'in' | 'out', key?: string, employeeId = '007') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shift/clock-${kind}`,
      payload: { employeeId },
      headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const storedShifts = async () =>
    (await t.pool.query('select id, clock_out from shifts where location_id = $1', [loc.location.id])).rows;
  return { punch, storedShifts };
}

describe('a punch with an Idempotency-Key', () => {
  it('answers a retry with the first answer, and stores one shift', async () => {
    const { punch, storedShifts } = await kiosk();
    const first = await punch('in', 'tablet-1:0001');
    expect(first.status).toBe(201);
    expect(first.replayed).toBeUndefined();
    const retry = await punch('in', 'tablet-1:0001');
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await storedShifts()).toHaveLength(1);
  });

  it('does not clock in again when a late retry arrives after the clock-out', async () => {
    const { punch, storedShifts } = await kiosk();
    const clockIn = await punch('in', 'k-in');
    expect((await punch('out', 'k-out')).status).toBe(200);
    const late = await punch('in', 'k-in');
    expect(late.status).toBe(201);
    expect(late.body.shift.id).toBe(clockIn.body.shift.id);
    const shifts = await storedShifts();
    expect(shifts).toHaveLength(1);
    expect(shifts[0].clock_out).not.toBeNull();
  });

  it('punches once for 10 simultaneous retries, and answers each with that punch', async () => {
    const { punch, storedShifts } = await kiosk();
    const answers = await Promise.all(Array.from({ length: 10 }, () => punch('in', 'burst')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.shift.id)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(9);
    expect(await storedShifts()).toHaveLength(1);
  });

  it('refuses the same key for another punch with 409', async () => {
    const { punch } = await kiosk();
    await punch('in', 'once');
    const reused = await punch('out', 'once');
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({
      message: 'This Idempotency-Key was already used for a different punch',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('stores nothing for a refused punch: its retry is judged afresh', async () => {
    const { punch } = await kiosk();
    expect((await punch('in', 'ghost', '404')).status).toBe(404);
    expect((await punch('in', 'ghost', '404')).status).toBe(404);
    // The key was never used, so it may serve a real punch.
    expect((await punch('in', 'ghost')).status).toBe(201);
  });

  it('refuses a malformed key with 400 and punches nothing', async () => {
    const { punch, storedShifts } = await kiosk();
    for (const key of ['', 'with space', 'x'.repeat(101)]) {
      const res = await punch('in', key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    expect(await storedShifts()).toHaveLength(0);
  });
});
