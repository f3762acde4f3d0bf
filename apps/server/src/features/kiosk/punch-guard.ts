import type { LocationAccount } from '../../platform/account.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { daysChangedBy, payrollOf } from '../approvals/approval-guard.ts';

/**
 * A live punch in one statement (docs/decisions/0186-the-punch-in-one-statement.md). The approved-period
 * check (approval-guard.ts) needs the location locked and then the approvals read; the punch's
 * statement asks PostgreSQL's `punch_allowed` (migration 0015) to do both inside it, for the days
 * worked out here from the location's zone and payroll settings as the token read them
 * (platform/account.ts). `punch_allowed` answers false when those settings have changed since, or
 * an approval touches those days; the punch then writes nothing and takes the transactional path,
 * which gives the exact answer.
 *
 * The days: a clock-in changes its own workday to the end of that workweek, as approval-guard.ts
 * counts it. A clock-out or a break changes the active shift's, and a shift that a punch still ends
 * began within the last MAX_OPEN_SHIFT_HOURS (older ones are runaways, closed for review instead):
 * so the days from the workday of `runawayBefore` to the end of today's workweek hold every day the
 * exact check could name. No approval there means the exact check passes too.
 */
export type PunchGuard = [zone: string, payroll: string, fromDay: string, toDay: string];

type GuardedPunch = { kind: 'clock-in'; at: Date } | { kind: 'active-shift'; at: Date; runawayBefore: Date };

export function punchGuard(account: LocationAccount, punch: GuardedPunch): PunchGuard {
  const payroll = JSON.stringify(account.payroll);
  const minuteOf = (instant: Date) => Math.floor(instant.getTime() / 60_000);
  const key = `${punch.kind} ${account.timezone} ${payroll} ${minuteOf(punch.at)} ${
    punch.kind === 'active-shift' ? minuteOf(punch.runawayBefore) : ''
  }`;
  let guard = recentGuards.get(key);
  if (!guard) {
    const { from, to } = daysOf(account, punch);
    guard = [account.timezone, payroll, from, to];
    if (recentGuards.size >= 1_000) recentGuards.clear();
    recentGuards.set(key, guard);
  }
  return guard;
}

/**
 * The zone arithmetic costs more than the rest of a punch's JavaScript, and its answer changes only
 * when a workday begins, which is always on a whole minute: so it is kept per settings and minute.
 */
const recentGuards = new Map<string, PunchGuard>();

function daysOf(account: LocationAccount, punch: GuardedPunch) {
  const payroll = payrollOf({ payroll: account.payroll });
  const workdays = workdaysOf(account.timezone, payroll.workdayStart);
  const begun = punch.kind === 'clock-in' ? [punch.at] : [punch.runawayBefore, punch.at];
  return daysChangedBy(
    begun.map((clockIn) => ({ clockIn, clockOut: null })),
    workdays,
    payroll.periodStart,
  );
}

/**
 * The statement's part: `allowed` holds punch_allowed's answer for the guard's values at `$first`..,
 * and the employee CTE reads no row unless it is true, so nothing is written otherwise.
 */
export const guardCte = (first: number) =>
  `allowed as (select punch_allowed($1::uuid, $${first}, $${first + 1}::jsonb, $${first + 2}::date, $${first + 3}::date) as ok), `;
export const GUARDED = 'and (select ok from allowed)';
