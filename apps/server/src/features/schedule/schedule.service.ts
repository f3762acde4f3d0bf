import { MAX_SCHEDULED_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { refusalMessages, timesheetMessages } from '@shiftclock/contract/messages';
import { type ScheduledShift, scheduleMessages } from '@shiftclock/contract/schedule';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error.ts';
import type { Account } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { findEmployee } from '../employees/employees.repository.ts';
import { currentWeekOf, weekOrRange } from '../settings/current-week.ts';
import {
  deleteFutureScheduledShift,
  findScheduledShift,
  findScheduledWeek,
  hasScheduledOverlapHere,
  insertScheduledShift,
  type ScheduledShiftRow,
  updateScheduledShiftTimes,
} from './schedule.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

/** What employees see of the shift (docs/decisions/0198-draft-and-publish.md). */
function stateOf(row: ScheduledShiftRow): ScheduledShift['state'] {
  if (!row.publishedAt) return 'draft';
  const same =
    row.publishedStart?.getTime() === row.scheduledStart.getTime() &&
    row.publishedEnd?.getTime() === row.scheduledEnd.getTime();
  return same ? 'published' : 'changed';
}

/** docs/product.md section 11.4's scheduled shift, with `_id` and `employeeName` as docs/product.md names them. */
export const toScheduledShiftDto = (row: ScheduledShiftRow): ScheduledShift => ({
  id: row.id,
  _id: row.id,
  employee: { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode },
  employeeName: row.employeeName,
  scheduledStart: row.scheduledStart.toISOString(),
  scheduledEnd: row.scheduledEnd.toISOString(),
  notes: row.notes,
  state: stateOf(row),
});

/**
 * The exclusion constraint `scheduled_shifts_no_overlap` (per person since migration 0016) settles
 * overlaps, races and the person's other locations included.
 */
function isOverlap(error: unknown): boolean {
  const pg = pgErrorOf(error);
  return pg.code === EXCLUSION_VIOLATION && pg.constraint === 'scheduled_shifts_no_overlap';
}

export function createScheduleService({ db, now }: { db: Db; now: () => Date }) {
  async function shiftOr404(account: Manager, id: string) {
    const row = await findScheduledShift(db, account.locationId, id);
    if (!row) throw new NotFound(refusalMessages.shiftAlreadyDeleted);
    return row;
  }

  /** A write the exclusion constraint may refuse: a clash here, or at another of the person's locations. */
  async function write<T>(
    shift: Parameters<typeof hasScheduledOverlapHere>[1],
    action: () => Promise<T>,
  ): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (!isOverlap(error)) throw error;
      if (await hasScheduledOverlapHere(db, shift)) throw new Conflict(scheduleMessages.overlap);
      throw new Conflict(scheduleMessages.busyElsewhere);
    }
  }

  return {
    /** Scheduled shifts overlapping the range, in start order. */
    async list(account: Manager, query: { startDate?: string; endDate?: string; week?: 'current' }) {
      const sent =
        query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : null;
      if (Boolean(query.week) === Boolean(sent) || Boolean(query.startDate) !== Boolean(query.endDate)) {
        throw new BadRequest(weekOrRange);
      }
      // The calendar's current week, for a page that asks before it knows the zone or the layout.
      const week = query.week ? await currentWeekOf(db, account, now()) : undefined;
      const range = week ?? sent;
      if (!range) return { scheduledShifts: [], pendingRemovals: 0, week: null };
      const { from, to } = resolveRange(range.startDate, range.endDate, account.timezone);
      const { rows, pendingRemovals } = await findScheduledWeek(db, {
        locationId: account.locationId,
        from,
        to,
        // The 24-hour limit on a shift is a check constraint.
        earliestStart: new Date(from.getTime() - MAX_SCHEDULED_SHIFT_HOURS * 3_600_000),
      });
      return { scheduledShifts: rows.map(toScheduledShiftDto), pendingRemovals, ...(week ? { week } : {}) };
    },

    async create(
      account: Manager,
      input: { employeeId: string; scheduledStart: string; scheduledEnd: string; notes: string },
    ) {
      const employee = await findEmployee(db, account.locationId, input.employeeId);
      if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
      if (!employee.isActive) throw new BadRequest(refusalMessages.employeeInactive);
      const shift = {
        locationId: account.locationId,
        employeeId: employee.id,
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
      };
      const created = await write(shift, () => insertScheduledShift(db, { ...shift, notes: input.notes }));
      return {
        message: 'Shift scheduled successfully',
        scheduledShift: toScheduledShiftDto(await shiftOr404(account, created.id)),
      };
    },

    async update(account: Manager, id: string, input: { scheduledStart: string; scheduledEnd: string }) {
      const stored = await shiftOr404(account, id);
      const times = {
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
      };
      const shift = {
        ...times,
        locationId: account.locationId,
        employeeId: stored.employeeUuid,
        exceptId: id,
      };
      await write(shift, () => updateScheduledShiftTimes(db, account.locationId, id, times));
      return {
        message: 'Shift updated successfully',
        scheduledShift: toScheduledShiftDto(await shiftOr404(account, id)),
      };
    },

    /** A shift whose start has passed is part of the record: refused (docs/product.md section 11.4). */
    async remove(account: Manager, id: string) {
      await shiftOr404(account, id);
      if (!(await deleteFutureScheduledShift(db, account.locationId, id, now())))
        throw new BadRequest(scheduleMessages.cannotDelete);
      return { message: 'Shift deleted successfully' };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
