import type { OrganizationHours, OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import type { PayrollSettings } from '@shiftclock/contract/payroll';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { Db } from '../../db/client.ts';
import { type PayPeriod, periodContaining } from '../../shared/pay-periods.ts';
import { payrollOf } from './counting-policy.ts';
import { listPeopleNamed } from './organization-timesheet.repository.ts';
import { listOrganizationLocations } from './timesheets.repository.ts';

/**
 * The owner's timesheet of all locations (docs/api.md, "Organization timesheet"). The period is the
 * one of the organization's first location holding the day; every location is counted over those
 * days exactly as its own timesheet counts them, and a person's figures are the sum of their rows
 * there, as shown: so the organization's totals are the sum of the location timesheets.
 */

type SheetLocation = OrganizationLocation & {
  locationId: string;
  locationCode: string;
  payroll: PayrollSettings;
};
type Deps = {
  db: Db;
  now: () => Date;
  /** Each location's sheet of the period, read together (timesheet-snapshot.ts). */
  sheetsFor: (
    locations: SheetLocation[],
    period: PayPeriod,
  ) => Promise<
    { location: SheetLocation; timesheet: TimesheetResponse; personOf: ReadonlyMap<string, string> }[]
  >;
};

type EmployeeRow = TimesheetResponse['employees'][number];

const hoursOfRow = (row: EmployeeRow): OrganizationHours => ({
  regularHours: row.regularHours,
  overtimeHours: row.overtimeHours,
  doubleTimeHours: row.doubleTimeHours,
  totalHours: row.totalHours,
  actualHours: row.actualHours,
  paidBreakMinutes: row.paidBreakMinutes,
  unpaidBreakMinutes: row.unpaidBreakMinutes,
  deductionMinutes: row.deductionMinutes,
  shiftCount: row.shiftCount,
  awaitingReview: row.awaitingReview,
  ...(row.paidTimeOffHours !== undefined ? { paidTimeOffHours: row.paidTimeOffHours } : {}),
});

/** Hours shown with 2 decimals add up to 2 decimals: the rounding only drops binary noise. */
const cents = (value: number) => Math.round(value * 100) / 100;

const HOUR_FIELDS = [
  'regularHours',
  'overtimeHours',
  'doubleTimeHours',
  'totalHours',
  'actualHours',
] as const;
const COUNT_FIELDS = [
  'paidBreakMinutes',
  'unpaidBreakMinutes',
  'deductionMinutes',
  'shiftCount',
  'awaitingReview',
] as const;

function sumHours(rows: readonly OrganizationHours[]): OrganizationHours {
  const sum = (field: keyof OrganizationHours) => rows.reduce((s, row) => s + (row[field] ?? 0), 0);
  // Paid time off, like the location timesheets, only where some row carries it.
  const paidTimeOff = rows.some((row) => row.paidTimeOffHours !== undefined);
  return Object.fromEntries([
    ...HOUR_FIELDS.map((field) => [field, cents(sum(field))]),
    ...COUNT_FIELDS.map((field) => [field, sum(field)]),
    ...(paidTimeOff ? [['paidTimeOffHours', cents(sum('paidTimeOffHours'))]] : []),
  ]) as OrganizationHours;
}

type OrganizationLocation = Awaited<ReturnType<typeof listOrganizationLocations>>[number];

/**
 * The organization's pay period holding `date` (default today): the first location the owner still
 * has sets it, as before archiving replaced deleting. The payroll close asks the same.
 */
export function organizationPeriod(
  locations: readonly OrganizationLocation[],
  date: string | undefined,
  now: Date,
): PayPeriod {
  const first = locations.find((location) => location.archivedAt === null) ?? locations[0];
  return periodContaining(date ?? localDayOf(now, first?.timezone ?? 'UTC'), payrollOf(first?.settings));
}

/**
 * `days` replaces the period with any run of days (the integration API's `from..to`, counted at each
 * location as a pay period of those days would be); `locationIds` counts only those locations (an
 * API key's), so nothing of the others reaches the figures or the totals.
 */
export type OrganizationScope = {
  days?: { startDate: string; endDate: string };
  locationIds?: ReadonlySet<string>;
};

export async function organizationTimesheet(
  { db, now, sheetsFor }: Deps,
  organizationId: string,
  date: string | undefined,
  scope: OrganizationScope = {},
): Promise<OrganizationTimesheet> {
  const all = await listOrganizationLocations(db, organizationId);
  const { locationIds } = scope;
  const locations = locationIds ? all.filter((location) => locationIds.has(location.id)) : all;
  const ofOrganization = organizationPeriod(all, scope.days?.startDate ?? date, now());
  const period: PayPeriod = scope.days
    ? {
        ...ofOrganization,
        ...scope.days,
        previousDate: addDaysToDay(scope.days.startDate, -1),
        nextDate: addDaysToDay(scope.days.endDate, 1),
      }
    : ofOrganization;

  type PersonRows = { name: string; rows: OrganizationTimesheet['people'][number]['locations'] };
  const byPerson = new Map<string, PersonRows>();
  const sheets: OrganizationTimesheet['locations'] = [];
  const sheetsOfLocations = await sheetsFor(
    locations.map((location) => ({
      ...location,
      locationId: location.id,
      locationCode: location.code,
      payroll: payrollOf(location.settings),
    })),
    period,
  );
  for (const { location, timesheet, personOf } of sheetsOfLocations) {
    // An archived location shows in the periods it holds records of, and only in those.
    if (location.archivedAt !== null && timesheet.employees.length === 0 && timesheet.approval === null)
      continue;
    const own = periodContaining(period.startDate, payrollOf(location.settings));
    sheets.push({
      id: location.code,
      name: location.name,
      approval: timesheet.approval,
      samePeriod: own.startDate === period.startDate && own.endDate === period.endDate,
      totals: sumHours(timesheet.employees.map(hoursOfRow)),
    });
    for (const row of timesheet.employees) {
      const personId = personOf.get(row.employee.id) ?? row.employee.id;
      const entry = byPerson.get(personId) ?? { name: row.employee.name, rows: [] };
      entry.rows.push({ locationId: location.code, employeeId: row.employee.employeeId, ...hoursOfRow(row) });
      byPerson.set(personId, entry);
    }
  }

  const named = new Map(
    (await listPeopleNamed(db, organizationId, [...byPerson.keys()])).map((person) => [person.id, person]),
  );
  const people = [...byPerson].map(([id, { name, rows }]) => ({
    person: { id, name: named.get(id)?.name ?? name, payrollId: named.get(id)?.payrollId ?? null },
    locations: rows,
    total: sumHours(rows),
  }));
  people.sort((a, b) => a.person.name.localeCompare(b.person.name) || a.person.id.localeCompare(b.person.id));
  return { period, locations: sheets, people, totals: sumHours(people.map((p) => p.total)) };
}
