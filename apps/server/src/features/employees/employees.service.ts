import { employeeName } from '@shiftclock/contract/employees';
import { refusalMessages } from '@shiftclock/contract/messages';
import { timesheetMessages } from '@shiftclock/contract/timesheets';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../http/auth.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { toEmployeeDto } from './employee-dto.ts';
import {
  findEmployee,
  hasActiveShift,
  insertEmployeeWithNextId,
  listEmployees,
  lockEmployeeForRemoval,
  updateEmployee,
} from './employees.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

export function createEmployeesService({ db }: { db: Db }) {
  async function employeeOr404(account: Manager, code: string) {
    const employee = await findEmployee(db, account.locationId, code);
    if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
    return employee;
  }

  async function create(account: Manager, name: string) {
    const employee = await db.transaction((tx) => insertEmployeeWithNextId(tx, account.locationId, name));
    if (!employee) throw new Conflict(refusalMessages.employeeIdsFull);
    return toEmployeeDto(employee);
  }

  return {
    async list(account: Manager) {
      return { employees: (await listEmployees(db, account.locationId)).map(toEmployeeDto) };
    },

    async create(account: Manager, name: string) {
      return { message: 'Employee added successfully!', employee: await create(account, name) };
    },

    /** Each name in its own transaction: one failure does not undo the others (docs/product.md section 11.4). */
    async bulkCreate(account: Manager, names: string[]) {
      const created = [];
      const errors: { name: string; message: string }[] = [];
      for (const raw of names) {
        const name = raw.trim();
        if (!name) continue;
        const checked = employeeName.safeParse(name);
        if (!checked.success) {
          errors.push({ name, message: checked.error.issues[0]?.message ?? 'Invalid employee name' });
          continue;
        }
        try {
          created.push(await create(account, name));
        } catch (error) {
          errors.push({
            name,
            message: error instanceof Conflict ? error.message : 'Could not add this employee',
          });
        }
      }
      return { created, errors };
    },

    async update(account: Manager, code: string, changes: { name?: string; isActive?: true }) {
      const employee = await employeeOr404(account, code);
      const updated = await updateEmployee(db, employee.id, changes);
      if (!updated) throw new NotFound(timesheetMessages.employeeNotFound);
      return { message: 'Employee updated successfully!', employee: toEmployeeDto(updated) };
    },

    /** Marks inactive (history stays); refused while the employee is clocked in. */
    async remove(account: Manager, code: string) {
      const employee = await employeeOr404(account, code);
      const updated = await db.transaction(async (tx) => {
        await lockEmployeeForRemoval(tx, employee.id);
        if (await hasActiveShift(tx, employee.id)) {
          throw new Conflict(refusalMessages.employeeStillClockedIn);
        }
        return updateEmployee(tx, employee.id, { isActive: false });
      });
      if (!updated) throw new NotFound(timesheetMessages.employeeNotFound);
      return { message: 'Employee removed successfully!', employee: toEmployeeDto(updated) };
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
