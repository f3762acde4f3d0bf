import { z } from 'zod';
import { EMPLOYEE_NAME_MAX } from './employee-name.ts';
import { employeeNameRequired, fieldMessages } from './messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

export const employeeName = z
  .string({ error: employeeNameRequired })
  .trim()
  .min(1, { error: employeeNameRequired, abort: true })
  .max(EMPLOYEE_NAME_MAX, { error: fieldMessages.employeeNameTooLong, abort: true })
  .regex(SINGLE_LINE, singleLineMessage);

export const createEmployeeBody = z.object({ name: employeeName });

/** Rename, or bring an inactive employee back with `isActive: true`. */
export const updateEmployeeBody = z
  .object({ name: employeeName.optional(), isActive: z.literal(true).optional() })
  .refine((body) => body.name !== undefined || body.isActive !== undefined, 'Send a name or isActive: true');

export const BULK_IMPORT_MAX = 500;
export const bulkEmployeesBody = z.object({
  names: z
    .array(z.string().max(200))
    .min(1, fieldMessages.employeeNamesRequired)
    .max(BULK_IMPORT_MAX, `At most ${BULK_IMPORT_MAX} names at once`),
});

/** Bulk import text: one name per line, blank lines ignored (docs/product.md section 5). */
export const namesFromText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An employee as the calls answer it: the 3-digit `employeeId`, and `id`/`_id` for the row. */
export const employeeSchema = z.object({
  id: z.string(),
  _id: z.string(),
  employeeId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Whether the employee has a kiosk PIN; the PIN itself is never sent back. */
  pinSet: z.boolean(),
  /** Until when wrong PINs lock the employee's punches; null when not locked. */
  pinLockedUntil: z.iso.datetime().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;
