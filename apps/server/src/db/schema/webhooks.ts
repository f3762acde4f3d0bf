import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The owner's webhook endpoints (docs/decisions/0208-signed-webhooks.md): where events are POSTed,
 * which types, and the signing secret. The secret is kept as given out (`whsec_…`): the server signs
 * with it, so a hash would not do. After a rotation the previous secret signs too until
 * `previous_secret_expires_at`, so receivers can switch without losing a delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** Event types subscribed (packages/contract/src/webhooks.ts); the triggers read it. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The triggers' one EXISTS per write: the organization's enabled endpoints only.
    index('webhook_endpoints_enabled_org_idx').on(t.organizationId).where(sql`${t.enabled}`),
  ],
);

/**
 * One event, written by a trigger in the transaction of the change (or by the API for a `ping`):
 * the row as it was then (`row`, and `old_row` for an update or delete). The public `data` is built
 * from it by the server (features/webhooks/payloads.ts). Its id is the `Webhook-Id` of every delivery.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    row: jsonb('row').notNull(),
    oldRow: jsonb('old_row'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * One event to one endpoint: the queue the dispatchers work (features/webhooks/dispatcher.ts). A
 * dispatcher leases a due row (`lease_until`); a crashed instance's lease runs out and another takes it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a dispatcher is sending it; another may take the row once it has passed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastResponseMs: integer('last_response_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Retries stop after this (25 hours after the event, or after a resend). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
