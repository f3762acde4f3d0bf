import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { REQUEST_KINDS } from '../db/schema/requests.ts';

export type RequestEvent = {
  locationId: string;
  kind: (typeof REQUEST_KINDS)[number];
  requestId: string;
  action: string;
  actor: string;
  personId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records a request or a decision in the requests' trail (docs/decisions/0200-requests-trail.md).
 * Call it inside the transaction of the change: the trail then holds exactly what happened.
 */
export async function recordRequestEvents(db: DbOrTx, events: RequestEvent[]) {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into request_events (location_id, kind, request_id, action, actor, person_id, details)
    select e.location_id, e.kind, e.request_id, e.action, e.actor, e.person_id, coalesce(e.details, '{}')
      from jsonb_to_recordset(${JSON.stringify(
        events.map((e) => ({
          location_id: e.locationId,
          kind: e.kind,
          request_id: e.requestId,
          action: e.action,
          actor: e.actor,
          person_id: e.personId ?? null,
          details: e.details ?? {},
        })),
      )}::jsonb)
        as e(location_id uuid, kind text, request_id uuid, action text, actor text, person_id uuid, details jsonb)`);
}

export const recordRequestEvent = (db: DbOrTx, event: RequestEvent) => recordRequestEvents(db, [event]);
