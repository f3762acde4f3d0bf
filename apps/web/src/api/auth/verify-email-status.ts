import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey } from '../../lib/query-keys.ts';

const route = 'GET /api/auth/verify-email/status';

/** Whether the link's account is verified already. Public: no account scope. */
export const verifyEmailStatusQuery = (token: string, type: string) =>
  queryOptions({
    queryKey: endpointKey(['auth'], route, { query: { token, type } }),
    queryFn: ({ signal }) => callApi(route, { query: { token, type } }, { token: 'none', signal }),
    // One look decides where the screen goes next; a retry would only delay the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyEmailStatusQuery(token: string, type: string, enabled: boolean) {
  return useQuery({ ...verifyEmailStatusQuery(token, type), enabled });
}
