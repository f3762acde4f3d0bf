import { z } from 'zod';
import { dayString } from './dates.ts';
import { DISPUTE_COMMENT_MAX, MY_RECORD_MAX_DAYS, myRecordMessages } from './my-record-messages.ts';
import { daysBetween } from './time/zoned-time.ts';

/**
 * The employee's record at /me/record (docs/api.md, "The employee's record"): every change a manager
 * (or the server) made to the person's shifts at all their locations, their offline and auto-closed
 * shifts, and, when the organization asks for it, the employee's answer to each correction
 * (docs/decisions/0195-employees-confirm-corrections.md).
 */

// The constants and messages, with the schemas, for callers that load zod anyway.
export * from './my-record-messages.ts';

/** Days `YYYY-MM-DD`, each read in the zone of the location a correction or shift belongs to. */
export const myRecordQuery = z
  .object({ from: dayString().optional(), to: dayString().optional() })
  .superRefine(({ from, to }, ctx) => {
    if (from === undefined || to === undefined) return;
    if (from > to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: myRecordMessages.recordRangeReversed });
    else if (daysBetween(from, to) + 1 > MY_RECORD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: myRecordMessages.recordRangeTooLong });
  });

/** A shift's times in an entry: instants (ISO 8601 UTC); breaks null where the entry did not keep them. */
const recordTimesSchema = z.object({
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable(), paid: z.boolean() })).nullable(),
});

const recordLocationSchema = z.object({
  /** The location's code (e.g. "DEMNYC"). */
  locationId: z.string(),
  locationName: z.string(),
  /** IANA zone: the entry's times read in it. */
  timezone: z.string(),
});

/** The shift an entry is about, as it is now. */
const recordShiftSchema = z.object({
  id: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  /** A punch of it reached the server late, from a kiosk's offline queue. */
  offline: z.boolean(),
  /** Closed by the server after 16 hours without a clock-out. */
  autoClosed: z.boolean(),
  /** 'manual': a manager added it for a missed punch. */
  source: z.enum(['kiosk', 'manual']),
  location: recordLocationSchema,
});

export const CORRECTION_ANSWER_STATUSES = ['pending', 'confirmed', 'disputed'] as const;
export type CorrectionAnswerStatus = (typeof CORRECTION_ANSWER_STATUSES)[number];

/** The employee's answer to a correction; null where none is asked (the setting off, or a later one replaced it). */
const answerSchema = z.object({
  status: z.enum(CORRECTION_ANSWER_STATUSES),
  /** The dispute's comment (null for pending and confirmed). */
  comment: z.string().nullable(),
  /** When the employee answered (null while pending). */
  answeredAt: z.string().nullable(),
});

export const myCorrectionSchema = z.object({
  /** The audit entry's id: what confirm and dispute name. */
  id: z.string(),
  /** create: a manager added the shift for a missed punch; correct: changed its times or breaks;
   * auto-close: the server closed it after 16 h; confirm: a manager confirmed an auto-closed shift as worked. */
  action: z.enum(['create', 'correct', 'auto-close', 'confirm']),
  at: z.string(),
  /** Who, as the audit trail keeps it: "Manager" (the location's manager account), the owner's e-mail, or "System". */
  actor: z.string(),
  reason: z.string().nullable(),
  /** null for 'create'. */
  before: recordTimesSchema.nullable(),
  after: recordTimesSchema.nullable(),
  shift: recordShiftSchema,
  answer: answerSchema.nullable(),
});
export type MyCorrection = z.infer<typeof myCorrectionSchema>;

export const myCorrectionsResponse = z.object({
  from: z.string(),
  /** null: up to now. */
  to: z.string().nullable(),
  /** The organization asks employees to confirm corrections (its setting is on). */
  confirmCorrections: z.boolean(),
  /** Corrections waiting for the employee's answer, whatever their date (the Record tab's badge). */
  pendingCount: z.number(),
  /** Corrections made in the range, newest first. */
  corrections: z.array(myCorrectionSchema),
  /** The person's offline or auto-closed shifts that began in the range, newest first. */
  flaggedShifts: z.array(recordShiftSchema),
});
export type MyCorrectionsResponse = z.infer<typeof myCorrectionsResponse>;

export const correctionParams = z.object({ entryId: z.uuid(myRecordMessages.correctionNotFound) });

export const disputeBody = z.object({
  comment: z
    .string({ error: myRecordMessages.disputeCommentRequired })
    .trim()
    .min(1, { error: myRecordMessages.disputeCommentRequired, abort: true })
    .max(DISPUTE_COMMENT_MAX, myRecordMessages.disputeCommentTooLong),
});

export const correctionAnswerResponse = z.object({ message: z.string(), correction: myCorrectionSchema });

/**
 * The organization's setting (the owner's): off by default. `since` is when it was last turned on;
 * only corrections made from then on are asked about.
 */
export const correctionConfirmationSchema = z.object({ enabled: z.boolean(), since: z.string().nullable() });
export const correctionConfirmationBody = z.object({ enabled: z.boolean() });

/** The manager's timesheet: the employee's answer to the latest correction of a shift of the period. */
export const shiftCorrectionAnswerSchema = z.object({
  shiftId: z.string(),
  entryId: z.string(),
  status: z.enum(CORRECTION_ANSWER_STATUSES),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ShiftCorrectionAnswer = z.infer<typeof shiftCorrectionAnswerSchema>;
