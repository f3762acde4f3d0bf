import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';

/**
 * Integrators' API keys (docs/decisions/0207-api-keys.md). Not working-time records: a key, its
 * locations and its request log are access data, deleted with the organization.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`shk_` and 4 more), shown in the list; never enough to use it. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex: the key itself is never stored (a 256-bit secret needs no slow hash). */
    secretSha256: char('secret_sha256', { length: 64 }).notNull(),
    scopes: text('scopes').array().notNull(),
    /** Every location of the organization, those added later too; else only `api_key_locations`. */
    allLocations: boolean('all_locations').notNull(),
    /** The owner's e-mail at creation. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Updated at most once a minute per key, to spare writes (features/api-keys/api-keys.repository.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_sha256_key').on(t.secretSha256),
    index('api_keys_organization_idx').on(t.organizationId, t.createdAt),
    check(
      'api_keys_scopes_known',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array['locations:read', 'people:read', 'people:write', 'punches:read', 'timesheets:read', 'schedule:read']::text[]`,
    ),
  ],
);

/** The locations a key without `all_locations` may see; a location's deletion takes its rows. */
export const apiKeyLocations = pgTable(
  'api_key_locations',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.locationId] })],
);

/**
 * Every request made with a key: which, the route as declared (no ids, no query values), the status
 * and when. Kept 90 days (the app's sweep deletes older rows).
 */
export const apiKeyRequests = pgTable(
  'api_key_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_key_requests_key_idx').on(t.keyId, t.at), index('api_key_requests_at_idx').on(t.at)],
);
