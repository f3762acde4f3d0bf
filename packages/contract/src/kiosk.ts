import { z } from 'zod';
import { EMPLOYEE_ID_INPUT, employeeIdInvalid, employeeIdRequired } from './employee-id.ts';
import { PIN_INPUT, pinMessages } from './employee-pin.ts';

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

/** The employee's PIN, where the location asks for one (employee-pin.ts). */
export const pinField = z.string({ error: pinMessages.pinInvalid }).regex(PIN_INPUT, pinMessages.pinInvalid);

export const clockBody = z.object({ employeeId: employeeIdField, pin: pinField.optional() });
