import { z } from 'zod';
import type { employees } from '../../db/schema.ts';

export const employeeDto = z.object({
  id: z.string(),
  _id: z.string(),
  employeeId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});

/** SPEC.md section 3's employee: the 3-digit `employeeId`, and `id`/`_id` for the row. */
export const toEmployeeDto = (row: typeof employees.$inferSelect): z.infer<typeof employeeDto> => ({
  id: row.id,
  _id: row.id,
  employeeId: row.code,
  name: row.name,
  isActive: row.isActive,
});
