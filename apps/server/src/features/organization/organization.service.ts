import { LOCATION_ID_ALPHABET, LOCATION_ID_LENGTH } from '@shiftclock/contract/constants';
import { messages } from '@shiftclock/contract/messages';
import type { Account } from '../../platform/account.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { randomFromAlphabet } from '../../security/random.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { isOrganizationActive } from '../auth/organization-activity.ts';
import { toEmployeeDto } from '../employees/employee-dto.ts';
import { listEmployees } from '../employees/employees.repository.ts';
import { closeRunawayShifts } from '../shifts/runaway-shifts.repository.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { findShiftsClockedInBetween } from '../shifts/shifts.repository.ts';
import { isRenewalDue } from './licenses.ts';
import {
  type KioskAwareDeps,
  type LocationStatsDeps,
  organizationWithLocationStats,
} from './location-stats.ts';
import {
  archiveLocation,
  claimLocationCode,
  findOrganizationLocation,
  insertLocation,
  lockOrganization,
  renameLocation,
  setLocationAccountPassword,
} from './locations.repository.ts';
import { toOrganizationDto } from './organization-dto.ts';
import { findOrganization, renewDueLicenses } from './organizations.repository.ts';

type OrgAdmin = Extract<Account, { type: 'orgAdmin' }>;

export function createOrganizationService(
  deps: KioskAwareDeps & Pick<LocationStatsDeps, 'organizationStats'>,
) {
  const { db, now } = deps;
  /** Another organization's location answers exactly like a missing one (docs/product.md section 11.2). */
  async function ownLocation(admin: OrgAdmin, code: string, options: { archived?: boolean } = {}) {
    const location = await findOrganizationLocation(db, admin.organizationId, code, options);
    if (!location) throw new NotFound(messages.locationNotFound);
    return location;
  }

  return {
    async dashboard(admin: OrgAdmin, organizationId: string) {
      if (organizationId !== admin.organizationId) throw new NotFound(messages.organizationNotFound);
      const at = now();
      let found = await organizationWithLocationStats(deps, organizationId, at);
      if (!found) throw new NotFound(messages.organizationNotFound);
      // An auto-renewing license is extended when it is read after its end (docs/api.md); only a
      // due one costs a write and a second read (past the cached row: the notice comes later).
      if (isRenewalDue(found.row, at)) {
        for (const renewed of await renewDueLicenses(db, at))
          deps.organizationStats.forgetOrganization(renewed);
        found = await organizationWithLocationStats(deps, organizationId, at);
        if (!found) throw new NotFound(messages.organizationNotFound);
      }
      return { organization: toOrganizationDto(found.row, at), locations: found.locations };
    },

    async createLocation(
      admin: OrgAdmin,
      input: { locationName: string; locationPassword: string; managerPassword: string; timezone?: string },
    ) {
      // Hash before taking the lock, so the lock is held for milliseconds.
      const [locationHash, managerHash] = await Promise.all([
        hashPassword(input.locationPassword),
        hashPassword(input.managerPassword),
      ]);
      const location = await db.transaction(async (tx) => {
        const org = await findOrganization(tx, admin.organizationId);
        if (!org) throw new NotFound(messages.organizationNotFound);
        if (
          !isOrganizationActive(
            { status: org.status, licenseEndsAt: org.licenseEndsAt, licenseAutoRenew: org.licenseAutoRenew },
            now(),
          )
        ) {
          throw new Forbidden(messages.organizationInactive);
        }
        const limits = await lockOrganization(tx, admin.organizationId);
        if (!limits || limits.count >= limits.maxLocations)
          throw new Forbidden(messages.locationLimitReached);
        let code = randomFromAlphabet(LOCATION_ID_ALPHABET, LOCATION_ID_LENGTH);
        while (!(await claimLocationCode(tx, code)))
          code = randomFromAlphabet(LOCATION_ID_ALPHABET, LOCATION_ID_LENGTH);
        return insertLocation(tx, {
          organizationId: admin.organizationId,
          code,
          name: input.locationName,
          timezone: input.timezone ?? 'UTC',
          locationHash,
          managerHash,
        });
      });
      return {
        message: 'Location created successfully',
        location: {
          _id: location.id,
          id: location.id,
          locationId: location.code,
          locationName: location.name,
          timezone: location.timezone,
          createdAt: location.createdAt.toISOString(),
        },
      };
    },

    async renameLocation(admin: OrgAdmin, code: string, name: string) {
      const location = await ownLocation(admin, code);
      await renameLocation(db, location.id, name);
      return { message: 'Location name updated successfully' };
    },

    /**
     * Archives the location (docs/decisions/0205-records-kept.md): the message stays the SPEC's
     * "deleted", as the web shows it, but nothing is erased.
     */
    async deleteLocation(admin: OrgAdmin, code: string) {
      const location = await ownLocation(admin, code);
      const archived = await db.transaction((tx) => archiveLocation(tx, location.id, now()));
      // Archived meanwhile by a second call: answered as the archive it was.
      if (!archived) throw new NotFound(messages.locationNotFound);
      deps.organizationStats.forgetOrganization(admin.organizationId);
      return { message: 'Location deleted successfully' };
    },

    async changePassword(
      admin: OrgAdmin,
      input: { locationId: string; accountType: 'location' | 'manager'; newPassword: string },
    ) {
      const location = await ownLocation(admin, input.locationId);
      await setLocationAccountPassword(
        db,
        location.id,
        input.accountType,
        await hashPassword(input.newPassword),
      );
      return { message: messages.passwordUpdated };
    },

    /**
     * The location an owner's timesheet export is about; another organization's ids answer 404. An
     * archived location's is still exported: its records stay in every export of their periods.
     */
    async timesheetScope(admin: OrgAdmin, organizationId: string, code: string) {
      if (organizationId !== admin.organizationId) throw new NotFound(messages.organizationNotFound);
      const location = await ownLocation(admin, code, { archived: true });
      return { locationId: location.id, locationCode: location.code, timezone: location.timezone };
    },

    async employees(admin: OrgAdmin, code: string) {
      const location = await ownLocation(admin, code);
      return { employees: (await listEmployees(db, location.id)).map((row) => toEmployeeDto(row, now())) };
    },

    async shifts(admin: OrgAdmin, code: string, range: { startDate: string; endDate: string }) {
      const location = await ownLocation(admin, code);
      await closeRunawayShifts(db, now(), location.id);
      const { from, to } = resolveRange(range.startDate, range.endDate, location.timezone);
      const rows = await findShiftsClockedInBetween(db, location.id, from, to, 5000);
      return { shifts: rows.map(toShiftDto) };
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
