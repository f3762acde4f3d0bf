import type { Employee } from '@shiftclock/contract/employees';
import type { EmployeeRow } from './employees.repository.ts';

/**
 * The employee row as the calls answer it (packages/contract/src/employees.ts `employeeSchema`): never
 * the PIN's hash, only whether there is one, and a lock only while it lasts at `now`.
 */
export const toEmployeeDto = (
  row: Pick<EmployeeRow, 'id' | 'code' | 'name' | 'isActive' | 'pinHash' | 'pinLockedUntil'>,
  now: Date,
): Employee => ({
  id: row.id,
  _id: row.id,
  employeeId: row.code,
  name: row.name,
  isActive: row.isActive,
  pinSet: row.pinHash !== null,
  pinLockedUntil: row.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil.toISOString() : null,
});
