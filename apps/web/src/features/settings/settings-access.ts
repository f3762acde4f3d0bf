import type { SessionValidation } from '../../api/auth/validate-session.ts';
import { type DashboardAccountType, isDashboardAccountType, paths } from '../../lib/paths.ts';

/** The account whose settings are open, as the server confirmed it. */
export interface SettingsSession {
  accountType: DashboardAccountType;
  locationId: string;
}

export type SettingsAccess = { kind: 'granted'; session: SettingsSession } | { kind: 'redirect'; to: string };

/**
 * docs/product.md section 6: settings allow only manager and location accounts. Everyone else would go to
 * /{accountType}/{locationId}, but the organization admin and the master admin have no location and
 * no such dashboard, so they go where a failed validation goes: the organization login.
 */
export function resolveSettingsAccess(validation: SessionValidation): SettingsAccess {
  const { accountType, locationId } = validation;
  if (isDashboardAccountType(accountType) && locationId) {
    return { kind: 'granted', session: { accountType, locationId } };
  }
  return { kind: 'redirect', to: paths.organizationLogin };
}

/** Where 'Back to Dashboard' goes: the account's own /{accountType}/{locationId}. */
export function dashboardPathFor(session: SettingsSession): string {
  return paths.accountDashboard(session.accountType, session.locationId);
}
