import { ANSWERABLE_ACTIONS } from '@shiftclock/contract/my-record-messages';
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { correctionResponses } from '../../db/schema/correction-responses.ts';
import { locations } from '../../db/schema/locations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { auditEntries } from '../../db/schema/timesheets.ts';
import { auditEntryColumns } from '../shifts/audit.repository.ts';

/** The shift entries of the record: a manager's changes and the server's auto-close (never approvals). */
const RECORD_ACTIONS = ['create', 'correct', 'auto-close', 'confirm'] as const;
/** One call's most entries: far more than a year of corrections of one person. */
const MOST_ENTRIES = 1000;

/**
 * True for the newest entry of its shift that an employee may answer: a later correction of the shift
 * replaces the question (docs/decisions/0195-employees-confirm-corrections.md).
 */
const isLatestAnswerable = sql<boolean>`${auditEntries.seq} = (
  select max(later.seq) from audit_entries later
  where later.shift_id = ${auditEntries.shiftId}
    and later.action in ('create', 'correct', 'confirm'))`;

/** The entry's day in its location's zone, for the record's range of days. */
const localDay = (at: SQL | typeof auditEntries.at | typeof shifts.clockIn) =>
  sql<string>`(${at} at time zone ${locations.timezone})::date`;

const shiftColumns = {
  shiftId: shifts.id,
  clockIn: shifts.clockIn,
  clockOut: shifts.clockOut,
  offline: shifts.offline,
  autoClosed: shifts.autoClosed,
  source: shifts.source,
  locationCode: locations.code,
  locationName: locations.name,
  timezone: locations.timezone,
};

/**
 * Entries of shifts with their shift, location, organization's setting (`since`) and answer, and
 * whether each is its shift's latest answerable one.
 */
function selectEntries(db: DbOrTx) {
  return db
    .select({
      ...auditEntryColumns,
      ...shiftColumns,
      latestAnswerable: isLatestAnswerable,
      since: organizations.confirmCorrectionsSince,
      answerStatus: correctionResponses.status,
      answerComment: correctionResponses.comment,
      answeredAt: correctionResponses.at,
    })
    .from(auditEntries)
    .innerJoin(shifts, eq(shifts.id, auditEntries.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .leftJoin(correctionResponses, eq(correctionResponses.auditEntryId, auditEntries.id));
}
export type RecordEntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export type DayRange = { from: string; to: string | null };

/** The person's shift entries made in the range (days in each location's zone), newest first. */
export async function listPersonEntries(db: DbOrTx, personId: string, range: DayRange) {
  return selectEntries(db)
    .where(
      and(
        eq(shifts.personId, personId),
        inArray(auditEntries.action, [...RECORD_ACTIONS]),
        gte(localDay(auditEntries.at), range.from),
        range.to === null ? undefined : sql`${localDay(auditEntries.at)} <= ${range.to}`,
      ),
    )
    .orderBy(desc(auditEntries.seq))
    .limit(MOST_ENTRIES);
}

/** One entry of the person's shifts, with its shift share-locked so no correction replaces it meanwhile. */
export async function lockPersonEntry(tx: DbOrTx, personId: string, entryId: string) {
  const [row] = await selectEntries(tx)
    .where(and(eq(auditEntries.id, entryId), eq(shifts.personId, personId)))
    .for('share', { of: shifts });
  return row;
}

/** How many corrections wait for the person's answer since the organization turned the setting on. */
export async function countPending(db: DbOrTx, personId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEntries)
    .innerJoin(shifts, eq(shifts.id, auditEntries.shiftId))
    .leftJoin(correctionResponses, eq(correctionResponses.auditEntryId, auditEntries.id))
    .where(
      and(
        eq(shifts.personId, personId),
        inArray(auditEntries.action, [...ANSWERABLE_ACTIONS]),
        gte(auditEntries.at, since),
        isNull(correctionResponses.auditEntryId),
        isLatestAnswerable,
      ),
    );
  return row?.count ?? 0;
}

/** The person's offline or auto-closed shifts that began in the range, newest first. */
export async function listFlaggedShifts(db: DbOrTx, personId: string, range: DayRange) {
  return db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(
      and(
        eq(shifts.personId, personId),
        or(eq(shifts.offline, true), eq(shifts.autoClosed, true)),
        gte(localDay(shifts.clockIn), range.from),
        range.to === null ? undefined : sql`${localDay(shifts.clockIn)} <= ${range.to}`,
      ),
    )
    .orderBy(desc(shifts.clockIn))
    .limit(MOST_ENTRIES);
}

/** Records the answer unless the entry has one already: undefined when another answer got there first. */
export async function insertAnswer(
  tx: DbOrTx,
  answer: { auditEntryId: string; status: 'confirmed' | 'disputed'; comment: string | null; at: Date },
) {
  const [row] = await tx
    .insert(correctionResponses)
    .values(answer)
    .onConflictDoNothing({ target: correctionResponses.auditEntryId })
    .returning();
  return row;
}

/**
 * The newest answerable entry of each shift of the location that began in [from, to), with its
 * answer if any and the organization's setting: the manager's timesheet shows each as pending,
 * confirmed or disputed.
 */
export async function listLatestCorrectionsOfShifts(
  db: DbOrTx,
  locationIds: readonly string[],
  from: Date,
  to: Date,
) {
  return selectEntries(db).where(
    and(
      inArray(shifts.locationId, [...locationIds]),
      gte(shifts.clockIn, from),
      lt(shifts.clockIn, to),
      inArray(auditEntries.action, [...ANSWERABLE_ACTIONS]),
      isLatestAnswerable,
    ),
  );
}
