import { apiKeyMessages } from '@shiftclock/contract/api-keys';
import { refusalMessages } from '@shiftclock/contract/messages';
import type { Person } from '@shiftclock/contract/people';
import { peopleMessages } from '@shiftclock/contract/people';
import type { Db } from '../../db/client.ts';
import type { ApiKeyAccount, KeyLocation } from '../../platform/account.ts';
import { FieldInvalid, Forbidden, NotFound } from '../../platform/errors.ts';
import type { PeopleService } from '../people/people.service.ts';
import { findPublishedShiftsStartingIn } from '../schedule/schedule.repository.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { listBreaksOfShiftsStartingIn, listShiftsStartingIn } from '../timesheets/timesheets.repository.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';

type Deps = { db: Db; people: PeopleService; timesheets: TimesheetsService };

/**
 * The integration API (/api/v1, docs/api.md "API keys"): the owner's own services, narrowed to the
 * key's locations. http/auth.ts has checked the scope and refused a `locationId` outside the key's;
 * here nothing of another location reaches an answer, not even inside a person's list of locations.
 */
export function createIntegrationService({ db, people, timesheets }: Deps) {
  /** The key's locations, or the one `code` names (already checked to be one of them). */
  function locationsOf(account: ApiKeyAccount, code?: string): readonly KeyLocation[] {
    if (code === undefined) return account.locations;
    const location = account.locations.find((l) => l.code === code);
    if (!location) throw new Forbidden(refusalMessages.noAccessToLocation);
    return [location];
  }

  /** A person's locations, those of the key only. */
  function narrowed(account: ApiKeyAccount, person: Person): Person {
    if (account.allLocations) return person;
    const codes = new Set(account.locations.map((l) => l.code));
    return { ...person, locations: person.locations.filter((l) => codes.has(l.locationId)) };
  }

  /** A person the key sees (working at one of its locations), else 404 as a missing one. */
  async function visiblePerson(account: ApiKeyAccount, id: string) {
    const person = await people.find(account, id);
    if (account.allLocations) return person;
    if (narrowed(account, person).locations.length === 0) throw new NotFound(peopleMessages.personNotFound);
    return person;
  }

  const within = (account: ApiKeyAccount) =>
    account.allLocations ? undefined : account.locations.map((l) => l.id);

  return {
    locations(account: ApiKeyAccount) {
      return {
        locations: account.locations.map(({ code, name, timezone, address, archived }) => ({
          id: code,
          name,
          timezone,
          address,
          archived,
        })),
      };
    },

    async listPeople(account: ApiKeyAccount, query: Parameters<PeopleService['list']>[1]) {
      const page = await people.list(account, query, within(account));
      return { people: page.people.map((person) => narrowed(account, person)), total: page.total };
    },

    /** A key limited to some locations must place the new person at one of them, or it could not see them. */
    async createPerson(account: ApiKeyAccount, body: Parameters<PeopleService['create']>[1]) {
      const codes = body.locationIds ?? [];
      if (!account.allLocations && codes.length === 0)
        throw new FieldInvalid('locationIds', apiKeyMessages.apiPersonLocationRequired);
      for (const code of codes) locationsOf(account, code);
      const created = await people.create(account, body);
      return { ...created, person: narrowed(account, created.person) };
    },

    async updatePerson(account: ApiKeyAccount, id: string, body: Parameters<PeopleService['update']>[2]) {
      await visiblePerson(account, id);
      const updated = await people.update(account, id, body);
      return { ...updated, person: narrowed(account, updated.person) };
    },

    /** Shifts clocked in within [from, to) at the key's locations, with their breaks, oldest first. */
    async punches(account: ApiKeyAccount, query: { from: string; to: string; locationId?: string }) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const punches = [];
      for (const location of locationsOf(account, query.locationId)) {
        const [shifts, breaks] = await Promise.all([
          listShiftsStartingIn(db, location.id, from, to),
          listBreaksOfShiftsStartingIn(db, location.id, from, to),
        ]);
        for (const row of shifts) {
          const { _id, ...shift } = toShiftDto(row);
          punches.push({
            ...shift,
            locationId: location.code,
            breaks: breaks
              .filter((b) => b.shiftId === row.id)
              .map((b) => ({
                start: b.start.toISOString(),
                end: b.end?.toISOString() ?? null,
                paid: b.paid,
              })),
          });
        }
      }
      punches.sort((a, b) => a.clockIn.localeCompare(b.clockIn) || a.id.localeCompare(b.id));
      return { punches };
    },

    /** Each person's figures over the days, as the owner's organization timesheet counts them. */
    async timesheets(account: ApiKeyAccount, query: { from: string; to: string; locationId?: string }) {
      const locationIds = new Set(locationsOf(account, query.locationId).map((l) => l.id));
      const sheet = await timesheets.organizationTimesheetOver(account.organizationId, {
        days: { startDate: query.from, endDate: query.to },
        locationIds,
      });
      return { from: query.from, to: query.to, people: sheet.people, totals: sheet.totals };
    },

    /** Published scheduled shifts starting within [from, to) at the key's locations. */
    async scheduledShifts(account: ApiKeyAccount, query: { from: string; to: string; locationId?: string }) {
      const locations = locationsOf(account, query.locationId);
      const codeOf = new Map(locations.map((l) => [l.id, l.code]));
      const rows = await findPublishedShiftsStartingIn(db, {
        locationIds: locations.map((l) => l.id),
        from: new Date(query.from),
        to: new Date(query.to),
      });
      return {
        scheduledShifts: rows.flatMap((row) =>
          row.start && row.end
            ? [
                {
                  id: row.id,
                  locationId: codeOf.get(row.locationId) ?? '',
                  employee: { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode },
                  start: row.start.toISOString(),
                  end: row.end.toISOString(),
                  notes: row.notes,
                },
              ]
            : [],
        ),
      };
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;
