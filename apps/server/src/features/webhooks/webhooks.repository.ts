import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export async function listEndpoints(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  return row;
}

/**
 * Adds an endpoint unless the organization has `max` already. The organization's row is locked for
 * the count, so two simultaneous adds cannot both pass it. Undefined: the limit was reached.
 */
export async function insertEndpoint(
  db: Db,
  organizationId: string,
  values: { url: string; events: string[]; description: string | null; secret: string },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from organizations where id = ${organizationId} for update`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId));
    if (count >= max) return undefined;
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ organizationId, ...values })
      .returning();
    return row;
  });
}

export async function updateEndpoint(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<
      WebhookEndpointRow,
      | 'url'
      | 'events'
      | 'description'
      | 'enabled'
      | 'secret'
      | 'previousSecret'
      | 'previousSecretExpiresAt'
      | 'updatedAt'
    >
  >,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, organizationId: string, id: string) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  lastResponseMs: webhookDeliveries.lastResponseMs,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};
export type DeliveryRow = {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastResponseMs: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
};

export async function listDeliveries(db: DbOrTx, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(
  db: DbOrTx,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

/**
 * Puts a delivery back in the queue, due now, with a new day of retries; the event (and its id) stay.
 * Returns it as requeued, read in the same transaction (the dispatcher, woken at commit, may deliver
 * it before a later read), or undefined when there is no such delivery.
 */
export async function requeueDelivery(
  db: Db,
  endpointId: string,
  id: string,
  now: Date,
  giveUpAt: Date,
): Promise<DeliveryRow | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, giveUpAt, leaseUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
      .returning({ id: webhookDeliveries.id });
    if (updated.length === 0) return undefined;
    await notifyDeliveries(tx);
    return findDelivery(tx, endpointId, id);
  });
}

/** A `ping` event for one endpoint, due now: its delivery as created, read before the dispatcher can take it. */
export async function insertPing(
  db: Db,
  organizationId: string,
  endpointId: string,
  now: Date,
  giveUpAt: Date,
): Promise<DeliveryRow | undefined> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        organizationId,
        type: 'ping',
        row: { message: 'Test event from ShiftClock' },
        createdAt: now,
      })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error('no event');
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: event.id, endpointId, nextAttemptAt: now, giveUpAt, createdAt: now })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('no delivery');
    await notifyDeliveries(tx);
    return findDelivery(tx, endpointId, delivery.id);
  });
}

export const WEBHOOK_CHANNEL = 'webhook_deliveries';

async function notifyDeliveries(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}

export type ClaimedDelivery = {
  id: string;
  attempts: number;
  give_up_at: Date;
  event_id: string;
  type: string;
  row: Record<string, unknown>;
  event_created_at: Date;
  organization_id: string;
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
};

/**
 * Takes up to `limit` due deliveries for this instance: rows another instance holds are skipped
 * (SKIP LOCKED), and each taken row gets a lease until `leaseUntil`, so no other instance takes it
 * again until the lease has passed (a crashed instance's rows come back then). A delivery never
 * tried is due at once, whatever the clocks say; a retry when `next_attempt_at` has come.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedDelivery>(sql`
    with due as (
      select id from webhook_deliveries
       where status = 'pending'
         and (attempts = 0 or next_attempt_at <= ${now})
         and (lease_until is null or lease_until < ${now})
       order by next_attempt_at
       limit ${limit}
       for update skip locked
    ), claimed as (
      update webhook_deliveries d
         set lease_until = ${leaseUntil}, attempts = d.attempts + 1
        from due where d.id = due.id
      returning d.id, d.attempts, d.give_up_at, d.event_id, d.endpoint_id
    )
    select c.id, c.attempts, c.give_up_at, c.event_id, e.type, e.row, e.created_at as event_created_at,
           e.organization_id, w.url, w.enabled, w.secret, w.previous_secret, w.previous_secret_expires_at
      from claimed c
      join webhook_events e on e.id = c.event_id
      join webhook_endpoints w on w.id = c.endpoint_id`);
  return result.rows.map((row) => ({
    ...row,
    give_up_at: new Date(row.give_up_at),
    event_created_at: new Date(row.event_created_at),
    previous_secret_expires_at: row.previous_secret_expires_at
      ? new Date(row.previous_secret_expires_at)
      : null,
  }));
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    nextAttemptAt: Date;
    statusCode: number | null;
    error: string | null;
    responseMs: number | null;
    at: Date;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      leaseUntil: null,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastResponseMs: outcome.responseMs,
      lastAttemptAt: outcome.at,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Events older than `before` whose deliveries are all done (or that have none left). */
export async function deleteOldEvents(db: Db, before: Date) {
  await db.execute(sql`
    delete from webhook_events e
     where e.created_at < ${before}
       and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')`);
}
