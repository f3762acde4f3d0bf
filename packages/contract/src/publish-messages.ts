// Publishing the schedule and the employee's notifications without zod: error-codes.ts reads the
// messages, and the employee app's first screen may import the types (docs/decisions/0198-draft-and-publish.md).

/** A publish covers at most this many local days. */
export const PUBLISH_MAX_DAYS = 62;
/** The publish history lists this many publishes, newest first. */
export const PUBLISH_HISTORY_LIMIT = 50;
/** The employee app lists this many notifications, newest first. */
export const NOTIFICATIONS_LIMIT = 30;

/** The refusals of publishing and of the notifications, each with its code (error-codes.ts). */
export const publishMessages = {
  publishRangeInvalid: 'Choose a start and an end date, the end on or after the start',
  publishRangeTooLong: 'A publish covers at most 62 days',
  publishBlocked: 'The schedule has warnings that block publishing. Fix them and try again.',
  notificationIdsInvalid: 'The notifications could not be marked as read. Reload and try again.',
} as const;

/** A shift's times in a notification: instants, shown in `timezone`. */
export type NotifiedTimes = { start: string; end: string };

/** The body of a `schedule_published` notification: only what changed for this person. */
export type SchedulePublishedBody = {
  location: { locationId: string; locationName: string; timezone: string };
  added: NotifiedTimes[];
  changed: { from: NotifiedTimes; to: NotifiedTimes }[];
  removed: NotifiedTimes[];
};
