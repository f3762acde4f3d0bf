import type { PurgePreview } from '@shiftclock/contract/records';
import type { Db } from '../../db/client.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { countRecords, eraseRecords } from '../../shared/erase-records.ts';
import { recordOrganizationEvent } from '../master/organization-events.repository.ts';
import {
  findOrganizationRetention,
  findRetentionYears,
  listPurgeCandidates,
  storeRetentionYears,
} from './records-retention.repository.ts';
import { retentionCutoff } from './retention-cutoff.ts';

export const retentionMessages = {
  saved: (years: number) => `Records are now kept ${years} years`,
  stalePreview:
    'The cutoff is not today’s: the list may have changed. Look at what a purge would remove again, then confirm.',
  purged: 'Records past retention removed',
  nothingToPurge: 'Nothing is past retention: nothing was removed',
  organizationNotFound: 'Organization not found',
} as const;

/**
 * The organization's retention and the purge after it (docs/decisions/0205-records-kept.md): within
 * retention nothing is erased; past it, the owner sees what would go (archived locations and people
 * whose last record is older than the cutoff), confirms that cutoff, and the purge removes exactly
 * those, children first, in one transaction that also records it in the organization's history.
 */
export function createRecordsRetentionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async getRetention(owner: OrgAdminAccount) {
      return { retentionYears: await findRetentionYears(db, owner.organizationId) };
    },

    async setRetention(owner: OrgAdminAccount, retentionYears: number) {
      const stored = await storeRetentionYears(db, owner.organizationId, retentionYears);
      return { message: retentionMessages.saved(stored), retentionYears: stored };
    },

    /** Read in one REPEATABLE READ transaction, so the retention, zone and rows are of one moment. */
    async preview(owner: OrgAdminAccount): Promise<PurgePreview> {
      return db.transaction(
        async (tx) => {
          const organization = await findOrganizationRetention(tx, owner.organizationId);
          if (!organization) throw new NotFound(retentionMessages.organizationNotFound);
          const cutoff = retentionCutoff(now(), organization.timezone, organization.retentionYears);
          const candidates = await listPurgeCandidates(tx, {
            organizationId: owner.organizationId,
            cutoff,
            timezone: organization.timezone,
          });
          const items = [];
          for (const candidate of candidates) {
            const owners =
              candidate.kind === 'location'
                ? { locationIds: [candidate.id], personIds: [] }
                : { locationIds: [], personIds: [candidate.id] };
            items.push({ ...candidate, rows: await countRecords(tx, owners) });
          }
          return { retentionYears: organization.retentionYears, cutoff, items };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Removes what today's preview lists. A cutoff other than today's (a preview from yesterday, or
     * before a retention change) is refused: the owner confirms what they saw, never more.
     */
    async purge(owner: OrgAdminAccount, cutoff: string) {
      return db.transaction(async (tx) => {
        const organization = await findOrganizationRetention(tx, owner.organizationId, { lock: true });
        if (!organization) throw new NotFound(retentionMessages.organizationNotFound);
        const at = now();
        const today = retentionCutoff(at, organization.timezone, organization.retentionYears);
        if (cutoff !== today) throw new Conflict(retentionMessages.stalePreview);
        const candidates = await listPurgeCandidates(tx, {
          organizationId: owner.organizationId,
          cutoff,
          timezone: organization.timezone,
          lock: true,
        });
        const locationIds = candidates.filter((c) => c.kind === 'location').map((c) => c.id);
        const personIds = candidates.filter((c) => c.kind === 'person').map((c) => c.id);
        const rows = await eraseRecords(tx, { locationIds, personIds });
        // Who, when, the cutoff and what went; ids only, no names: a purge removes personal data.
        await recordOrganizationEvent(tx, {
          organizationId: owner.organizationId,
          kind: 'recordsPurged',
          at,
          details: {
            by: owner.email,
            cutoff,
            retentionYears: organization.retentionYears,
            locationIds,
            personIds,
            rows,
          },
        });
        return {
          message: candidates.length > 0 ? retentionMessages.purged : retentionMessages.nothingToPurge,
          rows,
        };
      });
    },
  };
}

export type RecordsRetentionService = ReturnType<typeof createRecordsRetentionService>;
