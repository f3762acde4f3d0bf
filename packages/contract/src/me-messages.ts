// The employee app's constants and refusals without zod: error-codes.ts reads the messages, and the
// employee's first screen must load without zod (apps/web/vite.config.ts, `loadsWithout`). me.ts
// re-exports them beside its schemas (docs/decisions/0191-the-employee-app.md).

/** A sign-in link e-mailed to an employee works once, for this long. */
export const SIGN_IN_LINK_VALID_MINUTES = 30;
/** A sign-in code a manager creates for an employee without e-mail works once, for this long. */
export const SIGN_IN_CODE_VALID_MINUTES = 15;
/** An employee's session on their phone lasts this long (it can be ended sooner, listed in the app). */
export const EMPLOYEE_SESSION_DAYS = 60;
/**
 * A sign-in code's letters: no 0/O, 1/I/L, so it can be read out and typed without doubt. Eight of
 * them (31^8, about 8.5 × 10^11) against a limit of failed tries per address.
 */
export const SIGN_IN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SIGN_IN_CODE_LENGTH = 8;

/** A typed code as stored: upper case, spaces and dashes removed ("abcd-efgh" → "ABCDEFGH"). */
export const normalizeSignInCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
/** A code as shown: two groups of four ("ABCD-EFGH"). */
export const formatSignInCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The app's notices (not refusals). */
export const meNotices = {
  signInLinkSent:
    'If this e-mail belongs to someone at a workplace using ShiftClock, a sign-in link is on its way. It works once, for 30 minutes.',
  signInCodeCreated: 'Sign-in code created. Give it to the employee now: it is shown only once.',
} as const;

/** The app's refusals, each with its code (error-codes.ts). */
export const meMessages = {
  signInInvalid:
    'This sign-in link or code is not valid. It may have been used or have expired; ask for a new one.',
  appSessionNotFound: 'Session not found',
} as const;
