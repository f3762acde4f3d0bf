import { z } from 'zod';

export const employeeIdRequired = 'Please enter employee ID';

/**
 * The 3-digit employee ID typed at the kiosk. Shorter input is left-padded
 * ("7" is employee 007), so a forgotten leading zero still finds the person.
 */
export const employeeIdField = z
  .string({ error: employeeIdRequired })
  .trim()
  .min(1, { error: employeeIdRequired, abort: true })
  .regex(/^\d{1,3}$/, 'Employee ID must be 1 to 3 digits')
  .transform((value) => value.padStart(3, '0'));

export const clockBody = z.object({ employeeId: employeeIdField });
