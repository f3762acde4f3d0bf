import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type Employee, employeesKey, managerDataKey } from './list-employees.ts';

export type EmployeeChanges = { name: string } | { isActive: true };

/** PUT /api/admin/employees/{employeeId}: a new name, or `isActive: true` to bring one back. */
export function updateEmployee({ employeeId, changes }: { employeeId: string; changes: EmployeeChanges }) {
  return apiClient.put<{ message: string; employee: Employee }>(
    `/api/admin/employees/${encodeURIComponent(employeeId)}`,
    changes,
  );
}

/**
 * `kind` only tells the rename and the reactivation apart in the mutation cache. After either,
 * every panel that shows the employee (shifts, schedule) is refreshed, not just the list.
 */
export function useUpdateEmployee(locationId: string, kind: 'rename' | 'reactivate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...employeesKey(locationId), kind],
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerDataKey(locationId) }),
  });
}
