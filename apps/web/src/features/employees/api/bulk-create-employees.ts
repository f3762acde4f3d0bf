import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type Employee, employeesKey } from './list-employees.ts';

export interface BulkCreateResult {
  created: Employee[];
  /** The names the server refused, each with its reason (e.g. every ID in use). */
  errors: { name: string; message: string }[];
}

/** POST /api/admin/employees/bulk {names} (at most 500): each name is created or refused on its own. */
export function bulkCreateEmployees(names: string[]) {
  return apiClient.post<BulkCreateResult>('/api/admin/employees/bulk', { names });
}

export function useBulkCreateEmployees(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...employeesKey(locationId), 'bulk'],
    mutationFn: bulkCreateEmployees,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}
