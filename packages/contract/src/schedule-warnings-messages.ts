// The schedule's warnings before publishing (docs/decisions/0199-schedule-warnings.md). Without zod:
// the settings screen and the calendar's panel import these on their own.

/** The minimum rest a location may ask for between two shifts of a person, in hours. */
export const MIN_REST_HOURS_MAX = 24;
/** The largest labour budget a location may set (per day or per week), in money. */
export const LABOUR_BUDGET_MAX = 100_000_000;

/** The refusals and field messages, each with its code (error-codes.ts). */
export const scheduleWarningsMessages = {
  minRestHoursRange: 'The minimum rest must be a number of hours from 0 to 24, in half hours.',
  labourBudgetRange: 'A labour budget must be an amount from 0 to 100,000,000 with at most two decimals.',
  scheduleWarningsManagersOnly: 'Only a manager can change the schedule warnings.',
  warningsRangeTooLong: 'Ask for the warnings of at most 31 days at a time.',
  warningsRangeOrder: 'endDate must be on or after startDate.',
} as const;
