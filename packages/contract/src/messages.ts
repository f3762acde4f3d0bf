/**
 * Visible validation and error texts, written once: docs/product.md sections 5, 8 and 11.4, and the
 * catalogs of the schedule, the timesheets, dates, devices and offline punches. This module imports
 * nothing, so a screen can show any of them (through error-codes.ts) without loading the schemas and
 * zod with them (docs/decisions/0167-forms-after-the-screen.md).
 */
export const messages = {
  organizationNameRequired: 'Organization name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordRequirements: 'Password does not meet requirements',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordStrict:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  resetPasswordShort: 'Password must be at least 6 characters',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  locationIdRequired: 'Location ID is required',
  emailTaken: 'An organization with this email already exists',
  invalidLocationLogin: 'Invalid location ID or password',
  invalidOrgAdminLogin: 'Invalid email or password',
  invalidMasterKey: 'Invalid password',
  emailNotVerified: 'Please verify your email address before logging in.',
  organizationInactive: 'This organization is not active. Contact your organization administrator.',
  invalidVerificationLink: 'Invalid or expired verification link',
  invalidOrExpiredResetLink:
    'This reset link is invalid, expired or already used. Please request a new password reset.',
  resendVerificationSent:
    'If an account with that email exists and is not yet verified, a new verification email has been sent.',
  forgotPasswordSent: 'If an account with that email exists, a password reset link has been sent.',
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  emailVerified: 'Email verified successfully',
  passwordResetSuccess: 'Password reset successfully',
  loginSuccess: 'Login successful',
  sessionRequired: 'Authentication required',
  sessionInvalid: 'Session expired or invalid. Please log in again.',
  locationNameRequired: 'Location name is required',
  locationNameTooShort: 'Location name must be at least 2 characters',
  locationNameEmpty: 'Location name cannot be empty',
  locationPasswordRequired: 'Location password is required',
  locationPasswordRequirements: 'Location password does not meet requirements',
  confirmLocationPasswordRequired: 'Please confirm location password',
  locationPasswordsDoNotMatch: 'Location passwords do not match',
  managerPasswordRequired: 'Manager password is required',
  managerPasswordRequirements: 'Manager password does not meet requirements',
  confirmManagerPasswordRequired: 'Please confirm manager password',
  managerPasswordsDoNotMatch: 'Manager passwords do not match',
  fulfillPasswordRequirements: 'Please fulfill all password requirements',
  passwordUpdated: 'Password updated successfully!',
  locationLimitReached: 'Location limit reached. Contact sales to increase your limit.',
  locationNotFound: 'Location not found',
  organizationNotFound: 'Organization not found',
  onlyPendingCanBeApproved: 'Only a pending organization can be approved',
  maxLocationsBelowCurrent: 'Cannot be less than current locations',
} as const;

/** The field checks of the schemas in this package, written once so docs/api.md's error codes cover them. */
export const fieldMessages = {
  durationWholeNumber: 'Duration must be a whole number',
  durationAtLeastOne: 'Duration must be at least 1',
  maxLocationsWholeNumber: 'Maximum locations must be a whole number',
  maxLocationsNegative: 'Maximum locations cannot be negative',
  wholeHourTimes: 'Times must be whole hours from 00:00 to 23:00',
  weekDay: 'Days are whole numbers from 0 (Sunday) to 6',
  wholeHoursOnly: 'Whole hours only',
  atLeastOneHour: 'At least 1 hour',
  atMostTwelveHours: 'At most 12 hours',
  employeeNameTooLong: 'Employee name must be at most 100 characters',
  employeeNamesRequired: 'Please enter employee names',
  notesTooLong: 'Notes must be at most 1000 characters',
  organizationNameTooLong: 'Organization name is too long',
  tokenRequired: 'Token is required',
  locationNameTooLong: 'Location name must be at most 100 characters',
  earlyClockInWholeMinutes: 'The early clock-in limit is a whole number of minutes',
  earlyClockInRange: 'The early clock-in limit is from 0 to 240 minutes',
  offlinePunchMaxAgeRange: 'The offline punch window is from 1 to 72 whole hours',
} as const;

/** What the server refuses with beyond the catalogs above, each a code of its own (docs/api.md, "Errors"). */
export const refusalMessages = {
  employeeInactive: 'Employee is inactive',
  employeeStillClockedIn: 'Employee is clocked in. Clock them out first.',
  employeeIdsFull: 'All employee IDs (001-999) are in use at this location',
  shiftAlreadyDeleted: 'Shift not found. It may have already been deleted.',
  accessDenied: 'Access denied',
  noAccessToLocation: 'You do not have access to this location',
  invalidInput: 'Invalid input',
  bodyTooLarge: 'Request body is too large (limit 100 kB)',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',
  internalError: 'Internal server error',
  idempotencyKeyInvalid:
    'Idempotency-Key must be 1 to 100 letters, digits, dashes, underscores, dots or colons',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different punch',
  eventStreamRequired: 'This call answers a stream of events: send Accept: text/event-stream',
  liveUpdatesUnavailable: 'Live updates are unavailable for now. Please try again.',
} as const;

export const dateMessages = {
  invalidDay: 'Must be a date (YYYY-MM-DD)',
  invalidDateTime: 'Must be an ISO date-time',
  invalidRangeBound: 'Must be a date (YYYY-MM-DD) or an ISO date-time with a time zone',
  offsetRequired: 'A date-time must end with Z or a UTC offset such as +02:00',
  dayDoesNotExist: 'This date does not exist',
  timeDoesNotExist: 'This time does not exist',
  yearOutOfRange: 'The year must be from 1970 to 2999',
} as const;

export const deviceMessages = {
  deviceNameRequired: 'Please enter a name for this device',
  deviceNameTooLong: 'Device name must be at most 60 characters',
  deviceNotFound: 'Device not found',
  deviceKeyInvalid: 'The device key must be a UUID',
  maxKiosksManagersOnly: 'Only a manager can change the kiosk limit.',
  maxKiosksRange: 'The kiosk limit must be a whole number from 1 to 500',
} as const;

export const offlinePunchMessages = {
  duplicateIds: 'Each punch of a batch needs its own id',
  punchNotFound: 'Offline punch not found',
  alreadyDismissed: 'This offline punch has already been dismissed',
  deviceTimeRequired: 'Each punch needs the time the device took it',
  sentAtRequired: 'A batch needs the time the device sent it',
  offlineWindowManagersOnly: 'Only a manager can change the offline punch window.',
} as const;

export const scheduleMessages = {
  selectEmployee: 'Please select an employee',
  selectStart: 'Please select a start time',
  selectEnd: 'Please select an end time',
  endAfterStart: 'End time must be after start time',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  tooLong: 'A scheduled shift can be at most 24 hours long',
  overlap: 'This employee already has a scheduled shift at that time',
  busyElsewhere: 'This employee is scheduled at another location at that time',
  cannotDelete: 'Cannot delete this shift. It may be in progress or completed.',
} as const;

export const timesheetMessages = {
  clockInRequired: 'Clock-in is required',
  clockOutRequired: 'Clock-out is required',
  clockOutAfterClockIn: 'Clock-out must be after clock-in',
  tooLong: 'A shift can be at most 24 hours long',
  inFuture: 'A shift cannot end in the future',
  overlap: 'This employee already has a shift at that time',
  overlapElsewhere: 'This employee has a shift at another location at that time',
  periodApprovedElsewhere:
    "This person's hours at another location are approved for these days. Ask that location to reopen its pay period first.",
  reasonTooLong: 'The reason must be at most 500 characters',
  shiftNotFound: 'Shift not found',
  employeeNotFound: 'Employee not found',
  shiftCorrected: 'Shift corrected',
  shiftUnchanged: 'No changes: the shift already has these times',
  shiftAdded: 'Shift added',
  payPeriodApproved: 'Pay period approved',
  payPeriodReopened: 'Pay period reopened',
  alreadyApproved: 'This pay period is already approved',
  notApproved: 'This pay period is not approved',
  notAPeriodStart: 'This date is not the first day of a pay period',
  periodNotStarted: 'This pay period has not started yet',
  periodStartInvalid: 'Please enter a valid date',
  monthlyStartDay: 'A monthly pay period must start on day 1 to 28',
  weeklyOvertimeRange: 'Weekly overtime must be from 1 to 168 hours',
  dailyOvertimeRange: 'Daily overtime must be from 1 to 24 hours',
  halfHours: 'Whole or half hours only',
  doubleTimeRange: 'Double time must be from 1 to 24 hours a day',
  doubleTimeAfterOvertime: 'Double time must start after daily overtime',
  autoDeductMinutesRange: 'The automatic deduction must be from 1 to 120 whole minutes',
  autoDeductAfterRange: 'The automatic deduction must apply after 1 to 24 hours',
  roundingInvalid: 'Rounding must be to 5, 6 or 15 minutes',
  workdayStartInvalid: 'Enter a time on the quarter hour, such as 00:00 or 06:30',
  shiftConfirmed: 'Shift confirmed as worked',
  notAutoClosed: 'Only an auto-closed shift can be confirmed as worked',
  alreadyReviewed: 'This shift has already been reviewed',
  unreviewedShifts: 'Review the auto-closed shifts of this pay period before approving it',
  openShiftsInPeriod:
    'Clock out or correct the shifts still open in this pay period (or earlier in its first workweek) before approving it',
  breakStartRequired: 'Break start is required',
  breakEndRequired: 'Break end is required',
  breakEndAfterStart: 'A break must end after it starts',
  breakOutsideShift: 'A break must be within the shift',
  breaksOverlap: 'Breaks cannot overlap',
  tooManyBreaks: 'A shift can have at most 10 breaks',
} as const;

/** The kiosk's token may save the other settings but not these (they decide pay). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayInWords = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/** A pay period in English words: 'Nov 1 – Nov 15, 2026'; 'Dec 16, 2026 – Jan 15, 2027' across a year. */
function periodInWords(startDate: string, endDate: string): string {
  const start =
    dayInWords(startDate) +
    (startDate.slice(0, 4) === endDate.slice(0, 4) ? '' : `, ${startDate.slice(0, 4)}`);
  return `${start} – ${dayInWords(endDate)}, ${endDate.slice(0, 4)}`;
}

/**
 * 409 PERIOD_APPROVED: a manager's write would change a figure of an approved pay period (docs/api.md,
 * "Approval"). The body carries `periodStart` and `periodEnd`, so the web names it in its language.
 */
export const periodApprovedRefusal = (startDate: string, endDate: string) =>
  `The pay period ${periodInWords(startDate, endDate)} is approved. Reopen it to change this shift.`;

/** 409 PUNCH_IN_APPROVED_PERIOD: a kiosk punch would change an approved period; with `employeeName`. */
export const approvedPunchRefusal = (employeeName: string, startDate: string, endDate: string) =>
  `The pay period ${periodInWords(startDate, endDate)} is approved, so ${employeeName}'s punch was not recorded. Please see your manager.`;

export const PAYROLL_MANAGERS_ONLY = 'Only a manager can change the payroll settings.';

export const employeeNameRequired = 'Please enter employee name';
