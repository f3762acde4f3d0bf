import { MAX_SCHEDULED_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The start of today in the location's zone (`l.timezone`) at `now`, and `days` later: local days,
 * so a change of clocks in between is counted right.
 */
const dayStart = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone l.timezone) at time zone l.timezone)`;
const windowEnd = (now: Date, days: number) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone l.timezone) + make_interval(days => ${days})) at time zone l.timezone)`;

/**
 * Change stamps are compared at the millisecond, as `asOf` and the stored "seen" time carry them: a
 * change in the same millisecond as the answer the person saw counts as seen.
 */
const after = (stamp: string, seen: Date | null) =>
  seen ? sql`date_trunc('milliseconds', ${sql.raw(stamp)}) > ${seen.toISOString()}::timestamptz` : sql`false`;

export type MyShiftRow = {
  id: string;
  scheduled_start: Date;
  scheduled_end: Date;
  notes: string;
  is_new: boolean;
  is_changed: boolean;
  code: string;
  name: string;
  address: string | null;
  timezone: string;
};

/**
 * The person's scheduled shifts at any location not ended by the start of today there and starting
 * within `days` days of it, in start order, with whether each was published or its published times
 * changed after `seen`. Only the published version is read: a draft is not shown, a changed or
 * deleted shift shows as last published (docs/decisions/0198-draft-and-publish.md). Only
 * `person_id`'s rows are read: the caller's person, from their session.
 */
export async function findMyShifts(
  db: DbOrTx,
  query: { personId: string; now: Date; days: number; seen: Date | null },
) {
  // The lower bound on the start lets the (person_id, published_start) index range scan; a shift
  // lasts at most MAX_SCHEDULED_SHIFT_HOURS and a zone is at most a day from UTC.
  const earliest = new Date(query.now.getTime() - (MAX_SCHEDULED_SHIFT_HOURS + 48) * 3_600_000);
  const { rows } = await db.execute<MyShiftRow>(sql`
    select s.id, s.published_start as scheduled_start, s.published_end as scheduled_end, s.notes,
           ${after('s.published_at', query.seen)} as is_new,
           ${after('s.published_changed_at', query.seen)} as is_changed,
           l.code, l.name, l.address, l.timezone
      from scheduled_shifts s
      join locations l on l.id = s.location_id
     where s.person_id = ${query.personId}
       and s.published_start > ${earliest.toISOString()}::timestamptz
       and s.published_end > ${dayStart(query.now)}
       and s.published_start < ${windowEnd(query.now, query.days)}
     order by s.published_start, s.id`);
  return rows;
}

export type RemovedShiftRow = {
  scheduled_start: Date;
  scheduled_end: Date;
  removed_at: Date;
  code: string;
  name: string;
  address: string | null;
  timezone: string;
};

/**
 * The person's shifts whose removal was published after `seen` that were published by then (one added and removed in
 * between was never news) and had not ended by the start of today, in start order.
 */
export async function findRemovedShifts(db: DbOrTx, query: { personId: string; now: Date; seen: Date }) {
  const seen = query.seen.toISOString();
  const { rows } = await db.execute<RemovedShiftRow>(sql`
    select r.scheduled_start, r.scheduled_end, r.removed_at, l.code, l.name, l.address, l.timezone
      from scheduled_shift_removals r
      join locations l on l.id = r.location_id
     where r.person_id = ${query.personId}
       and ${after('r.removed_at', query.seen)}
       and date_trunc('milliseconds', r.scheduled_at) <= ${seen}::timestamptz
       and r.scheduled_end > ${dayStart(query.now)}
     order by r.scheduled_start, r.removed_at`);
  return rows;
}

/** When the person last marked their schedule seen, and the database's time now (to the millisecond). */
export async function findScheduleSeen(db: DbOrTx, personId: string) {
  const { rows } = await db.execute<{ seen: Date | null; as_of: Date }>(sql`
    select p.schedule_seen_at as seen, date_trunc('milliseconds', now()) as as_of
      from (select 1) one left join people p on p.id = ${personId}`);
  const row = rows[0];
  if (!row) throw new Error('no clock row');
  return row;
}

/**
 * Marks the schedule seen up to `seenAt`, never past the database's time and never back: a late
 * request from an older answer leaves a newer mark.
 */
export async function markScheduleSeen(db: DbOrTx, personId: string, seenAt: Date) {
  const { rows } = await db.execute<{ seen: Date | null }>(sql`
    update people
       set schedule_seen_at = greatest(schedule_seen_at, least(${seenAt.toISOString()}::timestamptz, now()))
     where id = ${personId}
    returning schedule_seen_at as seen`);
  return rows[0]?.seen ?? null;
}
