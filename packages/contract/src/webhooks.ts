import { z } from 'zod';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { webhooksMessages } from './webhooks-messages.ts';

/**
 * Signed webhooks (docs/api.md, "Webhooks"; docs/decisions/0208-signed-webhooks.md): the event types
 * an endpoint subscribes to, the endpoints and deliveries the owner manages, and the public `data` of
 * each event type.
 */
export const WEBHOOK_EVENT_TYPES = [
  'punch.clocked_in',
  'punch.clocked_out',
  'break.started',
  'break.ended',
  'shift.corrected',
  'period.approved',
  'period.reopened',
  'schedule.published',
  'person.created',
  'person.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The test event of "Send test event": delivered to the one endpoint, whatever it subscribes to. */
export const WEBHOOK_PING = 'ping';

export const WEBHOOK_MAX_ENDPOINTS = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** An http(s) address; the server also refuses http:// (unless allowed), credentials and internal hosts. */
export const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, webhooksMessages.webhookUrlInvalid)
  .regex(SINGLE_LINE, webhooksMessages.webhookUrlInvalid)
  .regex(
    /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$|^https?:\/\/[^\s/?#]*@\S+$/i,
    webhooksMessages.webhookUrlInvalid,
  );

export const webhookEndpointBody = z.object({
  url: webhookUrl,
  events: z
    .array(webhookEventType)
    .min(1, webhooksMessages.webhookEventsRequired)
    .max(WEBHOOK_EVENT_TYPES.length),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX)
    .regex(SINGLE_LINE, singleLineMessage)
    .optional(),
});
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;

export const updateWebhookEndpointBody = webhookEndpointBody.extend({ enabled: z.boolean() });
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  /** The secret's first characters, to tell secrets apart; the whole secret is shown once. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret, `whsec_` and 43 base64url characters (32 random bytes). */
export const webhookSecretAnswer = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastResponseMs: z.number().int().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParams = z.object({ id: z.uuid() });
export const webhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

// The public payloads: camelCase, times ISO 8601 UTC, ids as UUIDs.
const time = z.iso.datetime();
const shiftData = z.object({
  shiftId: z.uuid(),
  locationId: z.uuid(),
  locationCode: z.string(),
  employeeId: z.uuid(),
  /** The employee's 3-digit ID at the location, as typed at the kiosk. */
  employeeCode: z.string(),
  personId: z.uuid(),
  clockIn: time,
  clockOut: time.nullable(),
});
export const webhookPayloads = {
  'punch.clocked_in': shiftData.extend({ offline: z.boolean() }),
  'punch.clocked_out': shiftData.extend({ offline: z.boolean(), autoClosed: z.boolean() }),
  'break.started': shiftData.omit({ clockIn: true, clockOut: true }).extend({
    breakId: z.uuid(),
    start: time,
    end: time.nullable(),
    paid: z.boolean(),
  }),
  'break.ended': shiftData.omit({ clockIn: true, clockOut: true }).extend({
    breakId: z.uuid(),
    start: time,
    end: time.nullable(),
    paid: z.boolean(),
  }),
  'shift.corrected': shiftData.omit({ clockIn: true, clockOut: true }).extend({
    /** 'create': a manager added a missed shift; 'correct': changed its times; 'confirm': confirmed an auto-closed shift. */
    action: z.enum(['create', 'correct', 'confirm']),
    before: z.object({ clockIn: time, clockOut: time.nullable() }).nullable(),
    after: z.object({ clockIn: time, clockOut: time.nullable() }).nullable(),
    reason: z.string().nullable(),
    correctedBy: z.string(),
    correctedAt: time,
  }),
  'period.approved': z.object({
    locationId: z.uuid(),
    locationCode: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    approvedAt: time,
    approvedBy: z.string(),
  }),
  'period.reopened': z.object({
    locationId: z.uuid(),
    locationCode: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
  }),
  'schedule.published': z.object({
    publishId: z.uuid(),
    locationId: z.uuid(),
    locationCode: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    publishedBy: z.string(),
    publishedAt: time,
  }),
  'person.created': z.object({
    personId: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    payrollId: z.string().nullable(),
    archived: z.boolean(),
  }),
  'person.updated': z.object({
    personId: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    payrollId: z.string().nullable(),
    archived: z.boolean(),
  }),
  ping: z.object({ message: z.string() }),
} as const;

/** The body of every delivery; `id` is also the Webhook-Id header, stable across retries. */
export const webhookBody = z.object({
  id: z.uuid(),
  type: z.union([webhookEventType, z.literal(WEBHOOK_PING)]),
  createdAt: time,
  organizationId: z.uuid(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookBody = z.infer<typeof webhookBody>;
