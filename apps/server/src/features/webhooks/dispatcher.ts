import http from 'node:http';
import https from 'node:https';
import type { WebhookEventType } from '@shiftclock/contract/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { webhookData } from './payloads.ts';
import { signatureHeader } from './signing.ts';
import { guardedLookup, urlFormProblem } from './url-guard.ts';
import { type ClaimedDelivery, claimDue, deleteOldEvents, recordAttempt } from './webhooks.repository.ts';

/** Waits after the n-th failed attempt (docs/api.md, "Webhooks"); the last repeats until the day is over. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Longer than any attempt (the timeout), so a live instance's lease never runs out under it. */
const LEASE_MS = 60_000;
const BATCH = 10;
const POLL_MS = 5_000;
/** Done events are kept 30 days for the delivery log's Resend. */
const EVENTS_KEPT_MS = 30 * 86_400_000;
const CLEANUP_MS = 3_600_000;
/** The receiver's answer kept in the log: the first characters of an error. */
const ERROR_MAX = 300;

/** The wait before attempt `attempts + 1`, ±10 % so that retries of many deliveries spread out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
  return Math.round(base * (0.9 + 0.2 * random()));
}

type Outcome = { statusCode: number | null; error: string | null; responseMs: number };

/** One POST of a signed body, answered or failed within the timeout; never throws. */
export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowInternal: boolean,
): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Omit<Outcome, 'responseMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, responseMs: elapsed() });
    };
    let request: http.ClientRequest;
    try {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      request = client.request(target, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(allowInternal),
        timeout: DELIVERY_TIMEOUT_MS,
        // No pooled connection outlives the attempt: the next one resolves (and checks) again.
        agent: false,
      });
    } catch (error) {
      done({ statusCode: null, error: String((error as Error).message).slice(0, ERROR_MAX) });
      return;
    }
    const deadline = setTimeout(() => {
      request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`));
    }, DELIVERY_TIMEOUT_MS);
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? null;
      // The answer's body is read and dropped; only its status counts.
      response.resume();
      response.on('end', () => {
        clearTimeout(deadline);
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        done({ statusCode, error: ok ? null : `HTTP ${statusCode}` });
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        done({ statusCode, error: error.message.slice(0, ERROR_MAX) });
      });
    });
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      done({ statusCode: null, error: error.message.slice(0, ERROR_MAX) });
    });
    request.end(body);
  });
}

export type Dispatcher = {
  /** Looks for due deliveries now (a notice arrived); a run in progress looks again when done. */
  wake(): void;
  /** Resolves once a run that starts now has finished: tests move the clock, then await this. */
  drain(): Promise<void>;
  /** Stops the timer and waits for deliveries in flight (the app's onClose). */
  stop(): Promise<void>;
};

/**
 * Each server instance's webhook dispatcher (docs/decisions/0208-signed-webhooks.md): woken by the
 * triggers' NOTIFY (app.ts listens), and every 5 s for retries and missed notices. Deliveries are
 * claimed with a lease (webhooks.repository.ts `claimDue`), so any number of instances share the
 * queue without sending a delivery twice. Order is not guaranteed.
 */
export function createDispatcher({
  db,
  now,
  allowInternal,
  log,
  random = Math.random,
}: {
  db: Db;
  now: () => Date;
  allowInternal: boolean;
  log: FastifyBaseLogger;
  random?: () => number;
}): Dispatcher {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let lastCleanup = 0;

  const attempt = async (delivery: ClaimedDelivery) => {
    const at = now();
    let outcome: Outcome;
    const formProblem = urlFormProblem(delivery.url, allowInternal);
    if (!delivery.enabled) {
      outcome = { statusCode: null, error: 'The endpoint is turned off', responseMs: 0 };
    } else if (formProblem) {
      outcome = { statusCode: null, error: formProblem.message, responseMs: 0 };
    } else {
      const body = JSON.stringify({
        id: delivery.event_id,
        type: delivery.type,
        createdAt: delivery.event_created_at.toISOString(),
        organizationId: delivery.organization_id,
        data: webhookData(delivery.type as WebhookEventType, delivery.row),
      });
      const timestamp = Math.floor(at.getTime() / 1000);
      const secrets = [delivery.secret];
      if (
        delivery.previous_secret &&
        delivery.previous_secret_expires_at &&
        delivery.previous_secret_expires_at > at
      ) {
        secrets.push(delivery.previous_secret);
      }
      outcome = await post(
        delivery.url,
        body,
        {
          'user-agent': 'ShiftClock-Webhooks/1',
          'webhook-id': delivery.event_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, timestamp, body),
        },
        allowInternal,
      );
    }
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const next = new Date(at.getTime() + retryDelayMs(delivery.attempts, random));
    const status = delivered
      ? 'delivered'
      : !delivery.enabled || next > delivery.give_up_at
        ? 'failed'
        : 'pending';
    await recordAttempt(db, delivery.id, {
      status,
      nextAttemptAt: status === 'pending' ? next : at,
      statusCode: outcome.statusCode,
      error: outcome.error,
      responseMs: outcome.responseMs,
      at,
    });
  };

  const run = async () => {
    do {
      again = false;
      while (!stopped) {
        const at = now();
        const claimed = await claimDue(db, at, new Date(at.getTime() + LEASE_MS), BATCH);
        if (claimed.length === 0) break;
        await Promise.all(claimed.map(attempt));
      }
    } while (again && !stopped);
    if (!stopped && now().getTime() - lastCleanup > CLEANUP_MS) {
      lastCleanup = now().getTime();
      await deleteOldEvents(db, new Date(lastCleanup - EVENTS_KEPT_MS));
    }
  };

  const start = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error) => log.error({ err: error }, 'webhook deliveries failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void start(), POLL_MS);
  timer.unref();
  void start();

  return {
    wake: () => void start(),
    async drain() {
      // A run in progress may have claimed before the caller's change: wait for it, then run once more.
      await running;
      await start();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
