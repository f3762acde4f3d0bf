import { PUBLISH_HISTORY_LIMIT } from '@shiftclock/contract/publish-messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';

/**
 * A list of uuids as one `uuid[]` parameter: drizzle spreads a JS array into a row of parameters,
 * which `= any(...)` does not take. The ids come from the database or a zod uuid check.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An unpublished change of a scheduled shift, locked by the publish that announces it. */
export type ChangeRow = {
  id: string;
  person_id: string;
  scheduled_start: Date;
  scheduled_end: Date;
  published_start: Date | null;
  published_end: Date | null;
  published_at: Date | null;
  removed_at: Date | null;
};

/**
 * Publishes never run at once at one location: the second waits for the first to commit, then finds
 * only what is still unpublished, so each change is announced exactly once.
 */
export async function lockLocationPublishes(tx: Tx, locationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`publish:${locationId}`}, 0))`);
}

/**
 * The location's unpublished shifts (never published, times changed, or deleted) whose current or
 * published start is in [from, to), locked until the transaction ends so that no edit slips between
 * reading and publishing them.
 */
export async function lockUnpublished(tx: Tx, query: { locationId: string; from: Date; to: Date }) {
  const from = query.from.toISOString();
  const to = query.to.toISOString();
  const { rows } = await tx.execute<ChangeRow>(sql`
    select id, person_id, scheduled_start, scheduled_end, published_start, published_end, published_at, removed_at
      from scheduled_shifts
     where location_id = ${query.locationId}
       and (removed_at is not null or published_at is null
            or (scheduled_start, scheduled_end) is distinct from (published_start, published_end))
       and ((scheduled_start >= ${from}::timestamptz and scheduled_start < ${to}::timestamptz)
            or (published_start >= ${from}::timestamptz and published_start < ${to}::timestamptz))
     order by scheduled_start, id
       for update`);
  return rows;
}

/** Employees now see these shifts' current times; a first publish also stamps `published_at`. */
export async function markPublished(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update scheduled_shifts
       set published_start = scheduled_start, published_end = scheduled_end,
           published_at = coalesce(published_at, now()), published_changed_at = now()
     where id = any(${uuidArray(ids)})`);
}

/** Deletes the shifts whose removal is published, recording each for the person's app (0193). */
export async function deleteRemoved(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    with gone as (
      delete from scheduled_shifts where id = any(${uuidArray(ids)})
      returning person_id, location_id, published_start, published_end, published_at
    )
    insert into scheduled_shift_removals (person_id, location_id, scheduled_start, scheduled_end, scheduled_at)
    select person_id, location_id, published_start, published_end, published_at from gone`);
}

export type PublishCounts = { added: number; changed: number; removed: number };

export async function insertPublishRecord(
  tx: Tx,
  record: PublishCounts & { locationId: string; publishedBy: string; startDate: string; endDate: string },
) {
  await tx.execute(sql`
    insert into schedule_publishes (location_id, published_by, start_date, end_date, added, changed, removed)
    values (${record.locationId}, ${record.publishedBy}, ${record.startDate}, ${record.endDate},
            ${record.added}, ${record.changed}, ${record.removed})`);
}

export type PublishRecordRow = PublishCounts & {
  id: string;
  published_by: string;
  created_at: Date;
  start_date: string;
  end_date: string;
};

export async function listPublishRecords(db: DbOrTx, locationId: string) {
  const { rows } = await db.execute<PublishRecordRow>(sql`
    select id, published_by, created_at, start_date::text as start_date, end_date::text as end_date,
           added, changed, removed
      from schedule_publishes
     where location_id = ${locationId}
     order by created_at desc, id desc
     limit ${PUBLISH_HISTORY_LIMIT}`);
  return rows;
}

export type RecipientRow = {
  person_id: string;
  name: string;
  email: string | null;
  archived: boolean;
};

/** The people to tell, with their e-mail (null: none); an archived person is not mailed. */
export async function findRecipients(db: DbOrTx, personIds: string[]) {
  if (personIds.length === 0) return [];
  const { rows } = await db.execute<RecipientRow>(sql`
    select id as person_id, name, email, archived_at is not null as archived
      from people where id = any(${uuidArray(personIds)})`);
  return rows;
}

/** The location as a notification and its mail name it, with the language its screens use. */
export async function findLocationForNotice(db: DbOrTx, locationId: string) {
  const { rows } = await db.execute<{
    code: string;
    name: string;
    timezone: string;
    language: string | null;
  }>(sql`
    select code, name, timezone, settings->>'language' as language from locations where id = ${locationId}`);
  const row = rows[0];
  if (!row) throw new Error('publishing location not found');
  return row;
}
