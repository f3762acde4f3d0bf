// The employee's record and its corrections (docs/decisions/0195-employees-confirm-corrections.md),
// without zod: error-codes.ts reads the messages, and the Record tab of the employee's app loads
// without zod (apps/web/vite.config.ts, `loadsWithout`). my-record.ts re-exports them beside its schemas.

/** GET /api/me/corrections without `from`: this many days back from today. */
export const MY_RECORD_DEFAULT_DAYS = 90;
/** The longest range one call answers, in days (a year and a bit: a whole year's records fit). */
export const MY_RECORD_MAX_DAYS = 400;
/** A dispute's comment: 1 to this many characters, one line or several. */
export const DISPUTE_COMMENT_MAX = 500;

/**
 * What an employee may be asked to confirm: a manager's own changes. An auto-close is the server's
 * (the manager's review of it is the 'confirm' entry), so it is shown but never asked about.
 */
export const ANSWERABLE_ACTIONS = ['create', 'correct', 'confirm'] as const;

/** The refusals of the record's calls, each with its code (error-codes.ts). */
export const myRecordMessages = {
  correctionNotFound: 'Correction not found',
  correctionNotPending:
    'This correction is not waiting for your answer (it was answered, replaced by a later one, or the organization does not ask for answers)',
  correctionAlreadyAnswered: 'This correction has already been answered',
  disputeCommentRequired: 'Say what is wrong with this correction',
  disputeCommentTooLong: `Keep the comment to ${DISPUTE_COMMENT_MAX} characters`,
  recordRangeReversed: 'The start must not be after the end',
  recordRangeTooLong: `Choose at most ${MY_RECORD_MAX_DAYS} days`,
} as const;

/** The record's notices (not refusals). */
export const myRecordNotices = {
  correctionConfirmed: 'Correction confirmed',
  correctionDisputed: 'Dispute sent: your manager sees your comment on the timesheet',
  confirmationTurnedOn: 'Employees are now asked to confirm each correction to their shifts',
  confirmationTurnedOff: 'Employees are no longer asked to confirm corrections',
} as const;
