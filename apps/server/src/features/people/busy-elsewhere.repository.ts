import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { scheduledShifts, shifts } from '../../db/schema/shifts.ts';

export type BusyRow = { employeeId: string; start: Date; end: Date; kind: 'scheduled' | 'worked' };

/**
 * When the people of `locationId` are scheduled or have worked at another location, overlapping
 * [from, to): the kiosk ID here, the times and the kind, and nothing of the other location. A shift
 * still open there counts until `now`. The schedule's 24-hour limit and the 16-hour runaway close
 * bound how early an overlapping row can start, so the person's start indexes serve the query.
 */
export async function findBusyElsewhere(
  db: DbOrTx,
  range: { locationId: string; from: Date; to: Date; now: Date; earliestStart: Date },
) {
  const { locationId, from, to, now, earliestStart } = range;
  const result = await db.execute<{ employee_id: string; start: Date; end: Date; kind: BusyRow['kind'] }>(sql`
    select here.code as employee_id, busy.start, busy."end", busy.kind
      from ${employees} here
      join lateral (
        select s.scheduled_start as start, s.scheduled_end as "end", 'scheduled' as kind
          from ${scheduledShifts} s
         where s.person_id = here.person_id and s.location_id <> here.location_id and s.removed_at is null
           and s.scheduled_start >= ${earliestStart} and s.scheduled_start < ${to} and s.scheduled_end > ${from}
        union all
        select w.clock_in, coalesce(w.clock_out, greatest(w.clock_in, ${now}::timestamptz)), 'worked'
          from ${shifts} w
         where w.person_id = here.person_id and w.location_id <> here.location_id
           and w.clock_in >= ${earliestStart} and w.clock_in < ${to}
           and coalesce(w.clock_out, greatest(w.clock_in, ${now}::timestamptz)) > ${from}
      ) busy on true
     where here.location_id = ${locationId}
     order by busy.start, here.code`);
  return result.rows.map(
    (row): BusyRow => ({
      employeeId: row.employee_id,
      start: new Date(row.start),
      end: new Date(row.end),
      kind: row.kind,
    }),
  );
}
