import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type Employee, managerDataKey } from './list-employees.ts';

/**
 * DELETE /api/admin/employees/{employeeId}: marks the employee inactive (their history stays).
 * Refused with 409 while they are clocked in.
 */
export function removeEmployee(employeeId: string) {
  return apiClient.delete<{ message: string; employee: Employee }>(
    `/api/admin/employees/${encodeURIComponent(employeeId)}`,
  );
}

export function useRemoveEmployee(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...managerDataKey(locationId), 'employees', 'remove'],
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerDataKey(locationId) }),
  });
}
