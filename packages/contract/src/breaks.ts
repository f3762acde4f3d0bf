import { z } from 'zod';

/**
 * Breaks at the kiosk (docs/api.md, "Breaks"): while clocked in, an employee starts and
 * ends a break with the same ID (and PIN) as a punch. A shift has at most one open break, which
 * clocking out ends. Each break keeps whether it was paid, as the location's setting said when it
 * began, so changing the setting later does not rewrite past pay.
 */

/** 409 ALREADY_ON_BREAK and NOT_ON_BREAK name the employee, like the punches' refusals. */
export const breakRefusals = {
  alreadyOnBreak: (employeeName: string) => `${employeeName} is already on a break`,
  notOnBreak: (employeeName: string) => `${employeeName} is not on a break`,
} as const;

export const breakSchema = z.object({
  id: z.string(),
  start: z.string(),
  /** null while the break goes on. */
  end: z.string().nullable(),
  paid: z.boolean(),
});
export type Break = z.infer<typeof breakSchema>;
