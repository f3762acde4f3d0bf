import type { SHIFT_SWAP_NOTICE_KINDS } from '@shiftclock/contract/notifications';
import type { MyShiftSwap, ShiftSwap } from '@shiftclock/contract/shift-swaps';
import {
  shiftSwapMessages as m,
  SHIFT_SWAP_RECENT_DAYS,
  type ShiftSwapNoticeBody,
} from '@shiftclock/contract/shift-swaps-messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { insertNotifications } from '../../shared/notifications.repository.ts';
import { recordRequestEvent } from '../../shared/request-events.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import {
  acceptOffer,
  atLocation,
  atPersonsLocations,
  findActiveEmployee,
  findFreeColleagues,
  findPersonsShift,
  findSwapView,
  insertOffer,
  isBusy,
  isOfferable,
  type LockedShift,
  listLocationSwaps,
  listPersonSwaps,
  lockShifts,
  lockSwap,
  moveShifts,
  type SwapView,
  setDecision,
  type VoidedRow,
  voidOthersOf,
  voidStaleSwaps,
  withdrawOffer,
} from './shift-swaps.repository.ts';

type Employee = AccountOfType<'employee'>;
type Manager = AccountOfType<'location' | 'manager'>;

/** A timestamp from the driver, which may hand one back as text. */
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);
const at0 = (value: Date | string) => new Date(value).getTime();

export function toSwapDto(row: SwapView): ShiftSwap {
  return {
    id: row.id,
    status: row.status,
    voidReason: (row.void_reason as ShiftSwap['voidReason']) ?? null,
    location: { locationId: row.location_code, locationName: row.location_name, timezone: row.timezone },
    shift: { id: row.shift_id, start: iso(row.shift_start), end: iso(row.shift_end) },
    offeredBy: { employeeId: row.offered_by_code, name: row.offered_by_name },
    offeredTo:
      row.offered_to_code && row.offered_to_name
        ? { employeeId: row.offered_to_code, name: row.offered_to_name }
        : null,
    acceptedBy:
      row.accepted_by_code && row.accepted_by_name
        ? { employeeId: row.accepted_by_code, name: row.accepted_by_name }
        : null,
    returnShift:
      row.return_shift_id && row.return_start && row.return_end
        ? { id: row.return_shift_id, start: iso(row.return_start), end: iso(row.return_end) }
        : null,
    offeredAt: iso(row.offered_at),
    acceptedAt: isoOrNull(row.accepted_at),
    decidedAt: isoOrNull(row.decided_at),
    decidedBy: row.decided_by,
  };
}

/** What a notification about the swap says. */
export function noticeOf(row: SwapView): ShiftSwapNoticeBody {
  const dto = toSwapDto(row);
  return {
    swapId: dto.id,
    location: dto.location,
    shift: dto.shift,
    returnShift: dto.returnShift,
    offeredBy: dto.offeredBy,
    acceptedBy: dto.acceptedBy,
  };
}

/** A shift locked for the approval is still as it was offered (or given in return). */
const unchanged = (
  shift: LockedShift | undefined,
  employeeId: string | null,
  start: Date,
  end: Date,
  now: Date,
) =>
  shift !== undefined &&
  shift.removed_at === null &&
  shift.employee_id === employeeId &&
  at0(shift.scheduled_start) === at0(start) &&
  at0(shift.scheduled_end) === at0(end) &&
  shift.published_start !== null &&
  at0(shift.published_start) === at0(start) &&
  shift.published_end !== null &&
  at0(shift.published_end) === at0(end) &&
  at0(start) > now.getTime();

/** What the requests' trail records of a swap (docs/decisions/0200-requests-trail.md). */
export type SwapEvent = {
  swapId: string;
  locationId: string;
  action: 'offered' | 'accepted' | 'withdrawn' | 'approved' | 'declined' | 'voided';
  actor: string;
  /** The person the swap is about: the one who offered the shift. */
  personId: string;
  details?: Record<string, unknown>;
};

/** Records the event in the write's transaction. */
const record = (tx: DbOrTx, event: SwapEvent) =>
  recordRequestEvent(tx, {
    locationId: event.locationId,
    kind: 'swap',
    requestId: event.swapId,
    action: event.action,
    actor: event.actor,
    personId: event.personId,
    details: event.details,
  });

export type SwapNoticeKind = (typeof SHIFT_SWAP_NOTICE_KINDS)[number];

/** Tells these people about the swap, in the write's transaction. */
const notify = (tx: DbOrTx, kind: SwapNoticeKind, view: SwapView, personIds: string[]) =>
  insertNotifications(
    tx,
    personIds.map((personId) => ({ personId, kind, body: noticeOf(view) })),
  );

/** Swaps and cover (docs/decisions/0202-shift-swaps.md). */
export function createShiftSwapsService({ db, now }: { db: Db; now: () => Date }) {
  async function recordVoided(tx: DbOrTx, voided: VoidedRow[]) {
    for (const row of voided)
      await record(tx, {
        swapId: row.id,
        locationId: row.location_id,
        action: 'voided',
        actor: 'ShiftClock',
        personId: row.offered_by_person_id,
        details: { reason: row.void_reason },
      });
  }

  /** Voids what went stale where the caller looks, audited, before any read or write. */
  async function sweep(scope: Parameters<typeof voidStaleSwaps>[1]) {
    await db.transaction(async (tx) => recordVoided(tx, await voidStaleSwaps(tx, scope, now())));
  }

  async function viewOrThrow(id: string) {
    const row = await findSwapView(db, id);
    if (!row) throw new NotFound(m.swapNotFound);
    return row;
  }

  /** The swap as the employee may see it: theirs, accepted by them, or open to them. */
  async function visibleTo(account: Employee, id: string) {
    await sweep(atPersonsLocations(account.personId));
    const rows = await listPersonSwaps(db, account.personId, SHIFT_SWAP_RECENT_DAYS);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new NotFound(m.swapNotFound);
    return row;
  }

  const roleOf = (row: SwapView, personId: string): MyShiftSwap['role'] =>
    row.offered_by_person_id === personId
      ? 'offerer'
      : row.accepted_by_person_id === personId
        ? 'accepter'
        : 'candidate';

  return {
    async mine(account: Employee): Promise<{ swaps: MyShiftSwap[] }> {
      await sweep(atPersonsLocations(account.personId));
      const rows = await listPersonSwaps(db, account.personId, SHIFT_SWAP_RECENT_DAYS);
      return { swaps: rows.map((row) => ({ ...toSwapDto(row), role: roleOf(row, account.personId) })) };
    },

    async colleagues(account: Employee, shiftId: string) {
      const shift = await findPersonsShift(db, shiftId, account.personId);
      if (!shift) throw new NotFound(m.swapShiftNotFound);
      const rows = await findFreeColleagues(db, {
        locationId: shift.location_id,
        personId: account.personId,
        start: new Date(shift.scheduled_start),
        end: new Date(shift.scheduled_end),
      });
      return { colleagues: rows.map((r) => ({ employeeId: r.code, name: r.name })) };
    },

    async offer(account: Employee, input: { shiftId: string; offeredTo?: string | null }) {
      const shift = await findPersonsShift(db, input.shiftId, account.personId);
      // Another person's shift is not named to them: as if it did not exist.
      if (!shift) throw new NotFound(m.swapShiftNotFound);
      if (!isOfferable(shift, now())) throw new BadRequest(m.swapShiftNotOfferable);
      let offeredTo: string | null = null;
      if (input.offeredTo) {
        const colleague = await findActiveEmployee(db, shift.location_id, { code: input.offeredTo });
        if (!colleague) throw new NotFound(m.swapColleagueNotFound);
        if (colleague.person_id === account.personId) throw new BadRequest(m.swapNotYourself);
        offeredTo = colleague.id;
      }
      await sweep(atLocation(shift.location_id));
      const id = await db
        .transaction(async (tx) => {
          const swapId = await insertOffer(tx, {
            locationId: shift.location_id,
            shiftId: shift.id,
            start: new Date(shift.scheduled_start),
            end: new Date(shift.scheduled_end),
            employeeId: shift.employee_id,
            personId: account.personId,
            offeredToEmployeeId: offeredTo,
          });
          await record(tx, {
            swapId,
            locationId: shift.location_id,
            action: 'offered',
            actor: account.personName,
            personId: account.personId,
            details: {
              shiftId: shift.id,
              start: iso(shift.scheduled_start),
              end: iso(shift.scheduled_end),
              offeredTo: input.offeredTo ?? null,
            },
          });
          if (offeredTo) {
            const view = await findSwapView(tx, swapId);
            const colleague = await findActiveEmployee(tx, shift.location_id, {
              code: input.offeredTo ?? '',
            });
            if (view && colleague) await notify(tx, 'shift_swap_offered', view, [colleague.person_id]);
          }
          return swapId;
        })
        .catch((error: unknown) => {
          const pg = pgErrorOf(error);
          if (pg.code === UNIQUE_VIOLATION && pg.constraint === 'shift_swaps_one_live_per_shift')
            throw new Conflict(m.swapAlreadyOffered);
          throw error;
        });
      return { swap: toSwapDto(await viewOrThrow(id)) };
    },

    async accept(account: Employee, id: string, input: { returnShiftId?: string | null }) {
      await sweep(atPersonsLocations(account.personId));
      const swap = await findSwapView(db, id);
      // Only where the person is an active employee, and only an offer to anyone or to them: any
      // other swap is not named to them.
      const me = swap && (await findActiveEmployee(db, swap.location_id, { personId: account.personId }));
      if (!swap || !me) throw new NotFound(m.swapNotFound);
      if (swap.offered_by_person_id === account.personId) throw new BadRequest(m.swapOwnOffer);
      if (swap.offered_to_employee_id && swap.offered_to_employee_id !== me.id)
        throw new NotFound(m.swapNotFound);
      if (swap.status !== 'offered') throw new Conflict(m.swapNotOpen);
      let returnShift: { id: string; start: Date; end: Date } | null = null;
      if (input.returnShiftId) {
        const own = await findPersonsShift(db, input.returnShiftId, account.personId);
        if (
          !own ||
          own.location_id !== swap.location_id ||
          own.employee_id !== me.id ||
          !isOfferable(own, now())
        )
          throw new BadRequest(m.swapReturnShiftInvalid);
        returnShift = { id: own.id, start: new Date(own.scheduled_start), end: new Date(own.scheduled_end) };
        // The offerer takes the return shift: free then, but for the shift they give away.
        if (
          await isBusy(db, {
            personId: swap.offered_by_person_id,
            start: returnShift.start,
            end: returnShift.end,
            exceptId: swap.shift_id,
          })
        )
          throw new Conflict(m.swapOffererBusy);
      }
      if (
        await isBusy(db, {
          personId: account.personId,
          start: new Date(swap.shift_start),
          end: new Date(swap.shift_end),
          exceptId: returnShift?.id ?? null,
        })
      )
        throw new Conflict(m.swapAccepterBusy);
      await db
        .transaction(async (tx) => {
          if (!(await acceptOffer(tx, id, { employeeId: me.id, personId: account.personId }, returnShift)))
            throw new Conflict(m.swapNotOpen);
          await record(tx, {
            swapId: id,
            locationId: swap.location_id,
            action: 'accepted',
            actor: account.personName,
            personId: swap.offered_by_person_id,
            details: { acceptedBy: me.code, returnShiftId: returnShift?.id ?? null },
          });
          const view = await findSwapView(tx, id);
          if (view) await notify(tx, 'shift_swap_accepted', view, [swap.offered_by_person_id]);
        })
        .catch((error: unknown) => {
          const pg = pgErrorOf(error);
          // The shift given in return was promised in another accepted swap at the same moment.
          if (pg.code === UNIQUE_VIOLATION && pg.constraint === 'shift_swaps_one_live_per_return_shift')
            throw new Conflict(m.swapReturnShiftInvalid);
          throw error;
        });
      return { swap: toSwapDto(await viewOrThrow(id)) };
    },

    async withdraw(account: Employee, id: string) {
      const swap = await visibleTo(account, id);
      if (swap.offered_by_person_id !== account.personId) throw new NotFound(m.swapNotFound);
      await db.transaction(async (tx) => {
        if (!(await withdrawOffer(tx, id, account.personId))) throw new Conflict(m.swapCannotWithdraw);
        await record(tx, {
          swapId: id,
          locationId: swap.location_id,
          action: 'withdrawn',
          actor: account.personName,
          personId: account.personId,
        });
      });
      return { swap: toSwapDto(await viewOrThrow(id)) };
    },

    async list(account: Manager) {
      await sweep(atLocation(account.locationId));
      const rows = await listLocationSwaps(db, account.locationId, SHIFT_SWAP_RECENT_DAYS);
      return { swaps: rows.map(toSwapDto) };
    },

    /**
     * One transaction: the swap and both shifts locked, the shifts re-checked (changed: the swap is
     * void, committed, and the answer a 409), moved in one statement (the exclusion constraint
     * refusing: a 409 and nothing changes), the swap approved, other live swaps of those shifts
     * void, everything audited and both people told.
     */
    async approve(account: Manager, id: string) {
      const by = actorOf(account);
      const outcome = await db
        .transaction(async (tx) => {
          const swap = await lockSwap(tx, id, account.locationId);
          if (!swap) throw new NotFound(m.swapNotFound);
          if (swap.status !== 'accepted') throw new Conflict(m.swapNotAwaitingDecision);
          const ids = [swap.shift_id, ...(swap.return_shift_id ? [swap.return_shift_id] : [])];
          const locked = await lockShifts(tx, ids);
          const shift = locked.find((s) => s.id === swap.shift_id);
          const back = swap.return_shift_id ? locked.find((s) => s.id === swap.return_shift_id) : null;
          const at = now();
          const shiftOk = unchanged(shift, swap.offered_by_employee_id, swap.shift_start, swap.shift_end, at);
          const backOk =
            back === null ||
            (swap.return_start !== null &&
              swap.return_end !== null &&
              unchanged(back, swap.accepted_by_employee_id, swap.return_start, swap.return_end, at));
          if (!shiftOk || !backOk) {
            const begun =
              at.getTime() >= at0(swap.shift_start) ||
              (swap.return_start !== null && at.getTime() >= at0(swap.return_start));
            // As still scheduled but begun: 'started'; else which of the two changed.
            const asScheduled =
              unchanged(shift, swap.offered_by_employee_id, swap.shift_start, swap.shift_end, new Date(0)) &&
              (back === null ||
                (swap.return_start !== null &&
                  swap.return_end !== null &&
                  unchanged(
                    back,
                    swap.accepted_by_employee_id,
                    swap.return_start,
                    swap.return_end,
                    new Date(0),
                  )));
            const reason =
              begun && asScheduled ? 'started' : !shiftOk ? 'shift_changed' : 'return_shift_changed';
            await setDecision(tx, id, { status: 'void', by: null, voidReason: reason });
            await record(tx, {
              swapId: id,
              locationId: swap.location_id,
              action: 'voided',
              actor: by,
              personId: swap.offered_by_person_id,
              details: { reason },
            });
            return 'void' as const;
          }
          await moveShifts(tx, swap);
          await setDecision(tx, id, { status: 'approved', by });
          await record(tx, {
            swapId: id,
            locationId: swap.location_id,
            action: 'approved',
            actor: by,
            personId: swap.offered_by_person_id,
            details: { shiftId: swap.shift_id, returnShiftId: swap.return_shift_id },
          });
          await recordVoided(tx, await voidOthersOf(tx, id, ids));
          const view = await findSwapView(tx, id);
          if (view && swap.accepted_by_person_id)
            await notify(tx, 'shift_swap_approved', view, [
              swap.offered_by_person_id,
              swap.accepted_by_person_id,
            ]);
          return 'approved' as const;
        })
        .catch((error: unknown) => {
          const pg = pgErrorOf(error);
          if (pg.code === EXCLUSION_VIOLATION && pg.constraint === 'scheduled_shifts_no_overlap')
            throw new Conflict(m.swapBusyAtApproval);
          throw error;
        });
      if (outcome === 'void') throw new Conflict(m.swapShiftChanged);
      return { swap: toSwapDto(await viewOrThrow(id)) };
    },

    async decline(account: Manager, id: string) {
      const by = actorOf(account);
      await db.transaction(async (tx) => {
        const swap = await lockSwap(tx, id, account.locationId);
        if (!swap) throw new NotFound(m.swapNotFound);
        if (swap.status !== 'accepted') throw new Conflict(m.swapNotAwaitingDecision);
        await setDecision(tx, id, { status: 'declined', by });
        await record(tx, {
          swapId: id,
          locationId: swap.location_id,
          action: 'declined',
          actor: by,
          personId: swap.offered_by_person_id,
        });
        const view = await findSwapView(tx, id);
        if (view && swap.accepted_by_person_id)
          await notify(tx, 'shift_swap_declined', view, [
            swap.offered_by_person_id,
            swap.accepted_by_person_id,
          ]);
      });
      return { swap: toSwapDto(await viewOrThrow(id)) };
    },
  };
}

export type ShiftSwapsService = ReturnType<typeof createShiftSwapsService>;
