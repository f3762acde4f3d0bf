import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The rows of swaps and cover (docs/decisions/0202-shift-swaps.md). Every rule a race could break is
 * settled by one statement or a lock: the partial unique indexes of `shift_swaps`, the conditional
 * updates below (`where status = …`), `FOR UPDATE` in the approval, and the schedule's exclusion
 * constraint.
 */

const LIVE = sql`('offered', 'accepted')`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type SwapRow = {
  id: string;
  location_id: string;
  shift_id: string;
  shift_start: Date;
  shift_end: Date;
  offered_by_employee_id: string;
  offered_by_person_id: string;
  offered_to_employee_id: string | null;
  status: 'offered' | 'accepted' | 'approved' | 'declined' | 'withdrawn' | 'void';
  void_reason: string | null;
  accepted_by_employee_id: string | null;
  accepted_by_person_id: string | null;
  return_shift_id: string | null;
  return_start: Date | null;
  return_end: Date | null;
  offered_at: Date;
  accepted_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
};

/** A swap with the names a screen shows: location, offerer, chosen colleague, accepter. */
export type SwapView = SwapRow & {
  location_code: string;
  location_name: string;
  timezone: string;
  offered_by_code: string;
  offered_by_name: string;
  offered_to_code: string | null;
  offered_to_name: string | null;
  accepted_by_code: string | null;
  accepted_by_name: string | null;
};

const viewSelect = sql`
  select w.*, l.code as location_code, l.name as location_name, l.timezone,
         ob.code as offered_by_code, ob.name as offered_by_name,
         ot.code as offered_to_code, ot.name as offered_to_name,
         ab.code as accepted_by_code, ab.name as accepted_by_name
    from shift_swaps w
    join locations l on l.id = w.location_id
    join employees ob on ob.id = w.offered_by_employee_id
    left join employees ot on ot.id = w.offered_to_employee_id
    left join employees ab on ab.id = w.accepted_by_employee_id`;

/** Live swaps first, then by the shift's start. */
const viewOrder = sql`order by (w.status in ${LIVE}) desc, (w.status = 'accepted') desc, w.shift_start, w.id`;

export async function findSwapView(db: DbOrTx, id: string) {
  const { rows } = await db.execute<SwapView>(sql`${viewSelect} where w.id = ${id}`);
  return rows[0];
}

/** Live swaps, and those that ended in the last `days` days (by the database's clock). */
const liveOrRecent = (days: number) =>
  sql`(w.status in ${LIVE} or w.updated_at > now() - make_interval(days => ${days}))`;

export async function listLocationSwaps(db: DbOrTx, locationId: string, days: number) {
  const { rows } = await db.execute<SwapView>(
    sql`${viewSelect} where w.location_id = ${locationId} and ${liveOrRecent(days)} ${viewOrder}`,
  );
  return rows;
}

/**
 * The person's offers, the swaps they accepted, and the open offers they may accept: at a location
 * where they are an active employee, not their own, to anyone or to them.
 */
export async function listPersonSwaps(db: DbOrTx, personId: string, days: number) {
  const { rows } = await db.execute<SwapView>(sql`${viewSelect}
    where (
      w.offered_by_person_id = ${personId}
      or w.accepted_by_person_id = ${personId}
      or (w.status = 'offered' and w.offered_by_person_id <> ${personId}
          and exists (select 1 from employees e where e.location_id = w.location_id
                         and e.person_id = ${personId} and e.is_active
                         and (w.offered_to_employee_id is null or w.offered_to_employee_id = e.id)))
    ) and ${liveOrRecent(days)}
    ${viewOrder}`);
  return rows;
}

export type VoidedRow = Pick<SwapRow, 'id' | 'location_id' | 'void_reason' | 'offered_by_person_id'>;

/**
 * Voids the live swaps in `scope` whose shift (or the shift given in return) no longer is as it was
 * offered: times changed by the manager, removed, another person's, no longer published as it was,
 * or begun by `now`. Run before each read and write of swaps, so an edit or delete of the schedule
 * (features/schedule/, which knows nothing of swaps) voids an offer the next time anyone looks.
 */
export async function voidStaleSwaps(db: DbOrTx, scope: SQL, now: Date) {
  const { rows } = await db.execute<VoidedRow>(sql`
    with stale as (
      select w.id,
        case
          when s.id is null or s.removed_at is not null or s.employee_id <> w.offered_by_employee_id
            or s.scheduled_start <> w.shift_start or s.scheduled_end <> w.shift_end
            or s.published_start is distinct from w.shift_start or s.published_end is distinct from w.shift_end
            then 'shift_changed'
          when w.return_shift_id is not null and (
            r.id is null or r.removed_at is not null or r.employee_id <> w.accepted_by_employee_id
            or r.scheduled_start <> w.return_start or r.scheduled_end <> w.return_end
            or r.published_start is distinct from w.return_start or r.published_end is distinct from w.return_end)
            then 'return_shift_changed'
          when s.scheduled_start <= ${iso(now)} or r.scheduled_start <= ${iso(now)} then 'started'
        end as reason
        from shift_swaps w
        left join scheduled_shifts s on s.id = w.shift_id
        left join scheduled_shifts r on r.id = w.return_shift_id
       where w.status in ${LIVE} and ${scope}
    )
    update shift_swaps w set status = 'void', void_reason = stale.reason, updated_at = now()
      from stale
     where w.id = stale.id and stale.reason is not null and w.status in ${LIVE}
    returning w.id, w.location_id, w.void_reason, w.offered_by_person_id`);
  return rows;
}

export const atLocation = (locationId: string) => sql`w.location_id = ${locationId}`;
/** Swaps at every location where the person works. */
export const atPersonsLocations = (personId: string) =>
  sql`w.location_id in (select location_id from employees where person_id = ${personId})`;

export type OfferableShift = {
  id: string;
  location_id: string;
  employee_id: string;
  person_id: string;
  scheduled_start: Date;
  scheduled_end: Date;
  published_start: Date | null;
  published_end: Date | null;
  removed_at: Date | null;
  is_active: boolean;
};

/** A scheduled shift of the person's (any location), with whether their employee row there is active. */
export async function findPersonsShift(db: DbOrTx, shiftId: string, personId: string) {
  const { rows } = await db.execute<OfferableShift>(sql`
    select s.id, s.location_id, s.employee_id, s.person_id, s.scheduled_start, s.scheduled_end,
           s.published_start, s.published_end, s.removed_at, e.is_active
      from scheduled_shifts s join employees e on e.id = s.employee_id
     where s.id = ${shiftId} and s.person_id = ${personId}`);
  return rows[0];
}

/** Upcoming, published as scheduled, not pending removal: what may be offered or given in return. */
export const isOfferable = (shift: OfferableShift, now: Date) =>
  shift.is_active &&
  shift.removed_at === null &&
  new Date(shift.scheduled_start).getTime() > now.getTime() &&
  shift.published_start !== null &&
  new Date(shift.published_start).getTime() === new Date(shift.scheduled_start).getTime() &&
  shift.published_end !== null &&
  new Date(shift.published_end).getTime() === new Date(shift.scheduled_end).getTime();

export type EmployeeAt = { id: string; person_id: string; code: string; name: string };

/** An active employee at the location (by kiosk ID, or by person) whose person is not archived. */
export async function findActiveEmployee(
  db: DbOrTx,
  locationId: string,
  by: { code: string } | { personId: string },
) {
  const match = 'code' in by ? sql`e.code = ${by.code}` : sql`e.person_id = ${by.personId}`;
  const { rows } = await db.execute<EmployeeAt>(sql`
    select e.id, e.person_id, e.code, e.name from employees e join people p on p.id = e.person_id
     where e.location_id = ${locationId} and ${match} and e.is_active and p.archived_at is null`);
  return rows[0];
}

/** Whether the person has a scheduled shift meeting [start, end) anywhere, other than `exceptId`. */
export async function isBusy(
  db: DbOrTx,
  query: { personId: string; start: Date; end: Date; exceptId?: string | null },
) {
  const { rows } = await db.execute(sql`
    select 1 from scheduled_shifts s
     where s.person_id = ${query.personId} and s.removed_at is null
       and s.id is distinct from ${query.exceptId ?? null}::uuid
       and s.scheduled_start < ${iso(query.end)} and s.scheduled_end > ${iso(query.start)}
     limit 1`);
  return rows.length > 0;
}

/** The location's active colleagues (not `personId`, not archived) with no shift meeting [start, end). */
export async function findFreeColleagues(
  db: DbOrTx,
  query: { locationId: string; personId: string; start: Date; end: Date },
) {
  const { rows } = await db.execute<{ code: string; name: string }>(sql`
    select e.code, e.name from employees e join people p on p.id = e.person_id
     where e.location_id = ${query.locationId} and e.is_active and p.archived_at is null
       and e.person_id <> ${query.personId}
       and not exists (select 1 from scheduled_shifts s
                        where s.person_id = e.person_id and s.removed_at is null
                          and s.scheduled_start < ${iso(query.end)} and s.scheduled_end > ${iso(query.start)})
     order by e.code`);
  return rows;
}

/** A new live offer; the partial unique index refuses a second live offer of the shift. */
export async function insertOffer(
  db: DbOrTx,
  values: {
    locationId: string;
    shiftId: string;
    start: Date;
    end: Date;
    employeeId: string;
    personId: string;
    offeredToEmployeeId: string | null;
  },
) {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into shift_swaps (location_id, shift_id, shift_start, shift_end, offered_by_employee_id,
                             offered_by_person_id, offered_to_employee_id)
    values (${values.locationId}, ${values.shiftId}, ${iso(values.start)}, ${iso(values.end)},
            ${values.employeeId}, ${values.personId}, ${values.offeredToEmployeeId})
    returning id`);
  const row = rows[0];
  if (!row) throw new Error('swap insert returned nothing');
  return row.id;
}

/** The first accept wins: only an offer still `offered` is taken, in one statement. */
export async function acceptOffer(
  db: DbOrTx,
  id: string,
  accepter: { employeeId: string; personId: string },
  returnShift: { id: string; start: Date; end: Date } | null,
) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update shift_swaps
       set status = 'accepted', accepted_by_employee_id = ${accepter.employeeId},
           accepted_by_person_id = ${accepter.personId}, accepted_at = now(), updated_at = now(),
           return_shift_id = ${returnShift?.id ?? null},
           return_start = ${returnShift ? iso(returnShift.start) : null},
           return_end = ${returnShift ? iso(returnShift.end) : null}
     where id = ${id} and status = 'offered'
    returning id`);
  return rows.length > 0;
}

/** Withdraws the person's own offer if not yet decided. */
export async function withdrawOffer(db: DbOrTx, id: string, personId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update shift_swaps set status = 'withdrawn', updated_at = now()
     where id = ${id} and offered_by_person_id = ${personId} and status in ${LIVE}
    returning id`);
  return rows.length > 0;
}

/** The swap, locked for the manager's decision. */
export async function lockSwap(db: DbOrTx, id: string, locationId: string) {
  const { rows } = await db.execute<SwapRow>(sql`
    select * from shift_swaps where id = ${id} and location_id = ${locationId} for update`);
  return rows[0];
}

export type LockedShift = {
  id: string;
  employee_id: string;
  scheduled_start: Date;
  scheduled_end: Date;
  published_start: Date | null;
  published_end: Date | null;
  removed_at: Date | null;
};

export async function lockShifts(db: DbOrTx, ids: string[]) {
  const { rows } = await db.execute<LockedShift>(sql`
    select id, employee_id, scheduled_start, scheduled_end, published_start, published_end, removed_at
      from scheduled_shifts where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id for update`);
  return rows;
}

/**
 * Moves the shift to the accepter and the return shift (if any) to the offerer, in one statement,
 * still published; the new holder's app marks it new. The exclusion constraint
 * `scheduled_shifts_no_overlap` refuses it if someone would have two shifts at once.
 */
export async function moveShifts(db: DbOrTx, swap: SwapRow) {
  const moves = [
    sql`(${swap.shift_id}::uuid, ${swap.accepted_by_employee_id}::uuid, ${swap.accepted_by_person_id}::uuid)`,
  ];
  if (swap.return_shift_id)
    moves.push(
      sql`(${swap.return_shift_id}::uuid, ${swap.offered_by_employee_id}::uuid, ${swap.offered_by_person_id}::uuid)`,
    );
  await db.execute(sql`
    update scheduled_shifts s
       set employee_id = m.employee_id, person_id = m.person_id, published_at = now()
      from (values ${sql.join(moves, sql`, `)}) as m(id, employee_id, person_id)
     where s.id = m.id`);
}

export async function setDecision(
  db: DbOrTx,
  id: string,
  decision: { status: 'approved' | 'declined' | 'void'; by: string | null; voidReason?: string },
) {
  await db.execute(sql`
    update shift_swaps
       set status = ${decision.status}, decided_by = ${decision.by},
           decided_at = ${decision.status === 'void' ? null : sql`now()`},
           void_reason = ${decision.voidReason ?? null}, updated_at = now()
     where id = ${id}`);
}

/** Voids the other live swaps of the shifts that just moved: their holder changed. */
export async function voidOthersOf(db: DbOrTx, swapId: string, shiftIds: string[]) {
  const ids = sql.join(
    shiftIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<VoidedRow>(sql`
    update shift_swaps set status = 'void', void_reason = 'shift_changed', updated_at = now()
     where id <> ${swapId} and status in ${LIVE}
       and (shift_id in (${ids}) or return_shift_id in (${ids}))
    returning id, location_id, void_reason, offered_by_person_id`);
  return rows;
}
