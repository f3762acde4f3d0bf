import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];
/**
 * Failed attempts that are only logged at debug level before the next one warns: a start-up race
 * with the database (still starting, or recovering after a crash) settles within the first few
 * hundred milliseconds, and a warning for a retry that succeeds sends an operator looking for a
 * fault that isn't there. Three attempts cover 1.6 s of back-off.
 */
const QUIET_ATTEMPTS = 3;

export type NoticeHandlers = {
  /** What to do with a notice on each channel listened to; the payload as sent. */
  channels: Record<string, (payload: string) => void>;
  /**
   * Called with true once every channel is listened to, and with false when the connection drops:
   * notices sent meanwhile are lost, so a listener must not trust what it knew before.
   */
  onListening: (listening: boolean) => void;
};

/**
 * Keeps one connection of this instance LISTENing on PostgreSQL channels, reconnecting with
 * back-off when it drops. Every instance hears every notice, its own included, so a change made
 * through any instance reaches all of them (docs/decisions/0155-session-cache.md and
 * 0156-live-updates.md). Returns a function that stops listening (the app's onClose).
 */
export function listenForNotices(
  connection: pg.ClientConfig,
  handlers: NoticeHandlers,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  /** Failed connects since the last success; back-off `attempt` also counts dropped connections. */
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client(connection);
    client = next;
    next.on('notification', (notice) => handlers.channels[notice.channel]?.(notice.payload ?? ''));
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      for (const channel of Object.keys(handlers.channels)) {
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      if (stopped || client !== next) return;
      attempt = 0;
      failures = 0;
      handlers.onListening(true);
    } catch (error) {
      failures += 1;
      const level = failures > QUIET_ATTEMPTS ? 'warn' : 'debug';
      log[level]({ err: error, failures }, 'listening for database notices failed; retrying');
      dropped(next);
    }
  };

  const dropped = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    handlers.onListening(false);
    which.end().catch(() => {});
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.onListening(false);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
