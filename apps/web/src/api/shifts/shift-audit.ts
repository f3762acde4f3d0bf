import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/shifts/:shiftId/audit';

/** A shift's changes. */
export function shiftAuditQuery(locationId: string, shiftId: string) {
  const params = { shiftId };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { params }),
    queryFn: ({ signal }) => callApi(route, { params }, { signal }),
    select: (data) => data.entries,
    // The trail changes only through the manager's own saves, which invalidate it.
    staleTime: 0,
  });
}

export function useShiftAudit(locationId: string, shiftId: string | null) {
  return useQuery({ ...shiftAuditQuery(locationId, shiftId ?? ''), enabled: shiftId !== null });
}
