import { messages, refusalMessages } from '@shiftclock/contract/messages';
import { PEOPLE_PAGE_MAX, peopleMessages } from '@shiftclock/contract/people';
import type { Db } from '../../db/client.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { endAllEmployeeSessions } from '../auth/employee-sessions.repository.ts';
import { insertEmployeeWithNextId } from '../employees/employees.repository.ts';
import { findOrganizationLocation } from '../organization/locations.repository.ts';
import { hasActiveShift } from '../shifts/shifts.repository.ts';
import { mergePeople } from './merge-people.ts';
import {
  findPerson,
  insertPerson,
  listPeople,
  lockPeople,
  type PeopleFilter,
  updatePerson,
} from './people.repository.ts';
import { toPersonDto } from './person-dto.ts';
import { deactivatePersonEmployees, lockEmployeesOfPeople } from './person-employees.repository.ts';
import { placePerson } from './place-person.ts';
import { refusingTakenDetails } from './unique-violation.ts';

type Details = {
  email?: string | null;
  phone?: string | null;
  payrollId?: string | null;
  hourlyRate?: string | null;
};

/** Whose people: the owner's organization, or an API key's (features/api-keys), by its id only. */
type OfOrganization = Pick<OrgAdminAccount, 'organizationId'>;

/** The owner's people calls (docs/api.md, "People"): their own organization only. */
export function createPeopleService({ db, now }: { db: Db; now: () => Date }) {
  /** Another organization's person answers exactly like a missing one (docs/product.md section 11.2). */
  async function personOr404(admin: OfOrganization, id: string) {
    const person = await findPerson(db, admin.organizationId, id);
    if (!person) throw new NotFound(peopleMessages.personNotFound);
    return toPersonDto(person);
  }

  async function locationOr404(
    admin: OfOrganization,
    code: string,
    tx: Parameters<typeof findOrganizationLocation>[0] = db,
  ) {
    const location = await findOrganizationLocation(tx, admin.organizationId, code);
    if (!location) throw new NotFound(messages.locationNotFound);
    return location;
  }

  return {
    /** `withinLocationIds`: only people working at one of these locations (an API key's). */
    async list(
      admin: OfOrganization,
      query: {
        q?: string;
        locationId?: string;
        archived?: 'true' | 'false';
        offset?: number;
        limit?: number;
      },
      withinLocationIds?: readonly string[],
    ) {
      const filter: PeopleFilter = {
        q: query.q || undefined,
        locationCode: query.locationId || undefined,
        archived: query.archived === 'true',
        withinLocationIds,
      };
      const page = { offset: query.offset ?? 0, limit: query.limit ?? PEOPLE_PAGE_MAX };
      const { rows, total } = await listPeople(db, admin.organizationId, filter, page);
      return { people: rows.map(toPersonDto), total };
    },

    /** The person, then an employee row with the next free kiosk ID at each location named. */
    /** One person of the organization, or 404. */
    find: (admin: OfOrganization, id: string) => personOr404(admin, id),

    async create(admin: OfOrganization, input: Details & { name: string; locationIds?: string[] }) {
      const { locationIds = [], ...details } = input;
      const id = await refusingTakenDetails(() =>
        db.transaction(async (tx) => {
          const places = [];
          for (const code of new Set(locationIds)) places.push(await locationOr404(admin, code, tx));
          const personId = await insertPerson(tx, admin.organizationId, details);
          for (const place of places) {
            if (!(await insertEmployeeWithNextId(tx, place.id, { personId })))
              throw new Conflict(refusalMessages.employeeIdsFull);
          }
          return personId;
        }),
      );
      return { message: 'Person added', person: await personOr404(admin, id) };
    },

    /** A new name reaches every location's employee row (the database copies it, migration 0016). */
    async update(admin: OfOrganization, id: string, changes: Details & { name?: string }) {
      const updated = await refusingTakenDetails(() => updatePerson(db, admin.organizationId, id, changes));
      if (!updated) throw new NotFound(peopleMessages.personNotFound);
      return { message: 'Person updated', person: await personOr404(admin, id) };
    },

    /** At the location with the next free kiosk ID, or active there again; already active: unchanged. */
    async assign(admin: OrgAdminAccount, id: string, code: string) {
      const location = await locationOr404(admin, code);
      await db.transaction((tx) =>
        placePerson(
          tx,
          { organizationId: admin.organizationId, personId: id, locationId: location.id },
          () => new Conflict(peopleMessages.personArchived),
        ),
      );
      return { message: 'Person added at the location', person: await personOr404(admin, id) };
    },

    /**
     * Archived and inactive at every location, history kept. Refused while the person is clocked in
     * anywhere: the employee rows are locked before looking, so a clock-in either finished first and
     * is seen, or waits and then finds the person inactive (as employees.service.ts `remove` does).
     */
    async archive(admin: OrgAdminAccount, id: string) {
      await db.transaction(async (tx) => {
        const [person] = await lockPeople(tx, admin.organizationId, [id]);
        if (!person) throw new NotFound(peopleMessages.personNotFound);
        await lockEmployeesOfPeople(tx, [id]);
        if (await hasActiveShift(tx, { personId: id }))
          throw new Conflict(peopleMessages.personStillClockedIn);
        if (!person.archivedAt) await updatePerson(tx, admin.organizationId, id, { archivedAt: now() });
        await deactivatePersonEmployees(tx, id);
        await endAllEmployeeSessions(tx, id, now());
      });
      return { message: 'Person archived', person: await personOr404(admin, id) };
    },

    async merge(admin: OrgAdminAccount, input: { keepId: string; mergeId: string }) {
      await mergePeople(db, admin, input, now());
      return { message: 'People merged', person: await personOr404(admin, input.keepId) };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
