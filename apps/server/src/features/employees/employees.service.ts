import { newPinLength, PIN_BATCH_MAX } from '@shiftclock/contract/employee-pin';
import { employeeName } from '@shiftclock/contract/employees';
import { refusalMessages, timesheetMessages } from '@shiftclock/contract/messages';
import { peopleMessages } from '@shiftclock/contract/people';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { randomPin } from '../../security/pins.ts';
import { hasActiveShift } from '../shifts/shifts.repository.ts';
import { toEmployeeDto } from './employee-dto.ts';
import {
  countPinCoverage,
  liftAllPinLocks,
  liftPinLock,
  listActiveWithoutPin,
  storeMissingPinHashes,
  storePinHash,
} from './employee-pins.repository.ts';
import {
  findEmployee,
  findEmployeeById,
  insertEmployeeWithNextId,
  listEmployees,
  lockEmployeeForRemoval,
  lockPersonOfEmployee,
  updateEmployee,
} from './employees.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

export function createEmployeesService({ db, now }: { db: Db; now: () => Date }) {
  const dto = (row: Parameters<typeof toEmployeeDto>[0]) => toEmployeeDto(row, now());

  async function employeeOr404(account: Manager, code: string) {
    const employee = await findEmployee(db, account.locationId, code);
    if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
    return employee;
  }

  async function create(account: Manager, name: string) {
    const employee = await db.transaction((tx) => insertEmployeeWithNextId(tx, account.locationId, { name }));
    if (!employee) throw new Conflict(refusalMessages.employeeIdsFull);
    return dto(employee);
  }

  return {
    async list(account: Manager) {
      return { employees: (await listEmployees(db, account.locationId)).map(dto) };
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
      const updated = await db.transaction(async (tx) => {
        // An archived person works nowhere until the owner brings them back (docs/api.md, "People").
        if (changes.isActive && (await lockPersonOfEmployee(tx, employee.id))?.archived)
          throw new Conflict(peopleMessages.personArchived);
        return updateEmployee(tx, employee.id, changes);
      });
      if (!updated) throw new NotFound(timesheetMessages.employeeNotFound);
      return { message: 'Employee updated successfully!', employee: dto(updated) };
    },

    /**
     * A new random PIN (docs/decisions/0157-employee-pin.md), of the location's length, or 4 digits
     * while PINs are off so a manager can hand them out before turning them on. Answered this once:
     * only its hash is stored. Any lock is lifted.
     */
    async resetPin(account: Manager, code: string) {
      const employee = await employeeOr404(account, code);
      const pin = randomPin(newPinLength(account.pinLength));
      await storePinHash(db, employee.personId, await hashPassword(pin));
      const updated = await findEmployeeById(db, employee.id);
      if (!updated) throw new NotFound(timesheetMessages.employeeNotFound);
      return { message: 'New PIN set', employee: dto(updated), pin };
    },

    async pinCoverage(account: Manager) {
      return countPinCoverage(db, account.locationId);
    },

    /**
     * "Create PINs for everyone without one" (docs/decisions/0173-pins-without-stranding.md): a
     * random PIN, made as resetPin makes one, for each active employee who has none, at most
     * PIN_BATCH_MAX a call. The hashes are made one at a time before any statement, holding no
     * connection and at most one hash slot, so kiosk punches keep their turn meanwhile; then one
     * statement stores those still missing. Answered this once, by employee ID.
     */
    async createMissingPins(account: Manager) {
      const missing = await listActiveWithoutPin(db, account.locationId, PIN_BATCH_MAX);
      const length = newPinLength(account.pinLength);
      const made = [];
      for (const employee of missing) {
        const pin = randomPin(length);
        made.push({ ...employee, pin, pinHash: await hashPassword(pin) });
      }
      const stored = await storeMissingPinHashes(db, account.locationId, made);
      const pins = made
        .filter((employee) => stored.has(employee.id))
        .map(({ code, name, pin }) => ({ employeeId: code, name, pin }));
      const { withoutPin } = await countPinCoverage(db, account.locationId);
      return { message: 'PINs created', pins, remaining: withoutPin };
    },

    async unlockPin(account: Manager, code: string) {
      const employee = await employeeOr404(account, code);
      await liftPinLock(db, employee.personId);
      const updated = await findEmployeeById(db, employee.id);
      if (!updated) throw new NotFound(timesheetMessages.employeeNotFound);
      return { message: 'PIN unlocked', employee: dto(updated) };
    },

    /** Every lock wrong PINs put at the location, lifted at once (docs/api.md, "Employees"). */
    async unlockAllPins(account: Manager) {
      return { message: 'PIN locks lifted', ...(await liftAllPinLocks(db, account.locationId)) };
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
      return { message: 'Employee removed successfully!', employee: dto(updated) };
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
