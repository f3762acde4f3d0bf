// Time off and availability (docs/decisions/0203-time-off-and-availability.md). Without zod:
// error-codes.ts reads the messages, and the screens load them on their own. time-off.ts re-exports
// them beside its schemas.

export const TIME_OFF_TYPES = ['vacation', 'sick', 'unpaid', 'other'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

export const TIME_OFF_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

/** An all-day request covers at most this many days. */
export const TIME_OFF_MAX_DAYS = 62;
/** A request of hours covers at most this many hours (longer: ask for whole days). */
export const TIME_OFF_MAX_HOURS = 24;
/** A request may begin at most this many days ago (sick leave told afterwards). */
export const TIME_OFF_PAST_DAYS = 30;
/** A request may begin at most this many days ahead. */
export const TIME_OFF_AHEAD_DAYS = 400;
/** The note of a request or of a decision: at most this many characters. */
export const TIME_OFF_NOTE_MAX = 500;

/** The refusals of the time-off and availability calls, each with its code (error-codes.ts). */
export const timeOffMessages = {
  timeOffTypeInvalid: 'The type must be vacation, sick, unpaid or other',
  timeOffKindRequired: 'Give either whole days (startDate and endDate) or hours (start and end)',
  timeOffDaysReversed: 'The last day must be on or after the first day',
  timeOffTooManyDays: `Ask for at most ${TIME_OFF_MAX_DAYS} days at a time`,
  timeOffHoursReversed: 'The end must be after the start',
  timeOffTooManyHours: `Hours off last at most ${TIME_OFF_MAX_HOURS} hours; ask for whole days instead`,
  timeOffTooFarBack: `Time off must not begin more than ${TIME_OFF_PAST_DAYS} days ago`,
  timeOffTooFarAhead: `Time off must not begin more than ${TIME_OFF_AHEAD_DAYS} days ahead`,
  timeOffNoteTooLong: `Keep the note to ${TIME_OFF_NOTE_MAX} characters`,
  timeOffOverlap: 'You already asked for time off at that time',
  timeOffNoLocation: 'You are not an active employee at any location',
  timeOffNotFound: 'Time off request not found',
  timeOffNotPending: 'This request has already been decided or cancelled',
  timeOffNotCancellable: 'Only a pending request, or approved time off that has not begun, can be cancelled',
  timeOffPaidTooMuch: 'The paid hours must not exceed the hours of the request (24 per day)',
  timeOffUnpaidPaid: 'Unpaid time off has no paid hours',
  timeOffPaidHoursInvalid: 'The paid hours must be a number from 0, in quarter hours',
  availabilityWeekdayRepeated: 'Give each weekday at most once',
  availabilityTimeInvalid: 'A time must be HH:MM, from 00:00 to 24:00',
  availabilityTimesReversed: 'The end of the availability must be after its start',
} as const;
