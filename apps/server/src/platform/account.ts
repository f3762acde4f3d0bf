import type { AccountType, ApiKeyScope } from '@shiftclock/contract/constants';
import type { PinLength } from '@shiftclock/contract/employee-pin';
import type { Access } from '@shiftclock/contract/endpoint';
import type { PayrollSettings } from '@shiftclock/contract/payroll';
import type { VerifiedClaims } from './tokens.ts';

/** What a location's two accounts (its kiosk and its manager) carry: their location, read with the token. */
type LocationAccountFields = {
  accountId: string;
  locationId: string;
  locationCode: string;
  locationName: string;
  timezone: string;
  organizationId: string;
  /** The location's kiosk PIN setting: 0 (off), 4 or 6 digits. */
  pinLength: PinLength;
  /** How many minutes before a scheduled shift the kiosk may clock its employee in; null: no limit. */
  earlyClockInMinutes: number | null;
  /**
   * The location's payroll settings as stored (null: the defaults), so that a punch works out the
   * days an approval would close without a query (features/kiosk/punch-guard.ts).
   */
  payroll: Partial<PayrollSettings> | null;
  /** The owner's e-mail when the token came from direct access. */
  actedBy?: string;
};

export type OrgAdminAccount = {
  type: 'orgAdmin';
  accountId: string;
  organizationId: string;
  email: string;
  /** Written into direct-access tokens: a new password (a bumped version) ends them. */
  tokenVersion: number;
};

/** A person signed in to their own app (/me): the token names the session, which names the person. */
export type EmployeeAccount = {
  type: 'employee';
  sessionId: string;
  personId: string;
  personName: string;
  organizationId: string;
};

/** A location an API key may see: its row id, public code and what /api/v1/locations answers of it. */
export type KeyLocation = {
  id: string;
  code: string;
  name: string;
  timezone: string;
  address: string | null;
  archived: boolean;
};

/**
 * An integrator's API key (docs/decisions/0207-api-keys.md): its scopes and the locations it sees,
 * read with the key (all of the organization's when the key has all locations, those added later too).
 */
export type ApiKeyAccount = {
  type: 'apiKey';
  keyId: string;
  organizationId: string;
  scopes: readonly ApiKeyScope[];
  allLocations: boolean;
  locations: readonly KeyLocation[];
};

/**
 * The caller a token names, one member per account type, so that narrowing by `type` (or by an
 * endpoint's `access`, AccountFor below) leaves exactly the fields that type has.
 */
export type Account =
  | (LocationAccountFields & { type: 'location' })
  | (LocationAccountFields & { type: 'manager' })
  | OrgAdminAccount
  | EmployeeAccount
  | ApiKeyAccount
  | { type: 'master' };

/** The account of one of the listed types. */
export type AccountOfType<T extends AccountType> = Extract<Account, { type: T }>;

/** A location's kiosk or manager account: the callers scoped to one location. */
export type LocationAccount = AccountOfType<'location' | 'manager'>;

/**
 * The account a handler receives from an endpoint's access rule: the listed types, or null for a
 * public endpoint. The onRequest hook (http/auth.ts) has refused every other caller by then.
 */
export type AccountFor<A extends Access> = A extends readonly (infer T extends AccountType)[]
  ? AccountOfType<T>
  : null;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the onRequest hook (http/auth.ts); a handler reads it typed (platform/endpoint.ts). */
    account: Account | null;
    /** The presented token's id and expiry, for Logout. */
    session: Pick<VerifiedClaims, 'jti' | 'expiresAt'> | null;
  }
}
