import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';
import { employeesKey } from './employees.ts';

// The manager's changes to employees. Every mutation key sits under the manager's scope, so a 401
// signs the manager out like any other manager call.

/** 201 with the employee and the ID the server gave it. */
export const createEmployee = (name: string) => callApi('POST /api/admin/employees', { body: { name } });

/** At most 500 names: each is created or refused on its own (e.g. every ID in use). */
export const bulkCreateEmployees = (names: string[]) =>
  callApi('POST /api/admin/employees/bulk', { body: { names } });
export type BulkCreateResult = ApiAnswer<'POST /api/admin/employees/bulk'>;

/** A new name, or `isActive: true` to bring one back. */
export type EmployeeChanges = ApiBody<'PUT /api/admin/employees/:employeeId'>;
export const updateEmployee = ({ employeeId, changes }: { employeeId: string; changes: EmployeeChanges }) =>
  callApi('PUT /api/admin/employees/:employeeId', { params: { employeeId }, body: changes });

/** Marks the employee inactive (their history stays). Refused with 409 while they are clocked in. */
export const removeEmployee = (employeeId: string) =>
  callApi('DELETE /api/admin/employees/:employeeId', { params: { employeeId } });

export function useCreateEmployee(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/employees'),
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}

export function useBulkCreateEmployees(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/employees/bulk'),
    mutationFn: bulkCreateEmployees,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}

/**
 * `kind` only tells the rename and the reactivation apart in the mutation cache. After either, every
 * panel that shows the employee (shifts, schedule) is refreshed, not just the list.
 */
export function useUpdateEmployee(locationId: string, kind: 'rename' | 'reactivate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [
      ...endpointKey(scopedKeys.manager(locationId), 'PUT /api/admin/employees/:employeeId'),
      kind,
    ],
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}

/** A removal shows in the shifts and schedule panels too: all of the manager's data is refreshed. */
export function useRemoveEmployee(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'DELETE /api/admin/employees/:employeeId'),
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}

/** A new random kiosk PIN for the employee, in the answer only this once (docs/api.md, "Employees"). */
export const resetEmployeePin = (employeeId: string) =>
  callApi('POST /api/admin/employees/:employeeId/pin', { params: { employeeId } });

/** Lifts the lock that five wrong PINs put on the employee's punches. */
export const unlockEmployeePin = (employeeId: string) =>
  callApi('DELETE /api/admin/employees/:employeeId/pin-lock', { params: { employeeId } });

export function useResetEmployeePin(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/employees/:employeeId/pin'),
    mutationFn: resetEmployeePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}

export function useUnlockEmployeePin(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(
      scopedKeys.manager(locationId),
      'DELETE /api/admin/employees/:employeeId/pin-lock',
    ),
    mutationFn: unlockEmployeePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
  });
}

/**
 * Lifts every PIN lock at the location at once: each employee's, and each kiosk's stop for too many
 * wrong PINs (docs/api.md, "Employees").
 */
export const unlockAllPins = () => callApi('DELETE /api/admin/pin-locks', {});

/** The employees and the kiosks both change: all of the manager's data is refreshed. */
export function useUnlockAllPins(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'DELETE /api/admin/pin-locks'),
    mutationFn: unlockAllPins,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}
