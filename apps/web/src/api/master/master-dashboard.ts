import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/master-admin/dashboard';

/** Counters, pending organizations, expiring licenses. The master's token is held under `token`. */
export function masterDashboardQuery() {
  return queryOptions({
    queryKey: endpointKey(scopedKeys.master(), route),
    queryFn: ({ signal }) => callApi(route, {}, { token: 'token', signal }),
  });
}

export function useMasterDashboardQuery() {
  return useQuery(masterDashboardQuery());
}
