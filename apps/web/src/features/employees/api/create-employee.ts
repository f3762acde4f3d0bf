import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type Employee, employeesKey } from './list-employees.ts';

/** POST /api/admin/employees {name} → 201 with the employee and the ID the server gave it. */
export function createEmployee(name: string) {
  return apiClient.post<{ message: string; employee: Employee }>('/api/admin/employees', { name });
}

export function useCreateEmployee(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...employeesKey(locationId), 'create'],
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}
