import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';

/**
 * Single sign-on with OpenID Connect (docs/decisions/0209-single-sign-on.md). Not working-time
 * records: none of these tables is chained (docs/decisions/0205-records-kept.md).
 */

/** An organization's identity provider; one row per organization, absent until the owner saves one. */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM under the server's SSO key (security/sealed.ts); never answered, never logged. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    passwordSignInOff: boolean('password_sign_in_off').notNull().default(false),
    /** When an owner first signed in through the provider: proof that the provider lets them in. */
    ownerSignedInAt: timestamp('owner_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The owner cannot lock everyone out: password sign-in goes off only behind a working provider.
    check(
      'sso_settings_password_off_needs_sso',
      sql`not ${t.passwordSignInOff} or (${t.enabled} and ${t.ownerSignedInAt} is not null)`,
    ),
  ],
);

/** E-mail addresses the owner lists as a location's manager: the provider's user signs in as it. */
export const ssoManagers = pgTable(
  'sso_managers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_managers_organization_email_key').on(t.organizationId, sql`lower(${t.email})`),
    index('sso_managers_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A started sign-in, waiting for the provider's redirect: the state (stored as its SHA-256), the
 * nonce and the PKCE verifier. Taken once (deleted as it is read), refused after its expiry.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);
