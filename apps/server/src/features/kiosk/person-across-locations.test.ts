import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';

/**
 * One person at two locations (docs/decisions/0187-one-person-across-locations.md): one open shift
 * and one schedule at a time, wherever; one PIN and one name; the refusals say "elsewhere" and only
 * the kiosk, where the person stands, names the other location.
 */

const app = testAppAt(Date.parse('2026-11-23T08:00:00Z'));
const call = (...args: Parameters<typeof app.call>) => app.call(...args);

/** Two locations of one organization, their kiosk and manager tokens, and one person working at both. */
async function twoSites() {
  const { organization } = await createOrganization(app.t.db);
  const sites = [];
  for (let i = 0; i < 2; i++) {
    const loc = await createLocation(app.t.db, organization.id);
    const token = async (accountType: 'location' | 'manager') => {
      const password = accountType === 'manager' ? loc.managerPassword : loc.locationPassword;
      const res = await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { locationId: loc.code, password, accountType },
      });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    sites.push({ ...loc, kiosk: await token('location'), manager: await token('manager') });
  }
  const [a, b] = sites as [(typeof sites)[number], (typeof sites)[number]];
  const atA = await createEmployee(app.t.db, a.location.id, '001', { name: 'Ada Lovelace' });
  await createEmployee(app.t.db, b.location.id, '042', { personId: atA.personId });
  return { a, b };
}

const punch = (token: string, employeeId: string, url = '/api/shift/clock-in') =>
  call({ method: 'POST', url, token, body: { employeeId } });

describe('one person at two locations', () => {
  it("refuses a clock-in at B while clocked in at A, naming A; B works once A's shift is over", async () => {
    const { a, b } = await twoSites();
    expect((await punch(a.kiosk, '001')).status).toBe(201);
    expect(await punch(b.kiosk, '042')).toMatchObject({
      status: 409,
      body: {
        message: `Ada Lovelace is clocked in at ${a.location.name}`,
        code: 'CLOCKED_IN_ELSEWHERE',
        employeeName: 'Ada Lovelace',
        locationName: a.location.name,
      },
    });
    // A's clock-in here is still "already clocked in", not "elsewhere".
    expect((await punch(a.kiosk, '001')).body.code).toBe('ALREADY_CLOCKED_IN');
    expect((await punch(a.kiosk, '001', '/api/shift/clock-out')).status).toBe(200);
    expect((await punch(b.kiosk, '042')).status).toBe(201);
    const shifts = await app.t.pool.query(
      `select s.location_id from shifts s join employees e on e.id = s.employee_id
        where e.person_id = (select person_id from employees where code = '042' and location_id = $1)
        order by s.clock_in`,
      [b.location.id],
    );
    expect(shifts.rows.map((r) => r.location_id)).toEqual([a.location.id, b.location.id]);
  });

  it('lets exactly one of 50 simultaneous clock-ins at two kiosks win', async () => {
    const { a, b } = await twoSites();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? punch(a.kiosk, '001') : punch(b.kiosk, '042'))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(49);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(['ALREADY_CLOCKED_IN', 'CLOCKED_IN_ELSEWHERE']).toContain(refused.body.code);
    const open = await app.t.pool.query(
      `select count(*)::int as n from shifts where location_id in ($1, $2) and clock_out is null`,
      [a.location.id, b.location.id],
    );
    expect(open.rows[0].n).toBe(1);
  });

  it("refuses to schedule the person at B over their shift at A, without telling B anything of A's", async () => {
    const { a, b } = await twoSites();
    const schedule = (token: string, employeeId: string, start: string, end: string) =>
      call({
        method: 'POST',
        url: '/api/admin/scheduled-shifts',
        token,
        body: { employeeId, scheduledStart: start, scheduledEnd: end, notes: '' },
      });
    expect((await schedule(a.manager, '001', '2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z')).status).toBe(
      201,
    );
    const refused = await schedule(b.manager, '042', '2026-11-24T12:00:00Z', '2026-11-24T18:00:00Z');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'This employee is scheduled at another location at that time',
        code: 'SCHEDULE_BUSY_ELSEWHERE',
      },
    });
    expect(JSON.stringify(refused.body)).not.toContain(a.location.name);
    // Back to back is no overlap; an overlap at the same location keeps its own message.
    const after = await schedule(b.manager, '042', '2026-11-24T16:00:00Z', '2026-11-24T20:00:00Z');
    expect(after.status).toBe(201);
    expect((await schedule(b.manager, '042', '2026-11-24T19:00:00Z', '2026-11-24T21:00:00Z')).body.code).toBe(
      'SCHEDULE_OVERLAP',
    );
    // Moving B's shift onto A's is refused the same way.
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${after.body.scheduledShift.id}`,
      token: b.manager,
      body: { scheduledStart: '2026-11-24T15:00:00Z', scheduledEnd: '2026-11-24T20:00:00Z' },
    });
    expect(moved.body.code).toBe('SCHEDULE_BUSY_ELSEWHERE');
  });

  it("refuses a missed shift at B over the person's worked shift at A", async () => {
    const { a, b } = await twoSites();
    expect((await punch(a.kiosk, '001')).status).toBe(201);
    const added = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: b.manager,
      body: { employeeId: '042', clockIn: '2026-11-23T06:00:00Z', clockOut: '2026-11-23T08:00:00Z' },
    });
    // The shift at A runs from 08:00 until now (08:00): a missed shift ending then does not meet it.
    expect(added.status).toBe(201);
    const over = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: b.manager,
      body: { employeeId: '042', clockIn: '2026-11-22T06:00:00Z', clockOut: '2026-11-22T10:00:00Z' },
    });
    expect(over.status).toBe(201);
    const overlapping = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: a.manager,
      body: { employeeId: '001', clockIn: '2026-11-22T09:00:00Z', clockOut: '2026-11-22T11:00:00Z' },
    });
    expect(overlapping).toMatchObject({
      status: 409,
      body: {
        message: 'This employee has a shift at another location at that time',
        code: 'OVERLAP_ELSEWHERE',
      },
    });
  });

  it('has one name and one PIN: a rename or a new PIN at A shows at B', async () => {
    const { a, b } = await twoSites();
    const renamed = await call({
      method: 'PUT',
      url: '/api/admin/employees/001',
      token: a.manager,
      body: { name: 'Ada King' },
    });
    expect(renamed.status).toBe(200);
    expect(
      (await call({ method: 'POST', url: '/api/admin/employees/001/pin', token: a.manager })).status,
    ).toBe(200);
    const atB = await call({ url: '/api/admin/employees', token: b.manager });
    expect(atB.body.employees).toEqual([
      expect.objectContaining({ employeeId: '042', name: 'Ada King', pinSet: true }),
    ]);
  });
});
