import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/timesheets/audit';

export const periodAuditKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), route);

/** The period's approvals and reopenings and the changes of its shifts, newest first. */
export function periodAuditQuery(locationId: string, startDate: string) {
  const query = { date: startDate };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: ({ signal }) => callApi(route, { query }, { signal }),
    select: (data) => data.entries,
  });
}

export function usePeriodAudit(locationId: string, startDate: string) {
  return useQuery(periodAuditQuery(locationId, startDate));
}
