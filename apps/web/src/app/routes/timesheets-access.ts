import type { SessionValidation } from '../../api/auth/validate-session.ts';
import { paths } from '../../lib/paths.ts';

export type TimesheetsAccess = { kind: 'granted'; locationId: string } | { kind: 'redirect'; to: string };

/**
 * /manager/timesheets follows /manager/settings (docs/product.md section 6): a session the server does not
 * accept, or an account without a location, goes to the organization login. Timesheets are the
 * manager's alone (the API refuses the kiosk's token), so a location account goes back to its own
 * dashboard instead of a screen of refusals.
 */
export function resolveTimesheetsAccess(validation: SessionValidation): TimesheetsAccess {
  const { accountType, locationId } = validation;
  if (!locationId) return { kind: 'redirect', to: paths.organizationLogin };
  if (accountType === 'manager') return { kind: 'granted', locationId };
  if (accountType === 'location')
    return { kind: 'redirect', to: paths.accountDashboard('location', locationId) };
  return { kind: 'redirect', to: paths.organizationLogin };
}
