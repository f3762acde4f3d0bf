import { z } from 'zod';
import { EMPLOYEE_ID_INPUT, employeeIdInvalid, employeeIdRequired } from './employee-id.ts';

/**
 * The 3-digit employee ID typed at the kiosk. Shorter input is left-padded
 * ("7" is employee 007), so a forgotten leading zero still finds the person.
 */
export const employeeIdField = z
  .string({ error: employeeIdRequired })
  .trim()
  .min(1, { error: employeeIdRequired, abort: true })
  .regex(EMPLOYEE_ID_INPUT, employeeIdInvalid)
  .transform((value) => value.padStart(3, '0'));

export const clockBody = z.object({ employeeId: employeeIdField });
