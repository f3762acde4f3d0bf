import { z } from 'zod';

/** A shift as the calls answer it (docs/product.md section 11.4's Shift with the timesheets' fields). */

const SHIFT_SOURCES = ['kiosk', 'manual'] as const;

export const shiftSchema = z.object({
  id: z.string(),
  _id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  /** Hours rounded to 2 decimals; null while the shift is active. */
  totalHours: z.number().nullable(),
  isActive: z.boolean(),
  /** When the employee's break began, while the shift is active and they are on one; else null. */
  onBreakSince: z.string().nullable(),
  /** A manager changed or added it, or the server closed it. */
  corrected: z.boolean(),
  /** Closed by the server after 16 hours without a clock-out: needs review. */
  autoClosed: z.boolean(),
  /**
   * Auto-closed and not yet reviewed (its clock-out corrected, or confirmed as worked): the
   * timesheet counts it 0 hours and its period cannot be approved (docs/api.md, "Timesheets").
   */
  awaitingReview: z.boolean(),
  source: z.enum(SHIFT_SOURCES),
  /** A punch of it reached the server late, from a kiosk's offline queue (docs/api.md, "Offline punches"). */
  offline: z.boolean(),
  /** The kiosk's punch times, never changed (null for a manually added shift). */
  originalClockIn: z.string().nullable(),
  /** null when the kiosk never recorded a clock-out (still open, auto-closed, closed by a manager). */
  originalClockOut: z.string().nullable(),
  /**
   * Present when a punch of the shift came from the employee's phone: its distance from the location
   * in metres, per punch (null: that punch was not from the phone). See docs/api.md, "Punches from the app".
   */
  phone: z
    .object({ clockInMeters: z.number().int().nullable(), clockOutMeters: z.number().int().nullable() })
    .optional(),
});
export type Shift = z.infer<typeof shiftSchema>;
