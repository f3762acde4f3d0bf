import { hoursOf } from '@shiftclock/contract/hours';
import type { MyHours } from '@shiftclock/contract/my-hours';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { breaksByShiftOf } from '../timesheets/shift-count.ts';
import { shiftFigures } from '../timesheets/shift-figures.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import { findPersonAtLocation } from './my-hours.repository.ts';
import { punchedShiftView } from './shift-view.ts';

export type PersonScope = { personId: string; organizationId: string };

/**
 * The person's pay period at one of their locations (docs/decisions/0194-my-hours-and-records.md):
 * read from the manager's timesheet of that location, keeping the person's row and shifts, so the
 * figures cannot drift from what the manager approves. A location they never worked at answers 404,
 * as a missing one does.
 */
export async function myHours(
  deps: { db: Db; timesheets: TimesheetsService },
  person: PersonScope,
  query: { locationId: string; date?: string | undefined },
): Promise<MyHours> {
  const place = await findPersonAtLocation(deps.db, person, query.locationId.toUpperCase());
  if (!place) throw new NotFound('Location not found');
  const { timesheet, periodShifts, rules, at } = await deps.timesheets.detail(
    { locationId: place.locationUuid, locationCode: place.locationCode, timezone: place.timezone },
    query.date,
  );
  const breaksByShift = breaksByShiftOf(rules.breaks);
  const shifts = periodShifts
    .filter((row) => row.employeeUuid === place.employeeUuid)
    .sort((a, b) => +a.clockIn - +b.clockIn)
    .map((row) => {
      const breaks = breaksByShift.get(row.id) ?? [];
      const figures = shiftFigures(row, breaks, at, rules);
      return {
        ...punchedShiftView(row, breaks, figures, place.timezone),
        roundedClockIn: figures.roundedClockIn.toISOString(),
        roundedClockOut: figures.roundedClockOut?.toISOString() ?? null,
        actualHours: hoursOf(figures.actualWorkedMs),
        workdayHours: figures.parts.map((part) => ({ workday: part.workday, hours: hoursOf(part.ms) })),
      };
    });
  return {
    location: {
      locationId: place.locationCode,
      locationName: place.locationName,
      timezone: place.timezone,
      employeeId: place.employeeCode,
    },
    period: timesheet.period,
    approval: timesheet.approval,
    settings: timesheet.settings,
    totals: timesheet.employees.find((row) => row.employee.id === place.employeeUuid) ?? null,
    shifts,
  };
}
