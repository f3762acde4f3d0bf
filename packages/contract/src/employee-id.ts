/**
 * The kiosk's employee ID rule without zod, so the kiosk page's bundle does not carry a schema
 * library for one field (the kiosk loads at most 150 kB of JavaScript, docs/performance.md). The zod schema in
 * kiosk.ts is built from the same pattern and messages, so server and kiosk refuse alike.
 */

export const employeeIdRequired = 'Please enter employee ID';
export const employeeIdInvalid = 'Employee ID must be 1 to 3 digits';
export const EMPLOYEE_ID_INPUT = /^\d{1,3}$/;

type ParsedEmployeeId =
  | { ok: true; employeeId: string }
  | { ok: false; message: string; code: 'EMPLOYEE_ID_REQUIRED' | 'EMPLOYEE_ID_INVALID' };

/** Trims, checks 1 to 3 digits, and left-pads ("7" is employee 007: a forgotten zero still finds them). */
export function parseEmployeeId(input: string): ParsedEmployeeId {
  const value = input.trim();
  if (value === '') return { ok: false, message: employeeIdRequired, code: 'EMPLOYEE_ID_REQUIRED' };
  if (!EMPLOYEE_ID_INPUT.test(value))
    return { ok: false, message: employeeIdInvalid, code: 'EMPLOYEE_ID_INVALID' };
  return { ok: true, employeeId: value.padStart(3, '0') };
}
