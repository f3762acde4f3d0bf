import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import type { LocationAccount } from '../../platform/account.ts';
import { punchIn, punchOut } from './kiosk.repository.ts';
import { punchGuard } from './punch-guard.ts';

// The one-statement punch's guard (punch-guard.ts, migration 0015): the days it asks about, and that a
// guarded punch writes nothing unless punch_allowed says yes. The race with an approval holding the
// location is in timesheets/approved-periods.test.ts.

/** Monday 2026-11-30, 15:00 in Paris. */
const AT = new Date('2026-11-30T14:00:00Z');
const runawayBefore = new Date(AT.getTime() - 16 * 3_600_000);

const account = (payroll: LocationAccount['payroll'], timezone = 'Europe/Paris') =>
  ({ timezone, payroll }) as LocationAccount;

describe('the days a punch asks about', () => {
  it("a clock-in: its workday to the end of that workweek, from the period's start day", () => {
    // Weekly from Monday 2026-01-05: Monday Nov 30 to Sunday Dec 6.
    expect(punchGuard(account(null), { kind: 'clock-in', at: AT })).toEqual([
      'Europe/Paris',
      'null',
      '2026-11-30',
      '2026-12-06',
    ]);
    // Workweeks from Wednesdays, workdays from 16:00: 15:00 on Monday is still Sunday's workday.
    const payroll = { periodStart: '2026-01-07', workdayStart: '16:00' };
    expect(punchGuard(account(payroll), { kind: 'clock-in', at: AT })).toEqual([
      'Europe/Paris',
      JSON.stringify(payroll),
      '2026-11-29',
      '2026-12-01',
    ]);
  });

  it('a clock-out or a break: from the workday of the oldest shift it could still end', () => {
    // 16 h before Monday 15:00 is Sunday 23:00: Sunday belongs to the workweek before.
    expect(punchGuard(account(null), { kind: 'active-shift', at: AT, runawayBefore })).toEqual([
      'Europe/Paris',
      'null',
      '2026-11-29',
      '2026-12-06',
    ]);
  });
});

describe('a guarded punch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function place() {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
    await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const shiftCount = async () =>
      (
        await t.pool.query<{ n: number }>('select count(*)::int as n from shifts where location_id = $1', [
          loc.location.id,
        ])
      ).rows[0]?.n;
    return { locationId: loc.location.id, shiftCount };
  }

  it('writes when the settings are as the token read them and no approval touches its days', async () => {
    const { locationId, shiftCount } = await place();
    const guard = punchGuard(account(null), { kind: 'clock-in', at: AT });
    const punch = await punchIn(t.db, { locationId, code: '001', at: AT, guard });
    expect(punch?.shift?.clockIn).toEqual(AT);
    expect(await shiftCount()).toBe(1);
  });

  it('writes nothing when the zone or the payroll settings changed since the token read them', async () => {
    const { locationId, shiftCount } = await place();
    for (const stale of [
      account(null, 'Europe/Madrid'),
      account({ ...DEFAULT_PAYROLL, workdayStart: '06:00' }),
    ]) {
      const guard = punchGuard(stale, { kind: 'clock-in', at: AT });
      expect(await punchIn(t.db, { locationId, code: '001', at: AT, guard })).toBeUndefined();
    }
    expect(await shiftCount()).toBe(0);
  });

  it('writes nothing when an approved period shares a day with them', async () => {
    const { locationId, shiftCount } = await place();
    await punchIn(t.db, { locationId, code: '001', at: new Date(AT.getTime() - 3_600_000) });
    // Approved: the week before, which holds Sunday Nov 29, the workday of the oldest shift a
    // clock-out could end.
    await t.pool.query(
      `insert into pay_period_approvals (location_id, start_date, end_date, approved_by)
       values ($1, '2026-11-23', '2026-11-29', 'a test')`,
      [locationId],
    );
    const clockIn = punchGuard(account(null), { kind: 'clock-in', at: AT });
    const clockOut = punchGuard(account(null), { kind: 'active-shift', at: AT, runawayBefore });
    expect(
      await punchOut(t.db, { locationId, code: '001', at: AT, runawayBefore, guard: clockOut }),
    ).toBeUndefined();
    const open = await t.pool.query('select 1 from shifts where location_id = $1 and clock_out is null', [
      locationId,
    ]);
    expect(open.rowCount).toBe(1);
    // The clock-in's own days (from Monday) are clear: the guard lets it through to the punch, which
    // then finds the shift still open and writes nothing either.
    expect((await punchIn(t.db, { locationId, code: '001', at: AT, guard: clockIn }))?.shift).toBeNull();
    expect(await shiftCount()).toBe(1);
  });
});
