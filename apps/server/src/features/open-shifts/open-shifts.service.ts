import { openShiftsMessages } from '@shiftclock/contract/open-shifts-messages';
import type { Db, Tx } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { Account, AccountOfType } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import {
  type ClaimRow,
  closeOpenShift,
  declinePending,
  findClaimAt,
  findClaims,
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
    shift: OpenShiftRow,
    claim: { id: string; employee_id: string },
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
        return created;
      });
      return { openShift: toOpenShiftDto(row, []) };
    },

    async cancel(account: Manager, id: string) {
      await db.transaction(async (tx) => {
        const shift = await lockOpenShift(tx, id);
        if (!shift || shift.location_id !== account.locationId) throw new NotFound(m.openShiftNotFound);
        if (shift.status !== 'open') throw new Conflict(m.openShiftCannotCancel);
        await declinePending(tx, id, actorOf(account));
        await closeOpenShift(tx, id, 'cancelled');
      });
      return { openShift: await answer(account, id) };
    },

    async approve(account: Manager, claimId: string) {
      const { shiftId, scheduledShiftId } = await db.transaction(async (tx) => {
        const { shift, claim } = await lockClaim(tx, account, claimId);
        if (shift.status !== 'open') throw new Conflict(m.openShiftNotOpen);
        if (claim.status !== 'pending') throw new Conflict(m.openShiftClaimNotPending);
        const approved = await approveLocked(tx, shift, claim, actorOf(account));
        return { shiftId: shift.id, scheduledShiftId: approved.scheduledShiftId };
      });
      return { openShift: await answer(account, shiftId), scheduledShiftId };
    },

    async decline(account: Manager, claimId: string) {
      const shiftId = await db.transaction(async (tx) => {
        const { shift, claim } = await lockClaim(tx, account, claimId);
        if (claim.status !== 'pending') throw new Conflict(m.openShiftClaimNotPending);
        await setClaimStatus(tx, claim.id, 'declined', actorOf(account));
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
        if (shift.auto_approve)
          await approveLocked(tx, shift, { id: claim.id, employee_id: employee.id }, AUTO_APPROVED_BY);
      });
      return { openShift: await myAnswer(account, id) };
    },

    async withdraw(account: Employee, id: string) {
      await db.transaction(async (tx) => {
        const shift = await lockOpenShift(tx, id);
        const employee = shift && (await findPersonEmployee(tx, account.personId, shift.location_id));
        if (!shift || !employee) throw new NotFound(m.openShiftNotFound);
        if (!(await withdrawPending(tx, id, account.personId)))
          throw new Conflict(m.openShiftClaimNotPending);
      });
      return { openShift: await myAnswer(account, id) };
    },
  };
}

export type OpenShiftsService = ReturnType<typeof createOpenShiftsService>;
