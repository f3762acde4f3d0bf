import type { ScheduleWarning, WarningsResponse } from '@shiftclock/contract/schedule-warnings';
import { addDaysToDay, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Account, OrgAdminAccount } from '../../platform/account.ts';
import { workweekStart } from '../../shared/pay-periods.ts';
import { findStoredSettings } from '../settings/settings.repository.ts';
import { withDefaults } from '../settings/settings.service.ts';
import { costWarnings, labourTotals } from './cost.ts';
import type { Interval, PersonShifts } from './intervals.ts';
import { overlapWarnings } from './overlap.ts';
import { overtimeWarnings } from './overtime.ts';
import { restWarnings } from './rest.ts';
import {
  findWarningsBlock,
  listApprovedTimeOff,
  listAvailability,
  listScheduledHere,
  listShiftsOfPeople,
  storeWarningsBlock,
} from './schedule-warnings.repository.ts';
import { availabilityWarnings, type PersonTimeOff, timeOffWarnings } from './time-off.ts';
import { type DayRange, warningsRange } from './warnings-range.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

const DAY_MS = 24 * 3_600_000;

/** The workweeks (their first days) that hold a day of the range. */
function workweeksOf(range: DayRange, periodStart: string) {
  const starts: string[] = [];
  for (
    let week = workweekStart(range.startDate, periodStart);
    week <= range.endDate;
    week = addDaysToDay(week, 7)
  )
    starts.push(week);
  return starts;
}

/**
 * The range's warnings and labour totals at the manager's location: one read of the shifts scheduled
 * here, one of those people's shifts everywhere, then the pure rules (rest.ts, overlap.ts,
 * overtime.ts, cost.ts).
 */
export async function computeWarnings(db: DbOrTx, account: Manager, range: DayRange, now: Date) {
  const settings = withDefaults(await findStoredSettings(db, account.locationId));
  const { timezone } = account;
  const from = startOfLocalDay(range.startDate, timezone);
  const to = startOfLocalDay(addDaysToDay(range.endDate, 1), timezone);
  const weekStarts = workweeksOf(range, settings.payroll.periodStart);
  const windowFrom = Math.min(
    from.getTime() - DAY_MS,
    startOfLocalDay(weekStarts[0] ?? range.startDate, timezone).getTime(),
  );
  const windowTo = Math.max(
    to.getTime() + DAY_MS,
    startOfLocalDay(addDaysToDay(weekStarts.at(-1) ?? range.startDate, 7), timezone).getTime(),
  );

  const here = await listScheduledHere(db, account.locationId, from, to);
  const personIds = [...new Set(here.map((row) => row.personId))];
  const [rows, timeOffRows, availabilityRows] = await Promise.all([
    listShiftsOfPeople(db, personIds, new Date(windowFrom), new Date(windowTo)),
    listApprovedTimeOff(db, personIds, from, to),
    listAvailability(db, personIds),
  ]);
  const nowMs = now.getTime();
  const byPerson = new Map<string, PersonShifts>();
  for (const row of here) {
    if (byPerson.has(row.personId)) continue;
    const employee = { id: row.employeeUuid, employeeId: row.employeeCode, name: row.employeeName };
    byPerson.set(row.personId, { employee, intervals: [] });
  }
  for (const row of rows) {
    const interval: Interval = {
      id: row.id,
      kind: row.kind,
      here: row.locationId === account.locationId,
      start: row.start.getTime(),
      end: row.end?.getTime() ?? Math.max(nowMs, row.start.getTime()),
    };
    byPerson.get(row.personId)?.intervals.push(interval);
  }
  const people = [...byPerson.values()];
  const timeOffOf = new Map<string, PersonTimeOff[]>();
  for (const row of timeOffRows) timeOffOf.set(row.personId, [...(timeOffOf.get(row.personId) ?? []), row]);
  const availabilityOf = new Map<string, typeof availabilityRows>();
  for (const row of availabilityRows)
    availabilityOf.set(row.personId, [...(availabilityOf.get(row.personId) ?? []), row]);
  const withTimeOff = [...byPerson].map(([personId, person]) => ({
    ...person,
    timeOff: timeOffOf.get(personId) ?? [],
    availability: availabilityOf.get(personId) ?? [],
  }));
  const bounds = { timezone, from: from.getTime(), to: to.getTime() };
  const totals = labourTotals(
    here.map((row) => ({
      id: row.id,
      employee: { id: row.employeeUuid, employeeId: row.employeeCode, name: row.employeeName },
      rate: row.hourlyRate === null ? null : Number(row.hourlyRate),
      start: row.start.getTime(),
      end: row.end.getTime(),
    })),
    { ...range, timezone },
  );
  const { scheduleWarnings } = settings;
  const warnings: ScheduleWarning[] = [
    ...overlapWarnings(people, bounds),
    ...restWarnings(people, { ...bounds, minRestHours: scheduleWarnings.minRestHours }),
    ...overtimeWarnings(people, { weekStarts, timezone, now: nowMs, rules: settings.payroll }),
    ...timeOffWarnings(withTimeOff, bounds),
    ...availabilityWarnings(withTimeOff, bounds),
    ...costWarnings(totals, scheduleWarnings),
  ];
  warnings.sort((a, b) => a.date.localeCompare(b.date));
  return { warnings, totals, settings: scheduleWarnings };
}

/**
 * The warnings that stop a publish of `range` at the manager's location: all of them when the
 * organization's `schedule_warnings_block` is on, else none. The publish endpoint calls it.
 */
export async function blockingWarnings(
  db: DbOrTx,
  account: Manager,
  range: DayRange,
  now: Date = new Date(),
): Promise<ScheduleWarning[]> {
  if (!(await findWarningsBlock(db, account.organizationId))) return [];
  return (await computeWarnings(db, account, range, now)).warnings;
}

export function createScheduleWarningsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async list(
      account: Manager,
      query: { startDate?: string; endDate?: string; week?: 'current' },
    ): Promise<WarningsResponse> {
      const at = now();
      const { weekLayout } = withDefaults(await findStoredSettings(db, account.locationId));
      const range = warningsRange(query, { layout: weekLayout, timezone: account.timezone, now: at });
      const [computed, block] = await Promise.all([
        computeWarnings(db, account, range, at),
        findWarningsBlock(db, account.organizationId),
      ]);
      return { ...range, ...computed, block };
    },

    async getBlock(owner: OrgAdminAccount) {
      return { block: await findWarningsBlock(db, owner.organizationId) };
    },

    async setBlock(owner: OrgAdminAccount, block: boolean) {
      const stored = await storeWarningsBlock(db, owner.organizationId, block);
      return {
        message: stored
          ? 'Schedule warnings now stop publishing'
          : 'Schedule warnings no longer stop publishing',
        block: stored,
      };
    },
  };
}

export type ScheduleWarningsService = ReturnType<typeof createScheduleWarningsService>;
