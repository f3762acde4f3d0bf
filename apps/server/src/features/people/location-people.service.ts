import { MAX_OPEN_SHIFT_HOURS, MAX_SCHEDULED_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { peopleMessages } from '@shiftclock/contract/people';
import type { Db } from '../../db/client.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { toEmployeeDto } from '../employees/employee-dto.ts';
import { findEmployeeById } from '../employees/employees.repository.ts';
import { findBusyElsewhere } from './busy-elsewhere.repository.ts';
import { searchPeople } from './people.repository.ts';
import { placePerson } from './place-person.ts';

type Manager = AccountOfType<'manager'>;

/** The picker answers a handful: the manager narrows the search rather than pages. */
export const PEOPLE_SEARCH_MAX = 20;
/** Two months of busy times at most, so one call stays small whatever range a client sends. */
export const BUSY_RANGE_MAX_DAYS = 62;
const DAY_MS = 86_400_000;
/** How long before the range a row that overlaps it can start: a scheduled or an open shift's limit. */
const LONGEST_ROW_MS = Math.max(MAX_SCHEDULED_SHIFT_HOURS, MAX_OPEN_SHIFT_HOURS) * 3_600_000;

/**
 * The manager's view of the organization's people (docs/api.md, "People"): who they may add at their
 * location, and when their people are busy elsewhere. Nothing of another location's details.
 */
export function createLocationPeopleService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async search(account: Manager, q: string) {
      const people = await searchPeople(db, account.organizationId, account.locationId, q, PEOPLE_SEARCH_MAX);
      return { people };
    },

    /**
     * An existing person of the organization at this location, with the next free kiosk ID (or their
     * row here active again). An archived person or another organization's answers as not found.
     */
    async addHere(account: Manager, personId: string) {
      const placed = await db.transaction((tx) =>
        placePerson(
          tx,
          { organizationId: account.organizationId, personId, locationId: account.locationId },
          () => new NotFound(peopleMessages.personNotFound),
        ).then((result) => {
          if (result.already) throw new Conflict(peopleMessages.alreadyAtLocation);
          return result;
        }),
      );
      const employee = await findEmployeeById(db, placed.employeeId);
      if (!employee) throw new NotFound(peopleMessages.personNotFound);
      return { message: 'Employee added successfully!', employee: toEmployeeDto(employee, now()) };
    },

    /** Days in the location's zone, both inclusive, as the schedule reads them (shared/date-range.ts). */
    async busyElsewhere(account: Manager, startDate: string, endDate: string) {
      const { from, to } = resolveRange(startDate, endDate, account.timezone);
      // Two hours of slack: a range over a daylight-saving change is an hour longer or shorter.
      if (to.getTime() - from.getTime() > BUSY_RANGE_MAX_DAYS * DAY_MS + 2 * 3_600_000) {
        const msg = `Ask for at most ${BUSY_RANGE_MAX_DAYS} days`;
        throw new BadRequest(msg, { errors: [{ path: 'endDate', msg }] });
      }
      const rows = await findBusyElsewhere(db, {
        locationId: account.locationId,
        from,
        to,
        now: now(),
        earliestStart: new Date(from.getTime() - LONGEST_ROW_MS),
      });
      return {
        busy: rows.map((row) => ({
          employeeId: row.employeeId,
          start: row.start.toISOString(),
          end: row.end.toISOString(),
          kind: row.kind,
        })),
      };
    },
  };
}

export type LocationPeopleService = ReturnType<typeof createLocationPeopleService>;
