import { RETENTION_DEFAULT_YEARS } from '@shiftclock/contract/records';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

export async function findRetentionYears(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ retentionYears: organizations.retentionYears })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.retentionYears ?? RETENTION_DEFAULT_YEARS;
}

export async function storeRetentionYears(db: DbOrTx, organizationId: string, retentionYears: number) {
  const [row] = await db
    .update(organizations)
    .set({ retentionYears })
    .where(eq(organizations.id, organizationId))
    .returning({ retentionYears: organizations.retentionYears });
  return row?.retentionYears ?? retentionYears;
}

/**
 * The organization's retention and zone; with `lock`, its row is locked for the rest of the
 * transaction, so purges, and a retention change meanwhile, queue on it. Answers its retention, and the zone of its first location still in use (of
 * its first location when all are archived; UTC with none): the zone its "today" is read in, as its
 * timesheet's period is.
 */
export async function findOrganizationRetention(
  tx: DbOrTx,
  organizationId: string,
  options: { lock?: boolean } = {},
) {
  const { rows } = await tx.execute<{ retention_years: number; timezone: string }>(sql`
    select o.retention_years,
           coalesce((select l.timezone from locations l where l.organization_id = o.id
                      order by (l.archived_at is not null), l.created_at, l.id limit 1), 'UTC') as timezone
      from organizations o
     where o.id = ${organizationId}
       ${options.lock ? sql`for update of o` : sql``}`);
  const row = rows[0];
  return row && { retentionYears: Number(row.retention_years), timezone: row.timezone };
}

export type PurgeCandidate = {
  kind: 'location' | 'person';
  id: string;
  name: string;
  /** The last record's local day, 'YYYY-MM-DD'; null: no record at all. */
  lastRecord: string | null;
};

/**
 * Archived locations and archived people of the organization whose last record (a shift's clock-in or
 * clock-out, a scheduled shift's end, an approval, a change in the audit trail; a person's time off
 * too) fell on a day before `cutoff`, or who have none. A location's days are read in its zone, a
 * person's in `timezone` (the organization's). With `lock`, the rows are locked for the purge's
 * transaction, so no archive is lifted while it runs.
 */
export async function listPurgeCandidates(
  db: DbOrTx,
  input: { organizationId: string; cutoff: string; timezone: string; lock?: boolean },
): Promise<PurgeCandidate[]> {
  const lockLocations = input.lock ? sql`for update of l` : sql``;
  const lockPeople = input.lock ? sql`for update of p` : sql``;
  const { rows: locationRows } = await db.execute<{
    id: string;
    name: string;
    last_record: string | null;
  }>(sql`
    select id, name, to_char(last_record, 'YYYY-MM-DD') as last_record from (
      select l.id, l.name,
             (greatest(
                (select max(coalesce(s.clock_out, s.clock_in)) from shifts s where s.location_id = l.id),
                (select max(s.scheduled_end) from scheduled_shifts s where s.location_id = l.id),
                (select max(a.approved_at) from pay_period_approvals a where a.location_id = l.id),
                (select max(a.at) from audit_entries a where a.location_id = l.id)
              ) at time zone l.timezone)::date as last_record
        from locations l
       where l.organization_id = ${input.organizationId} and l.archived_at is not null
       ${lockLocations}
    ) x
    where last_record is null or last_record < ${input.cutoff}::date
    order by last_record nulls first, name, id`);
  const { rows: personRows } = await db.execute<{ id: string; name: string; last_record: string | null }>(sql`
    select id, name, to_char(last_record, 'YYYY-MM-DD') as last_record from (
      select p.id, p.name,
             (greatest(
                (select max(coalesce(s.clock_out, s.clock_in)) from shifts s where s.person_id = p.id),
                (select max(s.scheduled_end) from scheduled_shifts s where s.person_id = p.id),
                (select max(a.at) from audit_entries a join shifts s on s.id = a.shift_id where s.person_id = p.id),
                (select max(t.ends_at) from time_off_requests t where t.person_id = p.id)
              ) at time zone ${input.timezone})::date as last_record
        from people p
       where p.organization_id = ${input.organizationId} and p.archived_at is not null
       ${lockPeople}
    ) x
    where last_record is null or last_record < ${input.cutoff}::date
    order by last_record nulls first, name, id`);
  return [
    ...locationRows.map((r) => ({
      kind: 'location' as const,
      id: r.id,
      name: r.name,
      lastRecord: r.last_record,
    })),
    ...personRows.map((r) => ({
      kind: 'person' as const,
      id: r.id,
      name: r.name,
      lastRecord: r.last_record,
    })),
  ];
}
