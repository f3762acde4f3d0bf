import type { Db } from '../../db/client.ts';
import type { Account } from '../../http/auth.ts';
import { BadRequest, Conflict, NotFound } from '../../http/errors.ts';
import { toEmployeeDto } from '../employees/employee-dto.ts';
import { listEmployees } from '../organization/locations.repository.ts';
import { closeRunawayShifts } from '../shifts/auto-close.ts';
import { type ShiftRow, toShiftDto } from '../shifts/shift-dto.ts';
import {
  closeActiveShift,
  findEmployeeByCode,
  insertActiveShift,
  listActiveShifts,
} from './kiosk.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

/** The kiosk: punches use the server's clock, never the device's (FIELD-NOTES.md). */
export function createKioskService({ db, now }: { db: Db; now: () => Date }) {
  async function employeeOf(account: LocationAccount, code: string) {
    const employee = await findEmployeeByCode(db, account.locationId, code);
    // Another location's employee is simply not found here: a kiosk is bound to its location.
    if (!employee) throw new NotFound('Employee not found');
    return employee;
  }

  const shiftOf = (
    row: Omit<ShiftRow, 'employeeUuid' | 'employeeName' | 'employeeCode'>,
    employee: { id: string; name: string; code: string },
  ) =>
    toShiftDto({
      ...row,
      employeeUuid: employee.id,
      employeeName: employee.name,
      employeeCode: employee.code,
    });

  return {
    async clockIn(account: LocationAccount, code: string) {
      const employee = await employeeOf(account, code);
      if (!employee.isActive) throw new BadRequest('Employee is inactive');
      // Yesterday's forgotten clock-out must not block today's clock-in.
      await closeRunawayShifts(db, now(), account.locationId);
      const shift = await insertActiveShift(db, {
        locationId: account.locationId,
        employeeId: employee.id,
        clockIn: now(),
      });
      if (!shift) throw new Conflict(`${employee.name} is already clocked in`);
      return { message: 'Clocked in successfully', shift: shiftOf(shift, employee) };
    },

    async clockOut(account: LocationAccount, code: string) {
      const employee = await employeeOf(account, code);
      await closeRunawayShifts(db, now(), account.locationId);
      const shift = await closeActiveShift(db, employee.id, now());
      if (!shift) throw new Conflict(`${employee.name} is not clocked in`);
      return { message: 'Clocked out successfully', shift: shiftOf(shift, employee) };
    },

    async current(account: LocationAccount) {
      await closeRunawayShifts(db, now(), account.locationId);
      return { shifts: (await listActiveShifts(db, account.locationId)).map(toShiftDto) };
    },

    /** DEBUG_ROUTES=1 only: the location's employees, for setting up a kiosk by hand. */
    async debugEmployees(account: LocationAccount) {
      return { employees: (await listEmployees(db, account.locationId)).map(toEmployeeDto) };
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
