import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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

export const queryClient = createQueryClient();
