import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** What every instance shares: revoked tokens, generated secrets, rate-limit counts and periodic job runs. */

/**
 * Tokens ended before their time by Logout (docs/decisions/0130-token-revocation.md), by their `jti`. A row is needed only until
 * the token would have expired anyway; logouts delete the rows past that.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Secrets generated on first start and shared by every instance (JWT secret, master key hash). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per counted request of a rate limit (platform/rate-limit.ts), shared by every instance so a
 * limit holds across all of them. `key` is the rule's name and what it counts (an address, an
 * account); rows older than the longest window are deleted by the app's sweep.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/**
 * When each periodic job last ran, whichever instance ran it: an instance runs a job only when it
 * moves `last_run_at` forward by a full interval, so N instances run it once per interval (app.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
