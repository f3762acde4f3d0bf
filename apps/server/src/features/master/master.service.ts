import {
  EXPIRING_LICENSE_WINDOW_DAYS,
  MASTER_RECENT_ORGANIZATIONS,
  TRIAL_DAYS,
} from '@shiftclock/contract/constants';
import { messages } from '@shiftclock/contract/messages';
import { addDuration, type DurationUnit } from '@shiftclock/contract/time/calendar-duration';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import {
  type KioskAwareDeps,
  type LocationStatsDeps,
  organizationWithLocationStats,
} from '../organization/location-stats.ts';
import { lockOrganization } from '../organization/locations.repository.ts';
import { toOrganizationDto } from '../organization/organization-dto.ts';
import {
  countStatistics,
  findOrganization,
  hasLicense,
  listExpiringOrganizations,
  listPendingOrganizations,
  listRecentOrganizations,
  organizationExists,
  renewDueLicenses,
  searchOrganizations,
  setMaxLocations,
  updateOrganizationStatus,
  upsertLicense,
} from '../organization/organizations.repository.ts';
import { toOrganizationEvent } from './organization-detail.ts';
import {
  findOrganizationOwner,
  listOrganizationEvents,
  recordOrganizationEvent,
} from './organization-events.repository.ts';

type Status = 'pending' | 'approved' | 'suspended' | 'rejected';
type LicenseInput = {
  licenseType: 'trial' | 'monthly' | 'yearly' | 'custom';
  duration: number;
  durationUnit: DurationUnit;
  autoRenew: boolean;
};

const DAY_MS = 86_400_000;

export function createMasterService(deps: KioskAwareDeps & Pick<LocationStatsDeps, 'organizationStats'>) {
  const { db, now } = deps;
  async function organizationOr404(id: string) {
    const row = await findOrganization(db, id);
    if (!row) throw new NotFound(messages.organizationNotFound);
    return toOrganizationDto(row, now());
  }

  /** The license's end counts from now (docs/product.md section 11.4); the history records it. */
  async function writeLicense(tx: DbOrTx, organizationId: string, input: LicenseInput) {
    const startsAt = now();
    const values = {
      type: input.licenseType,
      duration: input.duration,
      durationUnit: input.durationUnit,
      autoRenew: input.autoRenew,
      startsAt,
      endsAt: addDuration(startsAt, input.duration, input.durationUnit),
      updatedAt: startsAt,
    };
    await upsertLicense(tx, organizationId, values);
    await recordOrganizationEvent(tx, {
      organizationId,
      kind: 'license',
      at: startsAt,
      details: {
        type: values.type,
        duration: values.duration,
        durationUnit: values.durationUnit,
        autoRenew: values.autoRenew,
        endDate: values.endsAt.toISOString(),
      },
    });
  }

  const recordStatus = (tx: DbOrTx, organizationId: string, status: Status) =>
    recordOrganizationEvent(tx, { organizationId, kind: 'status', at: now(), details: { status } });

  const trial: LicenseInput = {
    licenseType: 'trial',
    duration: TRIAL_DAYS,
    durationUnit: 'days',
    autoRenew: false,
  };

  return {
    async dashboard() {
      const at = now();
      await renewDueLicenses(db, at);
      const stats = await countStatistics(db);
      const pending = await listPendingOrganizations(db, 100);
      const expiring = await listExpiringOrganizations(
        db,
        at,
        new Date(at.getTime() + EXPIRING_LICENSE_WINDOW_DAYS * DAY_MS),
      );
      const recent = await listRecentOrganizations(db, MASTER_RECENT_ORGANIZATIONS);
      return {
        statistics: {
          totalOrganizations: stats.total,
          approvedOrganizations: stats.approved,
          pendingOrganizations: stats.pending,
          totalUsers: stats.users,
        },
        pendingOrganizations: pending.map((row) => toOrganizationDto(row, at)),
        expiringLicenses: expiring.map((row) => {
          const organization = toOrganizationDto(row, at);
          return { ...organization, daysLeft: organization.license?.daysLeft ?? 0 };
        }),
        recentOrganizations: recent.map((row) => toOrganizationDto(row, at)),
      };
    },

    async list(query: { page: number; limit: number; status?: Status; search?: string }) {
      const at = now();
      await renewDueLicenses(db, at);
      const { rows, total } = await searchOrganizations(db, {
        status: query.status,
        search: query.search,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        organizations: rows.map((row) => toOrganizationDto(row, at)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    /** The detail page: the organization, its owner, its history and its locations with their figures. */
    async get(id: string) {
      const at = now();
      // A license renewed now is past the cached figures' row (its notice comes later).
      for (const renewed of await renewDueLicenses(db, at))
        deps.organizationStats.forgetOrganization(renewed);
      const found = await organizationWithLocationStats(deps, id, at);
      if (!found) throw new NotFound(messages.organizationNotFound);
      const owner = await findOrganizationOwner(db, id);
      const events = await listOrganizationEvents(db, id);
      return {
        organization: toOrganizationDto(found.row, at),
        owner: owner
          ? {
              email: owner.email,
              emailVerified: owner.emailVerifiedAt !== null,
              registeredAt: owner.createdAt.toISOString(),
            }
          : null,
        history: [
          { kind: 'registered' as const, at: new Date(found.row.createdAt).toISOString() },
          ...events.flatMap((event) => toOrganizationEvent(event) ?? []),
        ],
        locations: found.locations,
      };
    },

    /** Only from pending (else 409); grants the 30-day trial in the same transaction. */
    async approve(id: string) {
      await db.transaction(async (tx) => {
        if (!(await updateOrganizationStatus(tx, id, 'approved', now(), 'pending'))) {
          if (!(await organizationExists(tx, id))) throw new NotFound(messages.organizationNotFound);
          throw new Conflict(messages.onlyPendingCanBeApproved);
        }
        await recordStatus(tx, id, 'approved');
        await writeLicense(tx, id, trial);
      });
      return { message: 'Organization approved', organization: await organizationOr404(id) };
    },

    async reject(id: string) {
      return this.setStatus(id, 'rejected');
    },

    /** Any of the four statuses; approving an organization without a license also grants the trial. */
    async setStatus(id: string, status: Status) {
      await db.transaction(async (tx) => {
        if (!(await updateOrganizationStatus(tx, id, status, now()))) {
          throw new NotFound(messages.organizationNotFound);
        }
        await recordStatus(tx, id, status);
        if (status === 'approved' && !(await hasLicense(tx, id))) await writeLicense(tx, id, trial);
      });
      return { message: `Organization status set to ${status}`, organization: await organizationOr404(id) };
    },

    async setLicense(id: string, input: LicenseInput) {
      await db.transaction(async (tx) => {
        if (!(await organizationExists(tx, id, { lock: true })))
          throw new NotFound(messages.organizationNotFound);
        await writeLicense(tx, id, input);
      });
      return { message: 'License updated', organization: await organizationOr404(id) };
    },

    /** Not below the current count, checked under the same lock that location creates take. */
    async setLocationLimits(id: string, maxLocations: number) {
      await db.transaction(async (tx) => {
        const current = await lockOrganization(tx, id);
        if (!current) throw new NotFound(messages.organizationNotFound);
        if (maxLocations < current.count) {
          const message = `${messages.maxLocationsBelowCurrent} (${current.count})`;
          throw new BadRequest(message, { errors: [{ path: 'maxLocations', msg: message }] });
        }
        await setMaxLocations(tx, id, maxLocations, now());
        await recordOrganizationEvent(tx, {
          organizationId: id,
          kind: 'locationLimit',
          at: now(),
          details: { maxLocations },
        });
      });
      return { message: 'Location limits updated', organization: await organizationOr404(id) };
    },
  };
}

export type MasterService = ReturnType<typeof createMasterService>;
