import { useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';
import type { ScheduleRange } from './scheduled-shifts.ts';

const route = 'GET /api/admin/busy-elsewhere';

/**
 * A time one of the location's employees is scheduled or working at another location: only the
 * employee here and the instants (UTC), never where (docs/decisions/0187-one-person-across-locations.md).
 */
export type BusyElsewhere = ApiAnswer<typeof route>['busy'][number];

/** The busy times over the days of `range` (the location's days, both inclusive). */
export function useBusyElsewhere(locationId: string, range: ScheduleRange | null) {
  const query = { startDate: range?.startDate ?? '', endDate: range?.endDate ?? '' };
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: ({ signal }) => callApi(route, { query }, { signal }),
    select: (data) => data.busy,
    enabled: range !== null,
  });
}
