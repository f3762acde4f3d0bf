import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { onStoredTokensChange } from './token-storage.ts';

// A 4xx will answer the same way the second time (bad input, expired session, not allowed), so
// only network failures and server errors are retried, and only once, to keep error screens prompt.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Empties the query cache whenever a stored token changes (login, logout, direct access to another
 * location, a session found expired, any of these in another tab): every cached answer belongs to
 * the account that fetched it, and a screen seeded from it (the settings form, whose Back saves
 * what it shows) would otherwise show or write one account's data as another's. Mutations are left
 * alone: a login's own success handler is still running when it stores the new token. Returns the
 * unsubscribe.
 */
export function clearQueriesOnTokenChange(client: QueryClient): () => void {
  return onStoredTokensChange(() => client.getQueryCache().clear());
}

export const queryClient = createQueryClient();
