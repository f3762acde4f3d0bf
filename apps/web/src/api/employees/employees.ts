import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/employees';

/** An employee as the server answers it; `employeeId` is the 3-digit ID staff type at the kiosk. */
export type Employee = ApiAnswer<typeof route>['employees'][number];

export const employeesKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), route);

/** Active and inactive, sorted by employeeId. */
export function employeesQuery(locationId: string) {
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route),
    queryFn: ({ signal }) => callApi(route, {}, { signal }),
    select: (data) => data.employees,
  });
}

export function useEmployees(locationId: string) {
  return useQuery(employeesQuery(locationId));
}
