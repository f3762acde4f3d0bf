import { MAX_SCHEDULED_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { scheduleMessages } from '@shiftclock/contract/schedule';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, scheduledShifts } from '../../db/schema.ts';
import type { Account } from '../../http/auth.ts';
import { BadRequest, Conflict, NotFound } from '../../http/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { preparedPer } from '../../shared/prepared.ts';
import { findEmployee } from '../employees/employees.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

const selection = {
  id: scheduledShifts.id,
  scheduledStart: scheduledShifts.scheduledStart,
  scheduledEnd: scheduledShifts.scheduledEnd,
  notes: scheduledShifts.notes,
  employeeUuid: employees.id,
  employeeName: employees.name,
  employeeCode: employees.code,
};
type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

/** CONTRACT.md section 4's scheduled shift, with `_id` and `employeeName` as SPEC.md names them. */
export const toScheduledShiftDto = (row: Row) => ({
  id: row.id,
  _id: row.id,
  employee: { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode },
  employeeName: row.employeeName,
  scheduledStart: row.scheduledStart.toISOString(),
  scheduledEnd: row.scheduledEnd.toISOString(),
  notes: row.notes,
});

/** The exclusion constraint `scheduled_shifts_no_overlap` (migration 0001) settles overlaps, races included. */
function isOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  return pg.code === '23P01' && pg.constraint === 'scheduled_shifts_no_overlap';
}

/** The calendar's call: scheduled shifts overlapping a range, built and planned once. */
const scheduledOfRange = preparedPer((db) =>
  db
    .select(selection)
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(
      and(
        eq(scheduledShifts.locationId, sql.placeholder('locationId')),
        lt(scheduledShifts.scheduledStart, sql.placeholder('to')),
        gt(scheduledShifts.scheduledEnd, sql.placeholder('from')),
        gt(scheduledShifts.scheduledStart, sql.placeholder('earliestStart')),
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart), asc(scheduledShifts.id))
    .prepare('scheduled_shifts_of_range'),
);

export function createScheduleService({ db, now }: { db: Db; now: () => Date }) {
  async function shiftOr404(account: Manager, id: string) {
    const [row] = await db
      .select(selection)
      .from(scheduledShifts)
      .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
      .where(and(eq(scheduledShifts.id, id), eq(scheduledShifts.locationId, account.locationId)));
    if (!row) throw new NotFound('Shift not found. It may have already been deleted.');
    return row;
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isOverlap(error)) throw new Conflict(scheduleMessages.overlap);
      throw error;
    }
  }

  return {
    /** Scheduled shifts overlapping the range, in start order. */
    async list(account: Manager, range: { startDate: string; endDate: string }) {
      const { from, to } = resolveRange(range.startDate, range.endDate, account.timezone);
      const rows = await scheduledOfRange(db).execute({
        locationId: account.locationId,
        from,
        to,
        // Implied by the range and the 24-hour limit on a shift (a check constraint), but it bounds
        // the index range scan too, so a week does not read all earlier history.
        earliestStart: new Date(from.getTime() - MAX_SCHEDULED_SHIFT_HOURS * 3_600_000),
      });
      return { scheduledShifts: rows.map(toScheduledShiftDto) };
    },

    async create(
      account: Manager,
      input: { employeeId: string; scheduledStart: string; scheduledEnd: string; notes: string },
    ) {
      const employee = await findEmployee(db, account.locationId, input.employeeId);
      if (!employee) throw new NotFound('Employee not found');
      if (!employee.isActive) throw new BadRequest('Employee is inactive');
      const [created] = await write(() =>
        db
          .insert(scheduledShifts)
          .values({
            locationId: account.locationId,
            employeeId: employee.id,
            scheduledStart: new Date(input.scheduledStart),
            scheduledEnd: new Date(input.scheduledEnd),
            notes: input.notes,
          })
          .returning({ id: scheduledShifts.id }),
      );
      if (!created) throw new Error('scheduled shift insert returned nothing');
      return {
        message: 'Shift scheduled successfully',
        scheduledShift: toScheduledShiftDto(await shiftOr404(account, created.id)),
      };
    },

    async update(account: Manager, id: string, input: { scheduledStart: string; scheduledEnd: string }) {
      await shiftOr404(account, id);
      await write(() =>
        db
          .update(scheduledShifts)
          .set({ scheduledStart: new Date(input.scheduledStart), scheduledEnd: new Date(input.scheduledEnd) })
          .where(and(eq(scheduledShifts.id, id), eq(scheduledShifts.locationId, account.locationId))),
      );
      return {
        message: 'Shift updated successfully',
        scheduledShift: toScheduledShiftDto(await shiftOr404(account, id)),
      };
    },

    /** A shift whose start has passed is part of the record: refused (CONTRACT.md section 4). */
    async remove(account: Manager, id: string) {
      await shiftOr404(account, id);
      const deleted = await db
        .delete(scheduledShifts)
        .where(
          and(
            eq(scheduledShifts.id, id),
            eq(scheduledShifts.locationId, account.locationId),
            gt(scheduledShifts.scheduledStart, now()),
          ),
        )
        .returning({ id: scheduledShifts.id });
      if (!deleted.length) throw new BadRequest(scheduleMessages.cannotDelete);
      return { message: 'Shift deleted successfully' };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
