import type { Employee } from '@shiftclock/contract/employees';
import type { employees } from '../../db/schema.ts';

/** The employee row as the calls answer it (packages/contract/src/employees.ts `employeeSchema`). */
export const toEmployeeDto = (row: typeof employees.$inferSelect): Employee => ({
  id: row.id,
  _id: row.id,
  employeeId: row.code,
  name: row.name,
  isActive: row.isActive,
});
