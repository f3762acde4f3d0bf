import { paths } from '../../lib/paths.ts';
import { removeToken, removeTokenValue, tokenKeys } from '../../lib/token-storage.ts';
import type { DashboardSession } from './session-access.ts';

/**
 * Logout from the dashboard header (docs/product.md section 2): a manager loses the admin token and goes to
 * the manager login; any other account loses the token and goes to the organization login.
 * The session's own token is removed from every key as well: a manager login stores it under both
 * token and adminToken, and a direct-access session under tempToken, and a copy left behind would
 * reopen the dashboard on the next visit. Returns where to go next.
 */
export function signOutOfDashboard(session: DashboardSession, sessionToken: string | null): string {
  const isManager = session.accountType === 'manager';
  removeToken(isManager ? tokenKeys.adminToken : tokenKeys.token);
  if (sessionToken) removeTokenValue(sessionToken);
  return isManager ? paths.managerLogin : paths.organizationLogin;
}
