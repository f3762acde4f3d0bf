import { myHoursMessages } from '@shiftclock/contract/my-hours-messages';
import { RECORDS_EXPORT_MAX_YEARS, recordsMessages } from '@shiftclock/contract/records-messages';
import { addDaysToDay, addMonthsToDay, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import { BadRequest } from '../../platform/errors.ts';

/**
 * What one inspector's export covers (docs/api.md, "Records"): the days `from`..`to` (inclusive, each
 * location's calendar days in its own zone), the locations, and the people or everyone. Checked here
 * before anything is read, so every mistake is a 400 that names it.
 */

export const scopeMessages = {
  unknownLocations: (codes: readonly string[]) => `Unknown location IDs: ${codes.join(', ')}`,
  unknownPeople: (ids: readonly string[]) => `Unknown person IDs: ${ids.join(', ')}`,
};

export type ScopeLocation = { id: string; code: string; name: string; timezone: string };

/** A location in scope with the instants [from, to) of the range's days on its own clock. */
export type LocationWindow = ScopeLocation & { from: Date; to: Date };

export type ExportScope = {
  range: { from: string; to: string };
  /** Every location the export reads, archived ones included: their records are still records. */
  locations: LocationWindow[];
  /** The people asked for, or null: everyone at those locations. */
  people: string[] | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The range's days in order and no longer than RECORDS_EXPORT_MAX_YEARS (`to` before `from` + 5 years). */
export function checkRange(from: string, to: string) {
  if (from > to) throw refusal('to', myHoursMessages.recordsRangeReversed, 'RECORDS_RANGE_REVERSED');
  if (to >= addMonthsToDay(from, RECORDS_EXPORT_MAX_YEARS * 12))
    throw refusal('to', recordsMessages.recordsExportTooLong, 'RECORDS_EXPORT_TOO_LONG');
}

/** A 400 naming the field, with a code a client can act on. */
const refusal = (path: string, message: string, code: string) =>
  new BadRequest(message, { code, errors: [{ path, msg: message, code }] });

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The export's scope from the query. `organizationLocations`: all of the organization's locations;
 * `knownPeople`: which of the asked person IDs are the organization's; `locationsOfPeople`: the
 * locations where any of them has worked or been scheduled (an employee row), used when the query
 * names people but no locations.
 */
export async function resolveScope(
  query: { from: string; to: string; locations?: string[] | undefined; people?: string[] | undefined },
  organizationLocations: readonly ScopeLocation[],
  lookups: {
    knownPeople: (ids: string[]) => Promise<Set<string>>;
    locationsOfPeople: (ids: string[]) => Promise<Set<string>>;
  },
): Promise<ExportScope> {
  checkRange(query.from, query.to);

  const codes = query.locations?.length ? unique(query.locations.map((code) => code.toUpperCase())) : null;
  const byCode = new Map(organizationLocations.map((location) => [location.code, location]));
  const unknownCodes = (codes ?? []).filter((code) => !byCode.has(code));
  if (unknownCodes.length > 0) {
    throw refusal('locations', scopeMessages.unknownLocations(unknownCodes), 'UNKNOWN_LOCATIONS');
  }

  const people = query.people?.length ? unique(query.people.map((id) => id.toLowerCase())) : null;
  if (people) {
    // A malformed ID names no one: it is unknown, not a reason to ask the database.
    const known = await lookups.knownPeople(people.filter((id) => UUID.test(id)));
    const unknownPeople = people.filter((id) => !known.has(id));
    if (unknownPeople.length > 0) {
      throw refusal('people', scopeMessages.unknownPeople(unknownPeople), 'UNKNOWN_PEOPLE');
    }
  }

  let chosen: ScopeLocation[];
  if (codes) {
    chosen = organizationLocations.filter((location) => codes.includes(location.code));
  } else if (people) {
    const theirs = await lookups.locationsOfPeople(people);
    chosen = organizationLocations.filter((location) => theirs.has(location.id));
  } else {
    chosen = [...organizationLocations];
  }

  return {
    range: { from: query.from, to: query.to },
    locations: chosen.map((location) => ({
      ...location,
      from: startOfLocalDay(query.from, location.timezone),
      to: startOfLocalDay(addDaysToDay(query.to, 1), location.timezone),
    })),
    people,
  };
}
