import { refusalMessages } from '@shiftclock/contract/messages';
import { fillLimits, scheduleFillMessages as messages } from '@shiftclock/contract/schedule-fill';
import { movedByDays } from '@shiftclock/contract/time/same-wall-time';
import { daysBetween, localDayOf, localDaysRange } from '@shiftclock/contract/time/zoned-time';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { FieldInvalid, NotFound } from '../../platform/errors.ts';
import { findScheduledShift } from '../schedule/schedule.repository.ts';
import { findShiftsStartingIn, type PlannedShift } from './fill.repository.ts';
import { placeShifts, plannedAt } from './place-shifts.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

/** Copying days of the schedule, and repeating a shift weekly: the same wall times on other days. */
export function createScheduleFillService({ db }: { db: Db }) {
  return {
    async copy(
      account: Manager,
      body: { from: { startDate: string; endDate: string }; to: { startDate: string } },
    ) {
      const { from, to } = body;
      const length = daysBetween(from.startDate, from.endDate) + 1;
      if (length > fillLimits.copyDays) throw new FieldInvalid('from.endDate', messages.copyTooManyDays);
      const offset = daysBetween(from.startDate, to.startDate);
      if (Math.abs(offset) < length) throw new FieldInvalid('to.startDate', messages.copyOntoItself);
      const sources = await findShiftsStartingIn(
        db,
        account.locationId,
        localDaysRange(from.startDate, from.endDate, account.timezone),
      );
      return placeShifts(
        db,
        account.locationId,
        sources.map((shift) => moved(shift, offset, account.timezone)),
      );
    },

    /** The shift every 7 days after it, until `until` inclusive, at most 26 more. */
    async repeat(account: Manager, id: string, until: string) {
      const shift = await findScheduledShift(db, account.locationId, id);
      if (!shift) throw new NotFound(refusalMessages.shiftAlreadyDeleted);
      const first = localDayOf(shift.scheduledStart, account.timezone);
      const weeks = Math.floor(daysBetween(first, until) / 7);
      if (weeks < 1) throw new FieldInvalid('until', messages.repeatTooSoon);
      if (weeks > fillLimits.repeatWeeks) throw new FieldInvalid('until', messages.repeatTooManyWeeks);
      const source = { ...shift, employeeId: shift.employeeUuid };
      return placeShifts(
        db,
        account.locationId,
        Array.from({ length: weeks }, (_, week) => moved(source, 7 * (week + 1), account.timezone)),
      );
    },
  };
}

/** The shift `days` days later on the location's calendar, at the same wall times. */
function moved(
  shift: { employeeId: string; scheduledStart: Date; scheduledEnd: Date; notes: string },
  days: number,
  timeZone: string,
): PlannedShift {
  const times = { start: shift.scheduledStart.getTime(), end: shift.scheduledEnd.getTime() };
  return plannedAt(shift, movedByDays(times, days, timeZone));
}

export type ScheduleFillService = ReturnType<typeof createScheduleFillService>;
