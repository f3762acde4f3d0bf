import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { jobRuns } from './schema/platform.ts';

/**
 * Claims this interval's run of the periodic job `name`: true for exactly one caller per interval,
 * on any number of instances. The claim moves `last_run_at` forward in one statement; a second
 * instance's claim waits for the first's row lock, then sees the moved time and gets false.
 * A tenth of the interval is forgiven, so one instance's timer firing a little early still runs.
 */
export async function claimJobRun(db: Db, name: string, now: Date, intervalMs: number): Promise<boolean> {
  const due = new Date(now.getTime() - intervalMs * 0.9);
  const result = await db.execute(sql`
    insert into ${jobRuns} (name, last_run_at) values (${name}, ${now})
    on conflict (name) do update set last_run_at = excluded.last_run_at
     where ${jobRuns.lastRunAt} <= ${due}
    returning name`);
  return result.rows.length > 0;
}
