import { addDaysToDay, daysBetween, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import {
  type Availability,
  type ManagerTimeOff,
  timeOffMessages as messages,
  TIME_OFF_AHEAD_DAYS,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_PAST_DAYS,
  type TimeOff,
  type TimeOffRequestBody,
  type TimeOffStatus,
} from '@shiftclock/contract/time-off';
import { type Db, type DbOrTx, inTransaction } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { Conflict, FieldInvalid, NotFound } from '../../platform/errors.ts';
import { insertNotifications } from '../../shared/notifications.repository.ts';
import { type RequestEvent, recordRequestEvents } from '../../shared/request-events.ts';
import {
  type AvailabilityRow,
  cancelTimeOff,
  decideTimeOff,
  findAvailability,
  findFirstZone,
  findPersonTimeOff,
  findTimeOffHere,
  insertTimeOff,
  listAvailabilityHere,
  listPersonLocations,
  listPersonTimeOff,
  listTimeOffHere,
  replaceAvailability,
  type TimeOffRow,
} from './time-off.repository.ts';

type Employee = AccountOfType<'employee'>;
type Manager = AccountOfType<'location' | 'manager'>;

const DAY_MS = 24 * 3_600_000;
/** The employee's list: this many requests, newest first. */
const MY_LIST_LIMIT = 200;
/** The manager's list without a range: requests ending after this many days ago. */
const MANAGER_SINCE_DAYS = 30;

export const toTimeOffDto = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  type: row.type,
  allDay: row.allDay,
  startDate: row.allDay ? row.startDate : null,
  endDate: row.allDay ? row.endDate : null,
  start: row.allDay ? null : row.startsAt.toISOString(),
  end: row.allDay ? null : row.endsAt.toISOString(),
  note: row.note,
  status: row.status,
  paidHours: row.paidMinutes / 60,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
});

const toManagerDto = (row: {
  request: TimeOffRow;
  employee: ManagerTimeOff['employee'];
}): ManagerTimeOff => ({ ...toTimeOffDto(row.request), employee: row.employee });

function isOverlap(error: unknown) {
  const pg = pgErrorOf(error);
  return pg.code === EXCLUSION_VIOLATION && pg.constraint === 'time_off_requests_no_overlap';
}

/** The most paid minutes a request may carry: 24 h a day for whole days, its length for hours (to the quarter hour up). */
export function maxPaidMinutes(
  row: Pick<TimeOffRow, 'allDay' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>,
) {
  if (row.allDay && row.startDate && row.endDate)
    return (daysBetween(row.startDate, row.endDate) + 1) * 24 * 60;
  const minutes = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  return Math.ceil(minutes / 15) * 15;
}

/** What the trail keeps of a request: its kind of time off and its times. */
const detailsOf = (row: TimeOffRow) => ({
  type: row.type,
  allDay: row.allDay,
  startDate: row.startDate,
  endDate: row.endDate,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
});

/**
 * One entry of the requests' trail (docs/decisions/0200-requests-trail.md) at each location where the
 * person is active: each of their managers sees the request and its history.
 */
async function record(tx: DbOrTx, personId: string, event: Omit<RequestEvent, 'locationId' | 'personId'>) {
  const locations = await listPersonLocations(tx, personId);
  await recordRequestEvents(
    tx,
    locations.map((location) => ({ ...event, locationId: location.locationId, personId })),
  );
}

/** Time off and availability (docs/decisions/0203-time-off-and-availability.md). */
export function createTimeOffService({ db, now }: { db: Db; now: () => Date }) {
  async function managerOr404(account: Manager, id: string) {
    const row = await findTimeOffHere(db, account.locationId, id);
    if (!row) throw new NotFound(messages.timeOffNotFound);
    return row;
  }

  async function decide(
    account: Manager,
    id: string,
    decision: { status: 'approved' | 'declined'; paidMinutes: number; note: string },
  ) {
    const current = await managerOr404(account, id);
    if (current.request.status !== 'pending') throw new Conflict(messages.timeOffNotPending);
    if (decision.status === 'approved') {
      if (current.request.type === 'unpaid' && decision.paidMinutes > 0)
        throw new FieldInvalid('paidHours', messages.timeOffUnpaidPaid);
      if (decision.paidMinutes > maxPaidMinutes(current.request))
        throw new FieldInvalid('paidHours', messages.timeOffPaidTooMuch);
    }
    const at = now();
    const decidedBy = account.actedBy ?? `Manager, ${account.locationName}`;
    const row = await inTransaction(db, async (tx) => {
      const decided = await decideTimeOff(tx, account.locationId, id, {
        status: decision.status,
        paidMinutes: decision.status === 'approved' ? decision.paidMinutes : 0,
        decidedBy,
        decidedAt: at,
        decisionNote: decision.note,
      });
      if (!decided) return null;
      await record(tx, decided.personId, {
        kind: 'timeOff',
        requestId: decided.id,
        action: decision.status,
        actor: decidedBy,
        details: {
          ...detailsOf(decided),
          paidMinutes: decided.paidMinutes,
          note: decided.decisionNote,
          location: account.locationCode,
        },
      });
      const dto = toTimeOffDto(decided);
      await insertNotifications(tx, [
        {
          personId: decided.personId,
          kind: 'time_off_decided',
          body: {
            location: {
              locationId: account.locationCode,
              locationName: account.locationName,
              timezone: account.timezone,
            },
            decision: decision.status,
            type: dto.type,
            startDate: dto.startDate,
            endDate: dto.endDate,
            start: dto.start,
            end: dto.end,
            paidHours: dto.paidHours,
            note: dto.decisionNote,
          },
        },
      ]);
      return decided;
    });
    if (!row) throw new Conflict(messages.timeOffNotPending);
    return toManagerDto({ request: row, employee: current.employee });
  }

  return {
    async myList(account: Employee) {
      const rows = await listPersonTimeOff(db, account.personId, MY_LIST_LIMIT);
      return { requests: rows.map(toTimeOffDto) };
    },

    async request(account: Employee, body: TimeOffRequestBody) {
      const zone = await findFirstZone(db, account.personId);
      if (!zone) throw new Conflict(messages.timeOffNoLocation);
      const allDay = body.startDate !== undefined && body.endDate !== undefined;
      const startsAt = allDay
        ? startOfLocalDay(body.startDate as string, zone)
        : new Date(body.start as string);
      const endsAt = allDay
        ? startOfLocalDay(addDaysToDay(body.endDate as string, 1), zone)
        : new Date(body.end as string);
      const at = now().getTime();
      const field = allDay ? 'startDate' : 'start';
      if (endsAt.getTime() <= at - TIME_OFF_PAST_DAYS * DAY_MS)
        throw new FieldInvalid(field, messages.timeOffTooFarBack);
      if (startsAt.getTime() < at - TIME_OFF_PAST_DAYS * DAY_MS)
        throw new FieldInvalid(field, messages.timeOffTooFarBack);
      if (startsAt.getTime() > at + TIME_OFF_AHEAD_DAYS * DAY_MS)
        throw new FieldInvalid(field, messages.timeOffTooFarAhead);
      let row: TimeOffRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const inserted = await insertTimeOff(tx, {
            personId: account.personId,
            type: body.type,
            allDay,
            startDate: allDay ? (body.startDate as string) : null,
            endDate: allDay ? (body.endDate as string) : null,
            startsAt,
            endsAt,
            note: body.note?.trim() ?? '',
          });
          await record(tx, account.personId, {
            kind: 'timeOff',
            requestId: inserted.id,
            action: 'requested',
            actor: account.personName,
            details: { ...detailsOf(inserted), note: inserted.note },
          });
          return inserted;
        });
      } catch (error) {
        if (isOverlap(error)) throw new Conflict(messages.timeOffOverlap);
        throw error;
      }
      return { message: 'Time off requested', request: toTimeOffDto(row) };
    },

    async cancel(account: Employee, id: string) {
      const row = await inTransaction(db, async (tx) => {
        const cancelled = await cancelTimeOff(tx, account.personId, id, now());
        if (cancelled)
          await record(tx, account.personId, {
            kind: 'timeOff',
            requestId: cancelled.id,
            action: 'cancelled',
            actor: account.personName,
            details: detailsOf(cancelled),
          });
        return cancelled;
      });
      if (!row) {
        const existing = await findPersonTimeOff(db, account.personId, id);
        if (!existing) throw new NotFound(messages.timeOffNotFound);
        throw new Conflict(messages.timeOffNotCancellable);
      }
      return { message: 'Time off cancelled', request: toTimeOffDto(row) };
    },

    async managerList(
      account: Manager,
      query: { status?: TimeOffStatus; startDate?: string; endDate?: string },
    ) {
      if ((query.startDate === undefined) !== (query.endDate === undefined))
        throw new FieldInvalid(query.startDate ? 'endDate' : 'startDate', messages.timeOffKindRequired);
      let range: { startDate: string; endDate: string; from: Date; to: Date } | undefined;
      if (query.startDate && query.endDate) {
        if (query.endDate < query.startDate) throw new FieldInvalid('endDate', messages.timeOffDaysReversed);
        if (daysBetween(query.startDate, query.endDate) + 1 > TIME_OFF_MAX_DAYS)
          throw new FieldInvalid('endDate', messages.timeOffTooManyDays);
        range = {
          startDate: query.startDate,
          endDate: query.endDate,
          from: startOfLocalDay(query.startDate, account.timezone),
          to: startOfLocalDay(addDaysToDay(query.endDate, 1), account.timezone),
        };
      }
      const since = range ? undefined : new Date(now().getTime() - MANAGER_SINCE_DAYS * DAY_MS);
      const rows = await listTimeOffHere(db, account.locationId, {
        ...(query.status ? { status: query.status } : {}),
        ...(since ? { since } : {}),
        ...(range ? { range } : {}),
      });
      return { requests: rows.map(toManagerDto) };
    },

    async approve(account: Manager, id: string, body: { paidHours: number; note?: string | undefined }) {
      const request = await decide(account, id, {
        status: 'approved',
        paidMinutes: Math.round(body.paidHours * 60),
        note: body.note?.trim() ?? '',
      });
      return { message: 'Time off approved', request };
    },

    async decline(account: Manager, id: string, body: { note?: string | undefined }) {
      const request = await decide(account, id, {
        status: 'declined',
        paidMinutes: 0,
        note: body.note?.trim() ?? '',
      });
      return { message: 'Time off declined', request };
    },

    async myAvailability(account: Employee): Promise<Availability> {
      return availabilityOf(await findAvailability(db, account.personId));
    },

    async setMyAvailability(account: Employee, days: AvailabilityRow[]) {
      const at = now();
      await inTransaction(db, async (tx) => {
        await replaceAvailability(tx, account.personId, days, at);
        // The trail names the person as the request: availability has no row of its own.
        await record(tx, account.personId, {
          kind: 'availability',
          requestId: account.personId,
          action: 'changed',
          actor: account.personName,
          details: { days },
        });
      });
      return {
        message: 'Availability saved',
        ...availabilityOf(await findAvailability(db, account.personId)),
      };
    },

    async managerAvailability(account: Manager) {
      const rows = await listAvailabilityHere(db, account.locationId);
      const byEmployee = new Map<string, { employee: ManagerTimeOff['employee']; rows: typeof rows }>();
      for (const row of rows) {
        const entry = byEmployee.get(row.employee.id) ?? { employee: row.employee, rows: [] };
        entry.rows.push(row);
        byEmployee.set(row.employee.id, entry);
      }
      return {
        employees: [...byEmployee.values()].map(({ employee, rows: own }) => ({
          employee,
          ...availabilityOf(
            own.flatMap((row) =>
              row.weekday === null || row.updatedAt === null
                ? []
                : [{ weekday: row.weekday, start: row.start, end: row.end, updatedAt: row.updatedAt }],
            ),
          ),
        })),
      };
    },
  };
}

function availabilityOf(rows: (AvailabilityRow & { updatedAt: Date })[]): Availability {
  const latest = rows.reduce<Date | null>(
    (max, row) => (max === null || row.updatedAt > max ? row.updatedAt : max),
    null,
  );
  return {
    days: rows.map(({ weekday, start, end }) => ({ weekday, start, end })),
    updatedAt: latest?.toISOString() ?? null,
  };
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;
