import { MAX_OPEN_SHIFT_HOURS, SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { BadRequest } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { currentWeekOf, weekOrRange } from '../settings/current-week.ts';
import { closeRunawayShifts } from './runaway-shifts.repository.ts';
import { toShiftDto } from './shift-dto.ts';
import { findShiftsPage } from './shifts.repository.ts';

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

export function createShiftsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /**
     * docs/product.md section 11.4: shifts whose clock-in falls in the range plus those
     * still active, newest first, a page at a time (`limit`, then `before`).
     */
    async list(
      account: Manager,
      query: {
        startDate?: string;
        endDate?: string;
        week?: 'current';
        employeeId?: string;
        limit: number;
        before?: string;
      },
    ) {
      const at = now();
      if (Boolean(query.startDate) !== Boolean(query.endDate)) {
        throw new BadRequest('Send both startDate and endDate, or neither');
      }
      if (query.week && query.startDate) throw new BadRequest(weekOrRange);
      // The calendar's current week, for a page that asks before it knows the zone or the layout.
      const week = query.week ? await currentWeekOf(db, account, at) : undefined;
      if (week === null) return { shifts: [], nextCursor: null, week };
      const bounds =
        week ??
        (query.startDate && query.endDate
          ? { startDate: query.startDate, endDate: query.endDate }
          : undefined);
      const range = bounds ? resolveRange(bounds.startDate, bounds.endDate, account.timezone) : undefined;
      const limit = Math.min(query.limit, SHIFTS_QUERY_MAX_LIMIT);
      // One row more than the page shows whether there is a next page.
      const select = () =>
        findShiftsPage(db, {
          locationId: account.locationId,
          range,
          employeeCode: query.employeeId,
          before: query.before ? decodeCursor(query.before) : undefined,
          limit: limit + 1,
        });
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
        ...(week ? { week } : {}),
      };
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
