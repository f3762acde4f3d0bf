import { apiKeyMessages } from './api-keys-messages.ts';
import { earlyClockInMessages } from './early-clock-in.ts';
import { employeeIdInvalid, employeeIdRequired } from './employee-id.ts';
import { pinMessages } from './employee-pin.ts';
import { meMessages } from './me-messages.ts';
import {
  dateMessages,
  deviceMessages,
  employeeNameRequired,
  fieldMessages,
  messages,
  offlinePunchMessages,
  PAYROLL_MANAGERS_ONLY,
  refusalMessages,
  scheduleMessages,
  timesheetMessages,
} from './messages.ts';
import { myHoursMessages } from './my-hours-messages.ts';
import { myRecordMessages } from './my-record-messages.ts';
import { myShiftsMessages } from './my-shifts-messages.ts';
import { openShiftsMessages } from './open-shifts-messages.ts';
import { peopleMessages } from './people-messages.ts';
import { phonePunchMessages } from './phone-punch-messages.ts';
import { publishMessages } from './publish-messages.ts';
import { recordsMessages } from './records-messages.ts';
import { scheduleFillMessages } from './schedule-fill-messages.ts';
import { scheduleWarningsMessages } from './schedule-warnings-messages.ts';
import { shiftSwapMessages } from './shift-swaps-messages.ts';
import { ssoCallbackMessages, ssoMessages } from './sso-messages.ts';
import { controlCharactersMessage, singleLineMessage } from './text.ts';
import { timeOffMessages } from './time-off-messages.ts';
import { webhooksMessages } from './webhooks-messages.ts';

/**
 * Every error a user can meet has a stable code beside its English `message` (docs/api.md, "Errors"):
 * the web app shows the code's text in the page's language and falls back to the message for a code it
 * does not know. A code is its message's catalog key in SCREAMING_SNAKE_CASE ('emailTaken' →
 * 'EMAIL_TAKEN'); the schedule's keys, which the timesheet's repeat, carry SCHEDULE_, and two
 * timesheet codes keep the names they were published under.
 */
const toCode = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
const codesOf = (catalog: Record<string, string>, prefix = '') =>
  Object.fromEntries(Object.entries(catalog).map(([key, message]) => [prefix + toCode(key), message]));

const { overlap, tooLong, ...otherTimesheetMessages } = timesheetMessages;

/** Code → English message, for every fixed message. */
export const errorCatalog: Readonly<Record<string, string>> = {
  ...codesOf(messages),
  ...codesOf(fieldMessages),
  ...codesOf(refusalMessages),
  ...codesOf(dateMessages),
  ...codesOf(otherTimesheetMessages),
  SHIFT_OVERLAP: overlap,
  SHIFT_TOO_LONG: tooLong,
  ...codesOf(scheduleMessages, 'SCHEDULE_'),
  ...codesOf(pinMessages),
  ...codesOf(earlyClockInMessages),
  ...codesOf(deviceMessages),
  ...codesOf(offlinePunchMessages),
  ...codesOf(peopleMessages),
  ...codesOf(meMessages),
  ...codesOf(myShiftsMessages),
  ...codesOf(myRecordMessages),
  ...codesOf(myHoursMessages),
  ...codesOf(recordsMessages),
  ...codesOf(phonePunchMessages),
  ...codesOf(scheduleWarningsMessages),
  ...codesOf(scheduleFillMessages),
  ...codesOf(publishMessages),
  ...codesOf(openShiftsMessages),
  ...codesOf(shiftSwapMessages),
  ...codesOf(timeOffMessages),
  ...codesOf(apiKeyMessages),
  ...codesOf(webhooksMessages),
  ...codesOf(ssoMessages),
  ...codesOf(ssoCallbackMessages),
  PAYROLL_MANAGERS_ONLY,
  EMPLOYEE_ID_REQUIRED: employeeIdRequired,
  EMPLOYEE_ID_INVALID: employeeIdInvalid,
  EMPLOYEE_NAME_REQUIRED: employeeNameRequired,
  CONTROL_CHARACTERS: controlCharactersMessage,
  SINGLE_LINE: singleLineMessage,
};

/**
 * The codes whose text names something of the moment, sent with it in the body: the kiosk's
 * `employeeName` (and `locationName`, where the person is clocked in elsewhere), a rate limit's `retryAfterSeconds` (also the Retry-After header), a wrong PIN's
 * `attemptsLeft`, an approved pay period's `periodStart` and `periodEnd`, a refused payroll close's
 * `checks`.
 */
export const templatedErrorCodes = [
  'ALREADY_CLOCKED_IN',
  'CLOCKED_IN_ELSEWHERE',
  'NOT_CLOCKED_IN',
  'ALREADY_ON_BREAK',
  'NOT_ON_BREAK',
  'TOO_MANY_FAILED_LOGINS',
  'TOO_MANY_MASTER_KEY_ATTEMPTS',
  'TOO_MANY_EMAIL_REQUESTS',
  'TOO_MANY_REGISTRATIONS',
  'PIN_WRONG',
  'PIN_LOCKED',
  'PIN_NOT_SET',
  'TOO_MANY_WRONG_PINS',
  'TOO_MANY_KIOSKS',
  'EARLY_CLOCK_IN',
  'PERIOD_APPROVED',
  'PUNCH_IN_APPROVED_PERIOD',
  'OUTSIDE_PHONE_RADIUS',
  'POSITION_TOO_VAGUE',
  // The close names its first blocking check (apps/server/src/features/payroll-close/checks.ts).
  'PAYROLL_NOT_READY',
  'TOO_MANY_API_KEY_REQUESTS',
] as const;

const codeByMessage = new Map(Object.entries(errorCatalog).map(([code, message]) => [message, code]));

/** The code of a fixed message (the server's and the web's own checks say the same texts), if it has one. */
export function errorCodeOf(message: string): string | undefined {
  return codeByMessage.get(message);
}
