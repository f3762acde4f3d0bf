import type { SessionValidation } from '../../api/auth/validate-session.ts';
import type { TokenPreference } from '../../lib/api-client.ts';
import { type DashboardAccountType, isDashboardAccountType, paths } from '../../lib/paths.ts';

/** The account a dashboard was opened for, as the server confirmed it. */
export interface DashboardSession {
  accountType: DashboardAccountType;
  /** The server's spelling of the id (upper case), whatever the address bar says. */
  locationId: string;
  organizationId: string | null;
}

export type DashboardAccess =
  | { kind: 'granted'; session: DashboardSession }
  | { kind: 'denied' }
  | { kind: 'redirect'; to: string };

/**
 * Which stored token the wrapper validates: the kiosk's order for /location/… (a direct-access
 * session under tempToken comes first), the manager's order (adminToken, then token) for /manager/….
 */
export function tokenPreferenceFor(accountType: DashboardAccountType): TokenPreference {
  return accountType === 'location' ? 'kiosk' : 'default';
}

/** Location ids are case-insensitive on input (docs/product.md section 11.3), so 'abc234' is 'ABC234'. */
export function sameLocationId(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * What the wrapper does with a valid session (docs/product.md section 4, "Session on dashboard wrapper"):
 * - an account without a location (organization admin, master admin): Access Denied;
 * - another location's id in the path: Access Denied;
 * - the other dashboard account type in the path: go to the account's own /{accountType}/{locationId}.
 * The location is checked first, so a manager of A who opens /location/B is denied, not sent to
 * /manager/B to be denied there.
 */
export function resolveDashboardAccess(
  validation: SessionValidation,
  path: { accountType: DashboardAccountType; locationId: string },
): DashboardAccess {
  const { accountType, locationId, organizationId } = validation;
  if (!isDashboardAccountType(accountType) || !locationId) return { kind: 'denied' };
  if (!sameLocationId(locationId, path.locationId)) return { kind: 'denied' };
  if (accountType !== path.accountType) {
    return { kind: 'redirect', to: paths.accountDashboard(accountType, locationId) };
  }
  return { kind: 'granted', session: { accountType, locationId, organizationId } };
}
