// "My hours" and "My records" of the employee app without zod: error-codes.ts reads the refusals, and
// the app's screens read the limit (docs/decisions/0194-my-hours-and-records.md). my-hours.ts
// re-exports them beside its schemas.

/** The longest range of records one download or printable page holds: a year, leap day included. */
export const RECORDS_MAX_DAYS = 366;

/** The refusals of /api/me/hours and /api/me/records, each with its code (error-codes.ts). */
export const myHoursMessages = {
  recordsRangeReversed: 'The end date must be on or after the start date',
  recordsRangeTooLong: 'Choose at most 366 days of records at a time',
} as const;

/** The records file's name: the range, so two downloads never overwrite each other. */
export const recordsFileName = (from: string, to: string) => `my-records-${from}_${to}.csv`;
