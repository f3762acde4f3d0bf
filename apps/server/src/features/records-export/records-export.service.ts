import type { RecordsManifest } from '@shiftclock/contract/records';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { chainHead } from '../records-chain/record-chain.repository.ts';
import { resolveScope } from './export-scope.ts';
import {
  approvalsFile,
  breaksFile,
  changesFile,
  publishesFile,
  schedulesFile,
  shiftsFile,
} from './record-files.ts';
import { RecordsArchive } from './records-archive.ts';
import {
  allPages,
  findOrganization,
  knownPeople,
  listAllLocations,
  listApprovals,
  listBreaks,
  listPeriodEntries,
  listPublishes,
  listScheduledShifts,
  listScheduleRemovals,
  listShiftChanges,
  listShifts,
  locationsOfPeople,
} from './records-export.repository.ts';

/**
 * The owner's inspector's export (docs/operations.md, "The inspector's export"): every record of a
 * range at some locations or of some people, as CSV files in a ZIP with a manifest of their SHA-256s
 * and the chain's head.
 */

type Deps = { db: Db; now: () => Date };
type Query = { from: string; to: string; locations?: string[] | undefined; people?: string[] | undefined };

export function createRecordsExportService({ db, now }: Deps) {
  return {
    async export(account: { organizationId: string }, query: Query) {
      const organizationId = account.organizationId;
      // One snapshot for every file and the chain's head: a punch committed while the export runs is
      // in all of them or in none, so the head quoted covers exactly the rows written.
      const read = await db.transaction(
        async (tx) => {
          const organization = await findOrganization(tx, organizationId);
          if (!organization) throw new NotFound('Organization not found');
          const scope = await resolveScope(query, await listAllLocations(tx, organizationId), {
            knownPeople: (ids) => knownPeople(tx, organizationId, ids),
            locationsOfPeople: (ids) => locationsOfPeople(tx, ids),
          });
          return {
            organization,
            scope,
            shifts: await allPages(listShifts, tx, scope),
            breaks: await allPages(listBreaks, tx, scope),
            shiftChanges: await allPages(listShiftChanges, tx, scope),
            periodEntries: await listPeriodEntries(tx, scope),
            approvals: await listApprovals(tx, scope),
            scheduled: await allPages(listScheduledShifts, tx, scope),
            removals: await allPages(listScheduleRemovals, tx, scope),
            publishes: await listPublishes(tx, scope),
            // The chain's last entry in this snapshot: it covers exactly the rows written to the files.
            chainHead: await chainHead(tx, organizationId),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );

      const { scope } = read;
      const locations = new Map(scope.locations.map((location) => [location.id, location]));
      const createdAt = now();
      const archive = new RecordsArchive(createdAt);
      for (const file of [
        shiftsFile(read.shifts, locations),
        breaksFile(read.breaks, locations),
        changesFile(read.shiftChanges, read.periodEntries, locations),
        approvalsFile(read.periodEntries, read.approvals, locations),
        schedulesFile(read.scheduled, read.removals, locations),
        publishesFile(read.publishes, locations),
      ]) {
        await archive.addCsv(file);
      }
      const manifest: RecordsManifest = {
        format: 'shiftclock-records',
        version: 1,
        organization: read.organization,
        range: scope.range,
        locations: scope.locations.map((location) => location.code),
        people: scope.people,
        createdAt: createdAt.toISOString(),
        files: archive.files,
        chainHead: read.chainHead,
      };
      return { range: scope.range, zip: archive.finish(manifest) };
    },
  };
}

export type RecordsExportService = ReturnType<typeof createRecordsExportService>;
