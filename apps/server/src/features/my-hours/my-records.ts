import type { MyRecord, MyRecords } from '@shiftclock/contract/my-hours';
import { addDaysToDay, localDayOf, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { autoDeductionOf, payrollOf } from '../timesheets/counting-policy.ts';
import { breaksByShiftOf, type CountingRules } from '../timesheets/shift-count.ts';
import { shiftFigures } from '../timesheets/shift-figures.ts';
import {
  findPersonNames,
  listLocationsOfRows,
  listPersonBreaksBegunIn,
  listPersonShiftsBegunIn,
} from './my-hours.repository.ts';
import type { PersonScope } from './my-hours.ts';
import { punchedShiftView } from './shift-view.ts';

/** Wider than any zone's offset: the day of a shift is decided on its own location's clock below. */
const ZONE_MARGIN_DAYS = 1;

/**
 * The person's shifts at all their locations begun on the days `from`..`to` (inclusive; each by its
 * start day on its location's clock), with what each counted as that location's detailed export
 * counts it (docs/decisions/0194-my-hours-and-records.md). Only the caller's own shifts are read: the
 * person comes from the token, never from the query.
 */
export async function myRecords(
  deps: { db: Db; now: () => Date },
  person: PersonScope,
  range: { from: string; to: string },
): Promise<MyRecords> {
  const at = deps.now();
  const names = await findPersonNames(deps.db, person);
  if (!names) throw new NotFound('Person not found');
  const window = {
    from: startOfLocalDay(addDaysToDay(range.from, -ZONE_MARGIN_DAYS), 'UTC'),
    to: startOfLocalDay(addDaysToDay(range.to, ZONE_MARGIN_DAYS + 1), 'UTC'),
  };
  // One snapshot: a correction saved meanwhile shows with its breaks, never half of it.
  const { rows, places, breaks } = await deps.db.transaction(
    async (tx) => {
      const shiftRows = await listPersonShiftsBegunIn(tx, person.personId, window.from, window.to);
      return {
        rows: shiftRows,
        places: await listLocationsOfRows(tx, [...new Set(shiftRows.map((row) => row.employeeUuid))]),
        breaks: await listPersonBreaksBegunIn(tx, person.personId, window.from, window.to),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const placeOf = new Map(
    places.map((place) => {
      const payroll = payrollOf(place.settings);
      const rules: CountingRules = {
        autoDeduction: autoDeductionOf(payroll),
        roundingMinutes: payroll.roundingMinutes,
        timezone: place.timezone,
        workdays: workdaysOf(place.timezone, payroll.workdayStart),
      };
      return [place.employeeUuid, { ...place, rules }];
    }),
  );
  const breaksByShift = breaksByShiftOf(breaks);
  const records: MyRecord[] = [];
  for (const row of rows) {
    const place = placeOf.get(row.employeeUuid);
    if (!place) continue;
    const day = localDayOf(row.clockIn, place.timezone);
    if (day < range.from || day > range.to) continue;
    const taken = breaksByShift.get(row.id) ?? [];
    records.push({
      ...punchedShiftView(row, taken, shiftFigures(row, taken, at, place.rules), place.timezone),
      locationId: place.locationCode,
      locationName: place.locationName,
      timezone: place.timezone,
    });
  }
  return {
    person: { name: names.personName },
    organization: { name: names.organizationName },
    from: range.from,
    to: range.to,
    generatedAt: at.toISOString(),
    records,
  };
}
