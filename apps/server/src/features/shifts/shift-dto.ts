import { z } from 'zod';

export const shiftDto = z.object({
  id: z.string(),
  _id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  totalHours: z.number().nullable(),
  isActive: z.boolean(),
  corrected: z.boolean(),
  /** Closed by the server after 16 hours without a clock-out: needs review. */
  autoClosed: z.boolean(),
});
export type ShiftDto = z.infer<typeof shiftDto>;

export type ShiftRow = {
  id: string;
  clockIn: Date;
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  employeeUuid: string;
  employeeName: string;
  employeeCode: string;
};

/** Hours between two instants, rounded to 2 decimals (CONTRACT.md section 4). */
export const hoursBetween = (from: Date, to: Date) =>
  Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 100) / 100;

/** CONTRACT.md section 4's shift shape: totalHours is null while the shift is active. */
export function toShiftDto(row: ShiftRow): ShiftDto {
  return {
    id: row.id,
    _id: row.id,
    employee: { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode },
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    totalHours: row.clockOut ? hoursBetween(row.clockIn, row.clockOut) : null,
    isActive: row.clockOut === null,
    corrected: row.corrected,
    autoClosed: row.autoClosed,
  };
}
