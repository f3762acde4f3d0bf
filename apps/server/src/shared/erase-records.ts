import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Erasing the records of locations and people, children first: the one way rows of working-time
 * tables go, since every foreign key to their parents restricts the parent's delete
 * (docs/decisions/0205-records-kept.md, "Foreign keys"). Used by the owner's purge after retention
 * (features/records-retention) and by the demo's reset of its own organization.
 *
 * Each step names its table and which of its rows go. A step's condition reads only tables that later
 * steps empty, so counting every step before any delete (`countRecords`) gives exactly what
 * `eraseRecords` removes: the purge's preview is what the purge does.
 */
export type RecordOwners = { locationIds: readonly string[]; personIds: readonly string[] };

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

function steps({ locationIds, personIds }: RecordOwners): { table: string; where: SQL }[] {
  const L = uuids(locationIds);
  const P = uuids(personIds);
  const shiftsGoing = sql`(select s.id from shifts s where s.location_id = any(${L}) or s.person_id = any(${P}))`;
  const employeesGoing = sql`(select e.id from employees e where e.location_id = any(${L}) or e.person_id = any(${P}))`;
  const scheduledGoing = sql`(select s.id from scheduled_shifts s where s.location_id = any(${L}) or s.person_id = any(${P}))`;
  const auditGoing = sql`(select a.id from audit_entries a where a.location_id = any(${L}) or a.shift_id in ${shiftsGoing})`;
  return [
    { table: 'correction_responses', where: sql`audit_entry_id in ${auditGoing}` },
    { table: 'audit_entries', where: sql`location_id = any(${L}) or shift_id in ${shiftsGoing}` },
    {
      table: 'offline_punches',
      where: sql`location_id = any(${L}) or shift_id in ${shiftsGoing} or employee_id in ${employeesGoing}`,
    },
    { table: 'shift_breaks', where: sql`location_id = any(${L}) or shift_id in ${shiftsGoing}` },
    { table: 'shifts', where: sql`location_id = any(${L}) or person_id = any(${P})` },
    {
      table: 'shift_swaps',
      where: sql`location_id = any(${L}) or offered_by_person_id = any(${P}) or accepted_by_person_id = any(${P})
        or offered_to_employee_id in ${employeesGoing} or shift_id in ${scheduledGoing}
        or return_shift_id in ${scheduledGoing}`,
    },
    { table: 'scheduled_shifts', where: sql`location_id = any(${L}) or person_id = any(${P})` },
    {
      table: 'open_shift_claims',
      where: sql`person_id = any(${P}) or employee_id in ${employeesGoing}
        or open_shift_id in (select o.id from open_shifts o where o.location_id = any(${L}))`,
    },
    { table: 'open_shifts', where: sql`location_id = any(${L})` },
    { table: 'scheduled_shift_removals', where: sql`location_id = any(${L}) or person_id = any(${P})` },
    { table: 'schedule_publishes', where: sql`location_id = any(${L})` },
    { table: 'pay_period_approvals', where: sql`location_id = any(${L})` },
    { table: 'request_events', where: sql`location_id = any(${L}) or person_id = any(${P})` },
    { table: 'time_off_requests', where: sql`person_id = any(${P})` },
    // Their kiosk IDs' template lines go with them (a template is not a record).
    { table: 'employees', where: sql`location_id = any(${L}) or person_id = any(${P})` },
    // Their app's notes, availability and sessions go with them (not records).
    { table: 'people', where: sql`id = any(${P})` },
    // Their accounts, kiosks, templates and punch receipts go with them (not records); the code stays issued.
    { table: 'locations', where: sql`id = any(${L})` },
  ];
}

/** Rows per table that `eraseRecords` would remove now; tables with none are left out. */
export async function countRecords(db: DbOrTx, owners: RecordOwners): Promise<Record<string, number>> {
  const all = steps(owners);
  const columns = sql.join(
    all.map(
      ({ table, where }) =>
        sql`(select count(*)::int from ${sql.identifier(table)} where ${where}) as ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, number>>(sql`select ${columns}`);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).filter(([, n]) => Number(n) > 0)) as Record<
    string,
    number
  >;
}

/**
 * Removes the records of these locations and people, children first, in the caller's transaction.
 * A time-off request decided at a location that goes keeps its decision, without the location.
 * Answers the rows removed per table (tables with none left out).
 */
export async function eraseRecords(tx: DbOrTx, owners: RecordOwners): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  await tx.execute(
    sql`update time_off_requests set decided_location_id = null where decided_location_id = any(${uuids(owners.locationIds)})`,
  );
  for (const { table, where } of steps(owners)) {
    const result = await tx.execute(sql`delete from ${sql.identifier(table)} where ${where}`);
    if (result.rowCount) removed[table] = result.rowCount;
  }
  return removed;
}
