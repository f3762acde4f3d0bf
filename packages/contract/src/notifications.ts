import { z } from 'zod';

/**
 * The notes in an employee's app (GET /api/me/notifications): one variant per kind, each with its own
 * body. A feature that tells people something adds its variant here and its card in the app
 * (apps/web/src/features/me/components/my-notifications.tsx); the server writes notes with
 * apps/server/src/shared/notifications.repository.ts in the transaction of the change.
 */

const times = z.object({ start: z.string(), end: z.string() });
/** Where it happens: times are shown in the location's zone. */
export const notificationLocation = z.object({
  locationId: z.string(),
  locationName: z.string(),
  timezone: z.string(),
});

/** A publish changed the person's schedule (docs/decisions/0198-draft-and-publish.md). */
const schedulePublished = z.object({
  kind: z.literal('schedule_published'),
  body: z.object({
    location: notificationLocation,
    added: z.array(times),
    changed: z.array(z.object({ from: times, to: times })),
    removed: z.array(times),
  }),
});

/**
 * A swap or cover the person is in (docs/decisions/0202-shift-swaps.md): offered to them, accepted by
 * a colleague, approved or declined by the manager. The shift (and the one given in return) at the
 * times it was offered; the people by kiosk ID and name.
 */
const swapPerson = z.object({ employeeId: z.string(), name: z.string() });
const swapTimes = z.object({ id: z.string(), start: z.string(), end: z.string() });
const swapBody = z.object({
  swapId: z.string(),
  location: notificationLocation,
  shift: swapTimes,
  returnShift: swapTimes.nullable(),
  offeredBy: swapPerson,
  acceptedBy: swapPerson.nullable(),
});
export const SHIFT_SWAP_NOTICE_KINDS = [
  'shift_swap_offered',
  'shift_swap_accepted',
  'shift_swap_approved',
  'shift_swap_declined',
] as const;
const shiftSwapNotices = SHIFT_SWAP_NOTICE_KINDS.map((kind) =>
  z.object({ kind: z.literal(kind), body: swapBody }),
);

/** An open shift the person may claim was posted (docs/decisions/0201-open-shifts.md). */
const openShiftPosted = z.object({
  kind: z.literal('open_shift_posted'),
  body: z.object({
    location: notificationLocation,
    openShiftId: z.string(),
    shift: times,
    notes: z.string(),
  }),
});

/** A manager approved or declined the person's claim on an open shift (or cancelled the shift). */
const openShiftClaimDecided = z.object({
  kind: z.literal('open_shift_claim_decided'),
  body: z.object({
    location: notificationLocation,
    openShiftId: z.string(),
    shift: times,
    decision: z.enum(['approved', 'declined']),
  }),
});

/** A manager approved or declined the person's time off (docs/decisions/0203-time-off-and-availability.md). */
const timeOffDecided = z.object({
  kind: z.literal('time_off_decided'),
  body: z.object({
    /** The deciding manager's location: hours off are shown in its zone. */
    location: notificationLocation,
    decision: z.enum(['approved', 'declined']),
    type: z.enum(['vacation', 'sick', 'unpaid', 'other']),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    paidHours: z.number(),
    note: z.string(),
  }),
});

/** What a feature writes: the kind and its body. */
export const notificationNoteSchema = z.discriminatedUnion('kind', [
  schedulePublished,
  openShiftPosted,
  openShiftClaimDecided,
  ...shiftSwapNotices,
  timeOffDecided,
]);
export type PersonNotificationNote = z.infer<typeof notificationNoteSchema>;

/** A note as the app reads it: its variant, plus when it was written and read. */
export const notificationSchema = z.intersection(
  z.object({ id: z.string(), createdAt: z.string(), readAt: z.string().nullable() }),
  notificationNoteSchema,
);
export type PersonNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
