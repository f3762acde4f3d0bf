import type { LocationAccountType } from '../api/organization/location-changes.ts';
import { removeToken, tokenKeys, writeToken } from './token-storage.ts';

/**
 * Stores a direct-access session (docs/product.md section 4) next to the organization admin's own token:
 * the session under tempToken, which the kiosk sends first; adminToken cleared, so no earlier
 * manager session speaks for this one; for a manager, the session also under adminToken, which the
 * manager's calls send first. `token` keeps the organization admin's token, so coming back to the
 * organization dashboard needs no new login.
 */
export function storeDirectAccessSession(accountType: LocationAccountType, token: string): void {
  writeToken(tokenKeys.tempToken, token);
  removeToken(tokenKeys.adminToken);
  if (accountType === 'manager') writeToken(tokenKeys.adminToken, token);
}
