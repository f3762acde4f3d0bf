import { peopleMessages } from '@shiftclock/contract/people';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { recordOrganizationEvent } from '../master/organization-events.repository.ts';
import { deletePerson, type LockedPerson, lockPeople, updatePerson } from './people.repository.ts';
import {
  haveOverlappingShifts,
  lockEmployeesOfPeople,
  moveEmployeesToPerson,
  movePersonRecordsToPerson,
} from './person-employees.repository.ts';

/**
 * The constraints that judge the moved shifts (migration 0016): a scheduled shift over one of the
 * kept person's, or two open shifts, found in the moment between the check and the move.
 */
const OVERLAP_CONSTRAINTS = new Set([
  'scheduled_shifts_no_overlap',
  'shifts_one_active_per_person',
  'time_off_requests_no_overlap',
]);

function isOverlap(error: unknown) {
  const pg = pgErrorOf(error);
  return (
    (pg.code === EXCLUSION_VIOLATION || pg.code === UNIQUE_VIOLATION) &&
    OVERLAP_CONSTRAINTS.has(pg.constraint ?? '')
  );
}

/** What the kept record lacks, taken from the merged one; the PIN with its lock state, as one. */
function detailsFrom(keep: LockedPerson, merged: LockedPerson) {
  return {
    email: keep.email ?? merged.email,
    phone: keep.phone ?? merged.phone,
    payrollId: keep.payrollId ?? merged.payrollId,
    hourlyRate: keep.hourlyRate ?? merged.hourlyRate,
    ...(keep.pinHash === null && merged.pinHash !== null
      ? { pinHash: merged.pinHash, pinFailures: merged.pinFailures, pinLockedUntil: merged.pinLockedUntil }
      : {}),
    // Archived only if both were: the merged record's locations stay as they were.
    archivedAt: keep.archivedAt && merged.archivedAt ? keep.archivedAt : null,
  };
}

/**
 * Joins two records of one person of the organization (docs/api.md, "People"): the merged record's
 * employee rows become the kept person's (their shifts, breaks and audit entries follow by the
 * foreign keys), as do the records naming the person directly (time off, published removals, the
 * requests trail): the merged record's delete, restricted by every record's foreign key, takes
 * none with it (docs/decisions/0205-records-kept.md). The details the kept record lacks are taken over, the merged record is deleted and
 * the merge is recorded in the organization's history, all in one transaction with both people and
 * all their employee rows locked, so no punch, assignment or archive of either slips in between.
 */
export async function mergePeople(
  db: Db,
  admin: OrgAdminAccount,
  input: { keepId: string; mergeId: string },
  at: Date,
) {
  if (input.keepId === input.mergeId) throw new Conflict(peopleMessages.mergeSamePerson);
  await db.transaction(async (tx) => {
    const locked = await lockPeople(tx, admin.organizationId, [input.keepId, input.mergeId]);
    const keep = locked.find((p) => p.id === input.keepId);
    const merged = locked.find((p) => p.id === input.mergeId);
    if (!keep || !merged) throw new NotFound(peopleMessages.personNotFound);

    const rows = await lockEmployeesOfPeople(tx, [keep.id, merged.id]);
    const keptLocations = new Set(rows.filter((r) => r.personId === keep.id).map((r) => r.locationId));
    if (rows.some((r) => r.personId === merged.id && keptLocations.has(r.locationId)))
      throw new Conflict(peopleMessages.mergeSameLocation);
    if (await haveOverlappingShifts(tx, keep.id, merged.id)) throw new Conflict(peopleMessages.mergeOverlap);

    // The refusal rolls the whole merge back.
    const moved = await moveEmployeesToPerson(tx, merged.id, keep.id)
      .then(async (count) => {
        await movePersonRecordsToPerson(tx, merged.id, keep.id);
        return count;
      })
      .catch((error: unknown) => {
        throw isOverlap(error) ? new Conflict(peopleMessages.mergeOverlap) : error;
      });
    await deletePerson(tx, merged.id);
    await updatePerson(tx, admin.organizationId, keep.id, detailsFrom(keep, merged));
    await recordOrganizationEvent(tx, {
      organizationId: admin.organizationId,
      kind: 'personMerged',
      at,
      details: {
        keptId: keep.id,
        keptName: keep.name,
        mergedId: merged.id,
        mergedName: merged.name,
        employeeRowsMoved: moved,
        by: admin.email,
      },
    });
  });
}
