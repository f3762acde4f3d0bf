/**
 * The early clock-in limit (docs/api.md, "Kiosk"): a location may refuse a kiosk's
 * clock-in more than N minutes before the employee's scheduled shift. Without zod, so the kiosk can
 * read it too.
 */

/** The setting's largest value: four hours. */
export const EARLY_CLOCK_IN_MAX_MINUTES = 240;

/**
 * Only a shift starting this soon limits a clock-in: an employee whose next scheduled shift is
 * further away (or who has none) works unscheduled, and may clock in.
 */
export const EARLY_CLOCK_IN_LOOKAHEAD_HOURS = 12;

export const earlyClockInMessages = {
  earlyClockInManagersOnly: 'Only a manager can change the early clock-in limit.',
} as const;

/** 409 EARLY_CLOCK_IN: `start` and `from` are times at the location's clock ("14:00"). */
export const earlyClockInRefusal = (employeeName: string, start: string, from: string) =>
  `Too early to clock in: ${employeeName}'s shift starts at ${start}. Clock in from ${from}.`;
