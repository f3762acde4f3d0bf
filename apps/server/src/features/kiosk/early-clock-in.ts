import { EARLY_CLOCK_IN_LOOKAHEAD_HOURS, earlyClockInRefusal } from '@shiftclock/contract/early-clock-in';
import { localTimeOfDay } from '@shiftclock/contract/time/zoned-time';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import { findNextScheduledStart } from '../schedule/schedule.repository.ts';

/**
 * The early clock-in limit (docs/api.md, "Kiosk"): a clock-in more than `minutes` before the
 * employee's next scheduled shift is refused with 409 EARLY_CLOCK_IN, naming the shift's start and
 * the first minute allowed (`scheduledStart` and `clockInFrom` in the body, for the kiosk to show at
 * the location's clock). A shift in progress, or no shift in the next 12 hours (unscheduled work),
 * does not limit the punch.
 */
export function createEarlyClockInCheck({ db, now }: { db: Db; now: () => Date }) {
  return async function checkEarlyClockIn(
    location: { locationId: string; timezone: string },
    code: string,
    minutes: number,
  ) {
    const early = await tooEarly(db, location.locationId, code, minutes, now());
    if (!early) return;
    const { employeeName, scheduledStart, from } = early;
    throw new Conflict(
      earlyClockInRefusal(
        employeeName,
        localTimeOfDay(scheduledStart, location.timezone),
        localTimeOfDay(from, location.timezone),
      ),
      {
        code: 'EARLY_CLOCK_IN',
        extra: {
          employeeName,
          scheduledStart: scheduledStart.toISOString(),
          clockInFrom: from.toISOString(),
        },
      },
    );
  };
}

/**
 * A clock-in at `at` that the limit refuses: the employee's next scheduled shift and the first
 * minute allowed. Undefined when the punch is allowed. Offline punches are judged by it too, at their
 * own time (features/offline-punches).
 */
export async function tooEarly(db: DbOrTx, locationId: string, code: string, minutes: number, at: Date) {
  const next = await findNextScheduledStart(db, {
    locationId,
    code,
    at,
    until: new Date(at.getTime() + EARLY_CLOCK_IN_LOOKAHEAD_HOURS * 3_600_000),
  });
  if (!next) return undefined;
  const from = new Date(next.scheduledStart.getTime() - minutes * 60_000);
  return at >= from ? undefined : { ...next, from };
}
