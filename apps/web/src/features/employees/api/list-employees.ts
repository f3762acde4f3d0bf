import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** An employee as GET /api/admin/employees answers it (SPEC.md section 3). */
export interface Employee {
  id: string;
  _id: string;
  /** The 3-digit ID staff type at the kiosk. */
  employeeId: string;
  name: string;
  isActive: boolean;
}

/**
 * Every query of the manager view starts with ['admin', locationId]: a change that shows up in
 * several panels (a rename appears in shifts too) refreshes them all with one invalidation, and
 * the manager view recognises its own calls by this prefix when one answers 401.
 */
export const managerDataKey = (locationId: string) => scopedKeys.manager(locationId);
export const employeesKey = (locationId: string) => [...managerDataKey(locationId), 'employees'] as const;

/** GET /api/admin/employees: active and inactive, sorted by employeeId. */
export function listEmployees(signal?: AbortSignal) {
  return apiClient.get<{ employees: Employee[] }>('/api/admin/employees', { signal });
}

export function employeesQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: employeesKey(locationId),
    queryFn: ({ signal }) => listEmployees(signal),
    select: (data) => data.employees,
  });
}

export function useEmployees(locationId: string) {
  return useQuery(employeesQueryOptions(locationId));
}
