import { openShiftsMessages } from '@shiftclock/contract/open-shifts-messages';
import type { Db, Tx } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { Account, AccountOfType } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { insertNotifications } from '../../shared/notifications.repository.ts';
import { type RequestEvent, recordRequestEvents } from '../../shared/request-events.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import {
  type ClaimRow,
  closeOpenShift,
  declinePending,
  findClaimAt,
  findClaims,
  findEligiblePeople,
  findMyOpenShifts,
  findOpenShift,
  findOpenShifts,
  findPersonEmployee,
  insertClaim,
  insertOpenShift,
  insertPublishedShift,
  iso,
  isPersonBusy,
  lockOpenShift,
  type OpenShiftRow,
  setClaimStatus,
  toClaimDto,
  toMyOpenShiftDto,
  withdrawPending,
} from './open-shifts.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;
type Employee = AccountOfType<'employee'>;

/** Who decided a claim the location approved by itself (the setting "approve the first claim"). */
export const AUTO_APPROVED_BY = 'auto';

const m = openShiftsMessages;

const toOpenShiftDto = (row: OpenShiftRow, claims: ClaimRow[]) => ({
  id: row.id,
  scheduledStart: iso(row.scheduled_start),
  scheduledEnd: iso(row.scheduled_end),
  notes: row.notes,
  status: row.status,
  postedBy: row.posted_by,
  postedAt: iso(row.created_at),
  claims: claims.filter((c) => c.open_shift_id === row.id).map(toClaimDto),
});

const isExclusion = (error: unknown) => {
  const pg = pgErrorOf(error);
  return pg.code === EXCLUSION_VIOLATION && pg.constraint === 'scheduled_shifts_no_overlap';
};
const isSecondApproval = (error: unknown) => {
  const pg = pgErrorOf(error);
  return pg.code === UNIQUE_VIOLATION && pg.constraint === 'open_shift_claims_one_approved';
};

type Locked = NonNullable<Awaited<ReturnType<typeof lockOpenShift>>>;
type Where = { code: string; name: string; timezone: string };

const noteLocation = (where: Where) => ({
  locationId: where.code,
  locationName: where.name,
  timezone: where.timezone,
});
const timesOf = (shift: OpenShiftRow) => ({
  start: iso(shift.scheduled_start),
  end: iso(shift.scheduled_end),
});

/** The trail's entry of an open shift (docs/decisions/0200-requests-trail.md). */
const event = (
  shift: OpenShiftRow,
  action: string,
  actor: string,
  more: { personId?: string; details?: Record<string, unknown> } = {},
): RequestEvent => ({
  locationId: shift.location_id,
  kind: 'openShift',
  requestId: shift.id,
  action,
  actor,
  ...more,
});

/** "Your claim was approved / declined" in each claimant's app, in the decision's transaction. */
function decidedNotes(shift: Locked, decision: 'approved' | 'declined', personIds: string[]) {
  return personIds.map((personId) => ({
    personId,
    kind: 'open_shift_claim_decided' as const,
    body: { location: noteLocation(shift), openShiftId: shift.id, shift: timesOf(shift), decision },
  }));
}

/** Open shifts (docs/decisions/0201-open-shifts.md). */
export function createOpenShiftsService({ db, now }: { db: Db; now: () => Date }) {
  async function answer(account: Manager, id: string) {
    const row = await findOpenShift(db, account.locationId, id);
    if (!row) throw new NotFound(m.openShiftNotFound);
    return toOpenShiftDto(row, await findClaims(db, [id]));
  }

  async function myAnswer(account: Employee, id: string) {
    const [row] = await findMyOpenShifts(db, { personId: account.personId, now: now(), onlyId: id });
    if (!row) throw new NotFound(m.openShiftNotFound);
    return toMyOpenShiftDto(row);
  }

  /**
   * Approves the claim of the locked, still open shift: the claim approved (the partial unique index
   * refuses a second), the other pending claims declined, the open shift filled, and the claimant
   * scheduled as already published. A refusal of the exclusion constraint (the person got busy
   * meanwhile) is a 409 and, thrown inside the transaction, undoes everything.
   */
  async function approveLocked(
    tx: Tx,
    shift: Locked,
    claim: { id: string; employee_id: string; person_id: string },
    decidedBy: string,
  ) {
    let scheduledShiftId: string;
    try {
      scheduledShiftId = await insertPublishedShift(tx, {
        locationId: shift.location_id,
        employeeId: claim.employee_id,
        start: shift.scheduled_start,
        end: shift.scheduled_end,
        notes: shift.notes,
      });
      if (!(await setClaimStatus(tx, claim.id, 'approved', decidedBy)))
        throw new Conflict(m.openShiftClaimNotPending);
    } catch (error) {
      if (isExclusion(error)) throw new Conflict(m.openShiftClaimantBusy);
      if (isSecondApproval(error)) throw new Conflict(m.openShiftNotOpen);
      throw error;
    }
    const declined = await declinePending(tx, shift.id, decidedBy);
    await closeOpenShift(tx, shift.id, 'filled');
    await recordRequestEvents(tx, [
      event(shift, 'approved', decidedBy, {
        personId: claim.person_id,
        details: {
          claimId: claim.id,
          scheduledShiftId,
          ...(decidedBy === AUTO_APPROVED_BY ? { auto: true } : {}),
        },
      }),
      ...declined.map((d) =>
        event(shift, 'declined', decidedBy, {
          personId: d.person_id,
          details: { claimId: d.id, reason: 'filled' },
        }),
      ),
    ]);
    // The claimant of a claim approved by itself has the answer on screen: only a manager's approval is told.
    const approved = decidedBy === AUTO_APPROVED_BY ? [] : [claim.person_id];
    await insertNotifications(tx, [
      ...decidedNotes(shift, 'approved', approved),
      ...decidedNotes(
        shift,
        'declined',
        declined.map((d) => d.person_id),
      ),
    ]);
    return { scheduledShiftId, declined };
  }

  /** The open shift of a claim at the manager's location, locked, with the claim as it is now. */
  async function lockClaim(tx: Tx, account: Manager, claimId: string) {
    const claim = await findClaimAt(tx, account.locationId, claimId);
    if (!claim) throw new NotFound(m.openShiftClaimNotFound);
    const shift = await lockOpenShift(tx, claim.open_shift_id);
    if (!shift) throw new NotFound(m.openShiftClaimNotFound);
    // Read again under the lock: a decision made while this one waited is seen.
    const current = await findClaimAt(tx, account.locationId, claimId);
    if (!current) throw new NotFound(m.openShiftClaimNotFound);
    return { shift, claim: current };
  }

  return {
    async list(account: Manager, query: { startDate?: string; endDate?: string }) {
      if (Boolean(query.startDate) !== Boolean(query.endDate)) throw new BadRequest(m.openShiftsRangeInvalid);
      const range =
        query.startDate && query.endDate
          ? resolveRange(query.startDate, query.endDate, account.timezone)
          : { now: now() };
      const rows = await findOpenShifts(db, account.locationId, range);
      const claims = await findClaims(
        db,
        rows.map((r) => r.id),
      );
      return { openShifts: rows.map((row) => toOpenShiftDto(row, claims)) };
    },

    /** Posting is publishing: the eligible employees see it in their app at once. */
    async post(account: Manager, input: { scheduledStart: string; scheduledEnd: string; notes: string }) {
      const row = await db.transaction(async (tx) => {
        const created = await insertOpenShift(tx, {
          locationId: account.locationId,
          start: new Date(input.scheduledStart),
          end: new Date(input.scheduledEnd),
          notes: input.notes,
          postedBy: actorOf(account),
        });
        const times = timesOf(created);
        await recordRequestEvents(tx, [
          event(created, 'posted', actorOf(account), { details: { ...times, notes: input.notes } }),
        ]);
        // One note for each person who may claim it now (active here, free then).
        const location = {
          code: account.locationCode,
          name: account.locationName,
          timezone: account.timezone,
        };
        await insertNotifications(
          tx,
          (await findEligiblePeople(tx, created.id)).map((personId) => ({
            personId,
            kind: 'open_shift_posted' as const,
            body: {
              location: noteLocation(location),
              openShiftId: created.id,
              shift: times,
              notes: input.notes,
            },
          })),
        );
        return created;
      });
      return { openShift: toOpenShiftDto(row, []) };
    },

    async cancel(account: Manager, id: string) {
      await db.transaction(async (tx) => {
        const shift = await lockOpenShift(tx, id);
        if (!shift || shift.location_id !== account.locationId) throw new NotFound(m.openShiftNotFound);
        if (shift.status !== 'open') throw new Conflict(m.openShiftCannotCancel);
        const actor = actorOf(account);
        const declined = await declinePending(tx, id, actor);
        await closeOpenShift(tx, id, 'cancelled');
        await recordRequestEvents(tx, [
          event(shift, 'cancelled', actor),
          ...declined.map((d) =>
            event(shift, 'declined', actor, {
              personId: d.person_id,
              details: { claimId: d.id, reason: 'cancelled' },
            }),
          ),
        ]);
        await insertNotifications(
          tx,
          decidedNotes(
            shift,
            'declined',
            declined.map((d) => d.person_id),
          ),
        );
      });
      return { openShift: await answer(account, id) };
    },

    async approve(account: Manager, claimId: string) {
      const { shiftId, scheduledShiftId } = await db.transaction(async (tx) => {
        const { shift, claim } = await lockClaim(tx, account, claimId);
        if (shift.status !== 'open') throw new Conflict(m.openShiftNotOpen);
        if (claim.status !== 'pending') throw new Conflict(m.openShiftClaimNotPending);
        // An employee made inactive since claiming is not scheduled (as Schedule Shift refuses them).
        if (!(await findPersonEmployee(tx, claim.person_id, shift.location_id))?.is_active)
          throw new Conflict(m.openShiftClaimantInactive);
        const approved = await approveLocked(tx, shift, claim, actorOf(account));
        return { shiftId: shift.id, scheduledShiftId: approved.scheduledShiftId };
      });
      return { openShift: await answer(account, shiftId), scheduledShiftId };
    },

    async decline(account: Manager, claimId: string) {
      const shiftId = await db.transaction(async (tx) => {
        const { shift, claim } = await lockClaim(tx, account, claimId);
        if (claim.status !== 'pending') throw new Conflict(m.openShiftClaimNotPending);
        const actor = actorOf(account);
        await setClaimStatus(tx, claim.id, 'declined', actor);
        await recordRequestEvents(tx, [
          event(shift, 'declined', actor, { personId: claim.person_id, details: { claimId: claim.id } }),
        ]);
        await insertNotifications(tx, decidedNotes(shift, 'declined', [claim.person_id]));
        return shift.id;
      });
      return { openShift: await answer(account, shiftId) };
    },

    async mine(account: Employee) {
      const rows = await findMyOpenShifts(db, { personId: account.personId, now: now() });
      return { openShifts: rows.map(toMyOpenShiftDto) };
    },

    /**
     * A claim, judged under the open shift's lock: still open, not started, the person active at its
     * location and free then. Where the location approves the first claim by itself, it is approved
     * in the same transaction; of two claims at once, the second finds the shift filled.
     */
    async claim(account: Employee, id: string) {
      await db.transaction(async (tx) => {
        const shift = await lockOpenShift(tx, id);
        const employee = shift && (await findPersonEmployee(tx, account.personId, shift.location_id));
        // Another organization's or location's open shift is not named to this person.
        if (!shift || !employee) throw new NotFound(m.openShiftNotFound);
        if (shift.status !== 'open') throw new Conflict(m.openShiftNotOpen);
        if (new Date(shift.scheduled_start) <= now()) throw new Conflict(m.openShiftStarted);
        const start = new Date(shift.scheduled_start);
        const end = new Date(shift.scheduled_end);
        if (!employee.is_active || (await isPersonBusy(tx, account.personId, start, end)))
          throw new Conflict(m.openShiftNotEligible);
        const claim = await insertClaim(tx, {
          openShiftId: id,
          employeeId: employee.id,
          personId: account.personId,
        });
        if (!claim) throw new Conflict(m.openShiftAlreadyClaimed);
        await recordRequestEvents(tx, [
          event(shift, 'claimed', account.personName, {
            personId: account.personId,
            details: { claimId: claim.id },
          }),
        ]);
        if (shift.auto_approve)
          await approveLocked(
            tx,
            shift,
            { id: claim.id, employee_id: employee.id, person_id: account.personId },
            AUTO_APPROVED_BY,
          );
      });
      return { openShift: await myAnswer(account, id) };
    },

    async withdraw(account: Employee, id: string) {
      await db.transaction(async (tx) => {
        const shift = await lockOpenShift(tx, id);
        const employee = shift && (await findPersonEmployee(tx, account.personId, shift.location_id));
        if (!shift || !employee) throw new NotFound(m.openShiftNotFound);
        const withdrawn = await withdrawPending(tx, id, account.personId);
        if (!withdrawn) throw new Conflict(m.openShiftClaimNotPending);
        await recordRequestEvents(tx, [
          event(shift, 'withdrawn', account.personName, {
            personId: account.personId,
            details: { claimId: withdrawn.id },
          }),
        ]);
      });
      return { openShift: await myAnswer(account, id) };
    },
  };
}

export type OpenShiftsService = ReturnType<typeof createOpenShiftsService>;
