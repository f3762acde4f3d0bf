import type pg from 'pg';
import { LOCATION_CHANGE_CHANNEL } from '../../apps/server/src/features/live/live-updates.ts';

/**
 * Makes the server read an organization's dashboard afresh, as after a write at one of its
 * locations: the notice on which every instance forgets its figures
 * (docs/decisions/0162-organization-stats-cache.md), then a moment for it to arrive.
 */
export function dashboardForgetter(pool: pg.Pool, ownerEmail: string) {
  return async () => {
    await pool.query(
      `select pg_notify($1, (select string_agg(l.id::text, ',') from locations l
          join organizations o on o.id = l.organization_id where o.email = $2))`,
      [LOCATION_CHANGE_CHANNEL, ownerEmail],
    );
    await new Promise((r) => setTimeout(r, 30));
  };
}
