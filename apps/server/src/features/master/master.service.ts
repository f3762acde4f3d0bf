import {
  EXPIRING_LICENSE_WINDOW_DAYS,
  MASTER_RECENT_ORGANIZATIONS,
  TRIAL_DAYS,
} from '@shiftclock/contract/constants';
import { messages } from '@shiftclock/contract/messages';
import { and, count, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { licenses, organizations } from '../../db/schema.ts';
import { BadRequest, Conflict, NotFound } from '../../http/errors.ts';
import { lockOrganization } from '../organization/locations.repository.ts';
import { addDuration, type DurationUnit } from './licenses.ts';
import { toOrganizationDto } from './organization-dto.ts';
import {
  countStatistics,
  findOrganization,
  organizationSelect,
  renewDueLicenses,
} from './organizations.repository.ts';

type Status = 'pending' | 'approved' | 'suspended' | 'rejected';
type LicenseInput = {
  licenseType: 'trial' | 'monthly' | 'yearly' | 'custom';
  duration: number;
  durationUnit: DurationUnit;
  autoRenew: boolean;
};

const DAY_MS = 86_400_000;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createMasterService({ db, now }: { db: Db; now: () => Date }) {
  async function organizationOr404(id: string) {
    const row = await findOrganization(db, id);
    if (!row) throw new NotFound(messages.organizationNotFound);
    return toOrganizationDto(row, now());
  }

  /** The license's end counts from now (CONTRACT.md section 4). */
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
    await tx
      .insert(licenses)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: licenses.organizationId, set: values });
  }

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
      const pending = await organizationSelect(db)
        .where(eq(organizations.status, 'pending'))
        .orderBy(desc(organizations.createdAt))
        .limit(100);
      const expiring = await organizationSelect(db)
        .where(
          and(
            eq(organizations.status, 'approved'),
            gt(licenses.endsAt, at),
            lte(licenses.endsAt, new Date(at.getTime() + EXPIRING_LICENSE_WINDOW_DAYS * DAY_MS)),
          ),
        )
        .orderBy(licenses.endsAt);
      const recent = await organizationSelect(db)
        .orderBy(desc(organizations.createdAt))
        .limit(MASTER_RECENT_ORGANIZATIONS);
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
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(organizations.status, query.status));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        const match = or(ilike(organizations.name, pattern), ilike(organizations.email, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [totalRow] = await db.select({ total: count() }).from(organizations).where(where);
      const total = totalRow?.total ?? 0;
      const rows = await organizationSelect(db)
        .where(where)
        .orderBy(desc(organizations.createdAt), organizations.id)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
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

    async get(id: string) {
      await renewDueLicenses(db, now());
      return { organization: await organizationOr404(id) };
    },

    /** Only from pending (else 409); grants the 30-day trial in the same transaction. */
    async approve(id: string) {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(organizations)
          .set({ status: 'approved', updatedAt: now() })
          .where(and(eq(organizations.id, id), eq(organizations.status, 'pending')))
          .returning({ id: organizations.id });
        if (!updated.length) {
          const [exists] = await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(eq(organizations.id, id));
          if (!exists) throw new NotFound(messages.organizationNotFound);
          throw new Conflict(messages.onlyPendingCanBeApproved);
        }
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
        const updated = await tx
          .update(organizations)
          .set({ status, updatedAt: now() })
          .where(eq(organizations.id, id))
          .returning({ id: organizations.id });
        if (!updated.length) throw new NotFound(messages.organizationNotFound);
        if (status === 'approved') {
          const [license] = await tx.select().from(licenses).where(eq(licenses.organizationId, id));
          if (!license) await writeLicense(tx, id, trial);
        }
      });
      return { message: `Organization status set to ${status}`, organization: await organizationOr404(id) };
    },

    async setLicense(id: string, input: LicenseInput) {
      await db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, id))
          .for('update');
        if (!exists) throw new NotFound(messages.organizationNotFound);
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
        await tx
          .update(organizations)
          .set({ maxLocations, updatedAt: now() })
          .where(eq(organizations.id, id));
      });
      return { message: 'Location limits updated', organization: await organizationOr404(id) };
    },
  };
}

export type MasterService = ReturnType<typeof createMasterService>;
