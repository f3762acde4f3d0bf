import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { masterKeys } from './master-keys.ts';
import type { MasterDashboard } from './types.ts';

/** GET /api/master-admin/dashboard: counters, pending organizations, expiring licenses. */
export function fetchMasterDashboard(signal?: AbortSignal): Promise<MasterDashboard> {
  // 'token': the master admin's token is held under `token` (SPEC.md section 3).
  return apiClient.get<MasterDashboard>('/api/master-admin/dashboard', { token: 'token', signal });
}

export function masterDashboardQueryOptions() {
  return queryOptions({
    queryKey: masterKeys.dashboard(),
    queryFn: ({ signal }) => fetchMasterDashboard(signal),
  });
}

export function useMasterDashboardQuery() {
  return useQuery(masterDashboardQueryOptions());
}
