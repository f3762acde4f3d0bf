import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';

/**
 * Open shifts and their claims (docs/decisions/0201-open-shifts.md). Every write that a race could
 * spoil runs after `lockOpenShift`, and the partial unique indexes of `open_shift_claims` hold the
 * rules even if it did not.
 */

/** A timestamp from the driver, which may hand one back as text. */
export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export type OpenShiftRow = {
  id: string;
  location_id: string;
  scheduled_start: Date | string;
  scheduled_end: Date | string;
  notes: string;
  status: 'open' | 'filled' | 'cancelled';
  posted_by: string;
  created_at: Date | string;
};

export type ClaimRow = {
  id: string;
  open_shift_id: string;
  employee_id: string;
  person_id: string;
  status: 'pending' | 'approved' | 'declined' | 'withdrawn';
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  employee_name: string;
  employee_code: string;
};

export async function insertOpenShift(
  db: DbOrTx,
  values: { locationId: string; start: Date; end: Date; notes: string; postedBy: string },
) {
  const { rows } = await db.execute<OpenShiftRow>(sql`
    insert into open_shifts (location_id, scheduled_start, scheduled_end, notes, posted_by)
    values (${values.locationId}, ${values.start.toISOString()}::timestamptz,
            ${values.end.toISOString()}::timestamptz, ${values.notes}, ${values.postedBy})
    returning *`);
  const row = rows[0];
  if (!row) throw new Error('open shift insert returned nothing');
  return row;
}

/**
 * The location's open shifts overlapping [from, to), or, without a range, those not ended at `now`,
 * in start order.
 */
export async function findOpenShifts(
  db: DbOrTx,
  locationId: string,
  range: { from: Date; to: Date } | { now: Date },
) {
  const where =
    'now' in range
      ? sql`scheduled_end > ${range.now.toISOString()}::timestamptz`
      : sql`scheduled_start < ${range.to.toISOString()}::timestamptz
            and scheduled_end > ${range.from.toISOString()}::timestamptz`;
  const { rows } = await db.execute<OpenShiftRow>(sql`
    select * from open_shifts where location_id = ${locationId} and ${where}
     order by scheduled_start, id`);
  return rows;
}

export async function findOpenShift(db: DbOrTx, locationId: string, id: string) {
  const { rows } = await db.execute<OpenShiftRow>(sql`
    select * from open_shifts where id = ${id} and location_id = ${locationId}`);
  return rows[0];
}

/** The claims of these open shifts with their employees, in the order they came. */
export async function findClaims(db: DbOrTx, openShiftIds: readonly string[]) {
  if (openShiftIds.length === 0) return [];
  const { rows } = await db.execute<ClaimRow>(sql`
    select c.*, e.name as employee_name, e.code as employee_code
      from open_shift_claims c join employees e on e.id = c.employee_id
     where c.open_shift_id in (${sql.join(
       openShiftIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
     order by c.created_at, c.id`);
  return rows;
}

export const toClaimDto = (row: ClaimRow) => ({
  id: row.id,
  employee: { id: row.employee_id, name: row.employee_name, employeeId: row.employee_code },
  status: row.status,
  createdAt: iso(row.created_at),
  decidedAt: isoOrNull(row.decided_at),
  decidedBy: row.decided_by,
});

/**
 * Locks the open shift until the transaction ends, with whether its location approves the first
 * claim by itself. Every claim, approval, decline, withdrawal and cancel of one open shift runs after
 * this, one at a time.
 */
export async function lockOpenShift(tx: Tx, id: string) {
  const { rows } = await tx.execute<
    OpenShiftRow & { auto_approve: boolean; code: string; name: string; timezone: string }
  >(sql`
    select o.*, coalesce((l.settings -> 'openShifts' ->> 'autoApproveFirstClaim')::boolean, false) as auto_approve,
           l.code, l.name, l.timezone
      from open_shifts o join locations l on l.id = o.location_id
     where o.id = ${id}
       for update of o`);
  return rows[0];
}

/** The claim with its open shift's location, if the claim is of that location. */
export async function findClaimAt(db: DbOrTx, locationId: string, claimId: string) {
  const { rows } = await db.execute<ClaimRow>(sql`
    select c.*, e.name as employee_name, e.code as employee_code
      from open_shift_claims c
      join open_shifts o on o.id = c.open_shift_id
      join employees e on e.id = c.employee_id
     where c.id = ${claimId} and o.location_id = ${locationId}`);
  return rows[0];
}

/** The person's employee row at the location (active or not), or undefined. */
export async function findPersonEmployee(db: DbOrTx, personId: string, locationId: string) {
  const { rows } = await db.execute<{ id: string; is_active: boolean }>(sql`
    select id, is_active from employees where person_id = ${personId} and location_id = ${locationId}`);
  return rows[0];
}

/**
 * Whether the person is scheduled anywhere in the organization over [start, end): a draft or a
 * published version, not one deleted (removed_at), as `scheduled_shifts_no_overlap` counts them.
 */
const busy = (
  person: ReturnType<typeof sql>,
  start: ReturnType<typeof sql>,
  end: ReturnType<typeof sql>,
) => sql`
  exists (
    select 1 from scheduled_shifts s
     where s.person_id = ${person} and s.removed_at is null
       and ((s.scheduled_start < ${end} and s.scheduled_end > ${start})
         or (s.published_start < ${end} and s.published_end > ${start})))`;

export async function isPersonBusy(db: DbOrTx, personId: string, start: Date, end: Date) {
  const { rows } = await db.execute<{ busy: boolean }>(sql`
    select ${busy(sql`${personId}::uuid`, sql`${start.toISOString()}::timestamptz`, sql`${end.toISOString()}::timestamptz`)} as busy`);
  return rows[0]?.busy ?? false;
}

/** The people to whom a newly posted open shift is shown: active at its location and free then. */
export async function findEligiblePeople(db: DbOrTx, openShiftId: string) {
  const { rows } = await db.execute<{ person_id: string }>(sql`
    select distinct e.person_id from open_shifts o
      join employees e on e.location_id = o.location_id and e.is_active
      join people p on p.id = e.person_id and p.archived_at is null
     where o.id = ${openShiftId}
       and not ${busy(sql`e.person_id`, sql`o.scheduled_start`, sql`o.scheduled_end`)}`);
  return rows.map((r) => r.person_id);
}

/** Inserts a pending claim; undefined when the person already has a pending claim on it. */
export async function insertClaim(
  tx: Tx,
  values: { openShiftId: string; employeeId: string; personId: string },
) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into open_shift_claims (open_shift_id, employee_id, person_id)
    values (${values.openShiftId}, ${values.employeeId}, ${values.personId})
    on conflict (open_shift_id, person_id) where status = 'pending' do nothing
    returning id`);
  return rows[0];
}

export async function setClaimStatus(
  tx: Tx,
  claimId: string,
  status: 'approved' | 'declined' | 'withdrawn',
  decidedBy: string,
) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update open_shift_claims set status = ${status}, decided_at = now(), decided_by = ${decidedBy}
     where id = ${claimId} and status = 'pending' returning id`);
  return rows.length > 0;
}

/** Declines the open shift's other pending claims; answers the people whose claims they were. */
export async function declinePending(tx: Tx, openShiftId: string, decidedBy: string) {
  const { rows } = await tx.execute<{ id: string; person_id: string }>(sql`
    update open_shift_claims set status = 'declined', decided_at = now(), decided_by = ${decidedBy}
     where open_shift_id = ${openShiftId} and status = 'pending' returning id, person_id`);
  return rows;
}

/** Withdraws the person's pending claim on the open shift; answers whether there was one. */
export async function withdrawPending(tx: Tx, openShiftId: string, personId: string) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update open_shift_claims set status = 'withdrawn', decided_at = now(), decided_by = 'employee'
     where open_shift_id = ${openShiftId} and person_id = ${personId} and status = 'pending' returning id`);
  return rows[0];
}

export async function closeOpenShift(tx: Tx, id: string, status: 'filled' | 'cancelled') {
  await tx.execute(sql`update open_shifts set status = ${status}, closed_at = now() where id = ${id}`);
}

/**
 * Schedules the claimant as already published (docs/decisions/0198-draft-and-publish.md): the
 * employee saw these times when they claimed, so there is nothing to announce. The exclusion
 * constraint `scheduled_shifts_no_overlap` refuses it if the person got busy meanwhile.
 */
export async function insertPublishedShift(
  tx: Tx,
  values: { locationId: string; employeeId: string; start: Date | string; end: Date | string; notes: string },
) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end, notes,
                                  published_start, published_end, published_at, published_changed_at)
    values (${values.locationId}, ${values.employeeId}, ${iso(values.start)}::timestamptz,
            ${iso(values.end)}::timestamptz, ${values.notes},
            ${iso(values.start)}::timestamptz, ${iso(values.end)}::timestamptz, now(), now())
    returning id`);
  const row = rows[0];
  if (!row) throw new Error('scheduled shift insert returned nothing');
  return row.id;
}

export type MyOpenShiftRow = {
  id: string;
  scheduled_start: Date | string;
  scheduled_end: Date | string;
  notes: string;
  status: 'open' | 'filled' | 'cancelled';
  code: string;
  name: string;
  address: string | null;
  timezone: string;
  claim_id: string | null;
  claim_status: ClaimRow['status'] | null;
  claim_created_at: Date | string | null;
};

/**
 * The person's open shifts not started at `now`, at the locations they are active at: those still
 * open that they may claim (free then), and those they have a claim on (other than withdrawn), with
 * their latest claim. `onlyId` narrows to one open shift (the answer of a claim or withdrawal), which
 * is then answered whatever its state.
 */
export async function findMyOpenShifts(db: DbOrTx, query: { personId: string; now: Date; onlyId?: string }) {
  const person = sql`${query.personId}::uuid`;
  const filter = query.onlyId
    ? sql`o.id = ${query.onlyId}`
    : sql`o.scheduled_start > ${query.now.toISOString()}::timestamptz
          and ((o.status = 'open' and not ${busy(person, sql`o.scheduled_start`, sql`o.scheduled_end`)})
               or (c.id is not null and c.status <> 'withdrawn'))`;
  const { rows } = await db.execute<MyOpenShiftRow>(sql`
    select o.id, o.scheduled_start, o.scheduled_end, o.notes, o.status,
           l.code, l.name, l.address, l.timezone,
           c.id as claim_id, c.status as claim_status, c.created_at as claim_created_at
      from open_shifts o
      join locations l on l.id = o.location_id
      join employees e on e.location_id = o.location_id and e.person_id = ${person} and e.is_active
      left join lateral (
        select id, status, created_at from open_shift_claims
         where open_shift_id = o.id and person_id = ${person}
         order by created_at desc, id desc limit 1
      ) c on true
     where ${filter}
     order by o.scheduled_start, o.id`);
  return rows;
}

export const toMyOpenShiftDto = (row: MyOpenShiftRow) => ({
  id: row.id,
  location: {
    locationId: row.code,
    locationName: row.name,
    address: row.address,
    timezone: row.timezone,
  },
  scheduledStart: iso(row.scheduled_start),
  scheduledEnd: iso(row.scheduled_end),
  notes: row.notes,
  status: row.status,
  myClaim:
    row.claim_id && row.claim_status && row.claim_created_at
      ? { id: row.claim_id, status: row.claim_status, createdAt: iso(row.claim_created_at) }
      : null,
});
