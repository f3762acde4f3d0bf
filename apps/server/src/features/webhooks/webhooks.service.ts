import {
  type UpdateWebhookEndpointBody,
  WEBHOOK_MAX_ENDPOINTS,
  type WebhookEndpointBody,
} from '@shiftclock/contract/webhooks';
import { webhooksMessages } from '@shiftclock/contract/webhooks-messages';
import type { Db } from '../../db/client.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { Conflict, HttpError, NotFound } from '../../platform/errors.ts';
import { newSecret } from './signing.ts';
import { urlProblem } from './url-guard.ts';
import {
  type DeliveryRow,
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  insertPing,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

/** A delivery is retried for a day and an hour after its event (or after a resend). */
export const RETRY_WINDOW_MS = 25 * 3_600_000;
/** After a rotation the previous secret also signs for this long. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const LOG_SIZE = 50;

const endpointDto = (row: WebhookEndpointRow) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEndpointBody['events'],
  enabled: row.enabled,
  secretHint: `${row.secret.slice(0, 10)}…`,
  createdAt: row.createdAt.toISOString(),
});

const deliveryDto = (row: DeliveryRow) => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastResponseMs: row.lastResponseMs,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's webhook endpoints (docs/api.md, "Webhooks"); every call is scoped to the token's organization. */
export function createWebhooksService({
  db,
  now,
  allowHttp,
}: {
  db: Db;
  now: () => Date;
  /** WEBHOOKS_ALLOW_HTTP=1: http:// and internal addresses allowed (tests, local development). */
  allowHttp: boolean;
}) {
  const checkUrl = async (url: string) => {
    const problem = await urlProblem(url, allowHttp);
    if (problem) {
      throw new HttpError(400, problem.message, {
        code: problem.code,
        errors: [{ path: 'url', msg: problem.message, code: problem.code }],
      });
    }
  };

  const endpointOf = async (account: OrgAdminAccount, id: string) => {
    const row = await findEndpoint(db, account.organizationId, id);
    if (!row) throw new NotFound(webhooksMessages.webhookNotFound);
    return row;
  };

  return {
    async list(account: OrgAdminAccount) {
      return { endpoints: (await listEndpoints(db, account.organizationId)).map(endpointDto) };
    },

    async create(account: OrgAdminAccount, body: WebhookEndpointBody) {
      await checkUrl(body.url);
      const secret = newSecret();
      const row = await insertEndpoint(
        db,
        account.organizationId,
        { url: body.url, events: [...new Set(body.events)], description: body.description || null, secret },
        WEBHOOK_MAX_ENDPOINTS,
      );
      if (!row) throw new Conflict(webhooksMessages.webhookLimitReached);
      return { endpoint: endpointDto(row), secret };
    },

    async update(account: OrgAdminAccount, id: string, body: UpdateWebhookEndpointBody) {
      await checkUrl(body.url);
      const row = await updateEndpoint(db, account.organizationId, id, {
        url: body.url,
        events: [...new Set(body.events)],
        description: body.description || null,
        enabled: body.enabled,
        updatedAt: now(),
      });
      if (!row) throw new NotFound(webhooksMessages.webhookNotFound);
      return { endpoint: endpointDto(row) };
    },

    async remove(account: OrgAdminAccount, id: string) {
      if (!(await deleteEndpoint(db, account.organizationId, id))) {
        throw new NotFound(webhooksMessages.webhookNotFound);
      }
    },

    async rotateSecret(account: OrgAdminAccount, id: string) {
      const current = await endpointOf(account, id);
      const secret = newSecret();
      const row = await updateEndpoint(db, account.organizationId, id, {
        secret,
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now().getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now(),
      });
      if (!row) throw new NotFound(webhooksMessages.webhookNotFound);
      return { endpoint: endpointDto(row), secret };
    },

    async deliveries(account: OrgAdminAccount, id: string) {
      const endpoint = await endpointOf(account, id);
      return { deliveries: (await listDeliveries(db, endpoint.id, LOG_SIZE)).map(deliveryDto) };
    },

    async resend(account: OrgAdminAccount, id: string, deliveryId: string) {
      const endpoint = await endpointOf(account, id);
      const at = now();
      const row = await requeueDelivery(
        db,
        endpoint.id,
        deliveryId,
        at,
        new Date(at.getTime() + RETRY_WINDOW_MS),
      );
      if (!row) throw new NotFound(webhooksMessages.webhookDeliveryNotFound);
      return { delivery: deliveryDto(row) };
    },

    async ping(account: OrgAdminAccount, id: string) {
      const endpoint = await endpointOf(account, id);
      const at = now();
      const row = await insertPing(
        db,
        account.organizationId,
        endpoint.id,
        at,
        new Date(at.getTime() + RETRY_WINDOW_MS),
      );
      if (!row) throw new NotFound(webhooksMessages.webhookDeliveryNotFound);
      return { delivery: deliveryDto(row) };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
