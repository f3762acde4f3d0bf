import { MAX_OPEN_SHIFT_HOURS, SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, shifts } from '../../db/schema.ts';
import type { Account } from '../../http/auth.ts';
import { BadRequest } from '../../http/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { preparedPer } from '../../shared/prepared.ts';
import { closeRunawayShifts } from './auto-close.ts';
import { toShiftDto } from './shift-dto.ts';
import { selectShiftsWithEmployee } from './shifts.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

/** An opaque "continue after this shift" marker: the last row's clock-in and id. */
const encodeCursor = (clockIn: Date, id: string) =>
  Buffer.from(`${clockIn.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { clockIn: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const clockIn = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(clockIn.getTime())) {
    throw new BadRequest('Invalid cursor', { errors: [{ path: 'before', msg: 'Invalid cursor' }] });
  }
  return { clockIn, id };
}

/** The calendar's call (a range, no employee, no cursor) is the hot one: built and planned once. */
const shiftsOfRange = preparedPer((db) =>
  selectShiftsWithEmployee(db)
    .where(
      and(
        eq(shifts.locationId, sql.placeholder('locationId')),
        or(
          and(gte(shifts.clockIn, sql.placeholder('from')), lt(shifts.clockIn, sql.placeholder('to'))),
          isNull(shifts.clockOut),
        ),
      ),
    )
    .orderBy(desc(shifts.clockIn), desc(shifts.id))
    .limit(sql.placeholder('limit'))
    .prepare('shifts_of_range'),
);

export function createShiftsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /**
     * CONTRACT.md section 4: shifts whose clock-in falls in the range plus those
     * still active, newest first, a page at a time (`limit`, then `before`).
     */
    async list(
      account: Manager,
      query: { startDate?: string; endDate?: string; employeeId?: string; limit: number; before?: string },
    ) {
      const at = now();
      const conditions: SQL[] = [eq(shifts.locationId, account.locationId)];
      let range: { from: Date; to: Date } | undefined;
      if (query.startDate && query.endDate) {
        range = resolveRange(query.startDate, query.endDate, account.timezone);
        const { from, to } = range;
        const inRange = or(and(gte(shifts.clockIn, from), lt(shifts.clockIn, to)), isNull(shifts.clockOut));
        if (inRange) conditions.push(inRange);
      } else if (query.startDate || query.endDate) {
        throw new BadRequest('Send both startDate and endDate, or neither');
      }
      if (query.employeeId) conditions.push(eq(employees.code, query.employeeId));
      if (query.before) {
        const cursor = decodeCursor(query.before);
        conditions.push(
          sql`(${shifts.clockIn}, ${shifts.id}) < (${cursor.clockIn.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      const limit = Math.min(query.limit, SHIFTS_QUERY_MAX_LIMIT);
      const select = () =>
        range && !query.employeeId && !query.before
          ? shiftsOfRange(db).execute({ locationId: account.locationId, ...range, limit: limit + 1 })
          : selectShiftsWithEmployee(db)
              .where(and(...conditions))
              .orderBy(desc(shifts.clockIn), desc(shifts.id))
              .limit(limit + 1);
      let rows = await select();
      // A forgotten clock-out is closed at clock-in + 16 h before anyone sees it; only a page that
      // would show one pays the extra round trips (the five-minute sweep in app.ts closes the rest).
      const runawayBefore = at.getTime() - MAX_OPEN_SHIFT_HOURS * 3_600_000;
      if (rows.some((row) => row.clockOut === null && row.clockIn.getTime() < runawayBefore)) {
        await closeRunawayShifts(db, at, account.locationId);
        rows = await select();
      }
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        shifts: page.map(toShiftDto),
        nextCursor: rows.length > limit && last ? encodeCursor(last.clockIn, last.id) : null,
      };
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
