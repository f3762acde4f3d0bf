import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/shifts/:shiftId/breaks';

/** A shift's breaks, earliest first: what Correct Shift starts from. */
export function shiftBreaksQuery(locationId: string, shiftId: string) {
  const params = { shiftId };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { params }),
    queryFn: ({ signal }) => callApi(route, { params }, { signal }),
    select: (data) => data.breaks,
    // A kiosk break may have started or ended since the list was read: read them afresh each time.
    staleTime: 0,
  });
}

export function useShiftBreaks(locationId: string, shiftId: string | null) {
  return useQuery({ ...shiftBreaksQuery(locationId, shiftId ?? ''), enabled: shiftId !== null });
}
