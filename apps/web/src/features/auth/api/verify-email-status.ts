import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/verify-email/status: whether the link's account is verified already. */
export function fetchVerifyEmailStatus(token: string, type: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ token, type });
  return apiClient.get<{ verified: boolean }>(`/api/auth/verify-email/status?${query}`, {
    token: 'none',
    signal,
  });
}

export const verifyEmailStatusQuery = (token: string, type: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email-status', token, type],
    queryFn: ({ signal }) => fetchVerifyEmailStatus(token, type, signal),
    // One look decides where the screen goes next; a retry would only delay the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyEmailStatusQuery(token: string, type: string, enabled: boolean) {
  return useQuery({ ...verifyEmailStatusQuery(token, type), enabled });
}
