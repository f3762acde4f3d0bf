// The employee's shifts and the location's address without zod: error-codes.ts reads the messages,
// and the employee app's first screen may import the constants (docs/decisions/0193-my-shifts.md).

/** The employee app lists scheduled shifts from the start of today, in each location's zone, this many days ahead. */
export const MY_SHIFTS_DAYS = 28;
/** A location's address is one line of at most this many characters. */
export const ADDRESS_MAX_LENGTH = 200;

/** The refusals of the employee's shifts and the address, each with its code (error-codes.ts). */
export const myShiftsMessages = {
  addressTooLong: 'The address must be at most 200 characters',
  seenAtInvalid: 'Send seenAt: the asOf of the schedule shown',
} as const;
