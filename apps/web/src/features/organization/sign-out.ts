import type { QueryClient } from '@tanstack/react-query';
import { clearAllTokens } from '../../lib/token-storage.ts';

/**
 * Ends the organization admin's session: every stored token (a direct-access session opened from
 * this dashboard belongs to the owner too) and every cached organization answer, so the next
 * account on this browser never sees this one's data.
 */
export function signOutOrganization(queryClient: QueryClient): void {
  clearAllTokens();
  queryClient.removeQueries({ queryKey: ['organization'] });
}
