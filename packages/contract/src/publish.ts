import { z } from 'zod';
import { dayString } from './dates.ts';
import {
  NOTIFICATIONS_LIMIT,
  PUBLISH_HISTORY_LIMIT,
  PUBLISH_MAX_DAYS,
  publishMessages,
} from './publish-messages.ts';

/**
 * Draft and publish (docs/decisions/0198-draft-and-publish.md): the manager's publish of a range of
 * local days, its history, and the employee's notifications.
 */

export { NOTIFICATIONS_LIMIT, PUBLISH_HISTORY_LIMIT, PUBLISH_MAX_DAYS, publishMessages };

export const publishBody = z
  .object({
    startDate: dayString(publishMessages.publishRangeInvalid),
    endDate: dayString(publishMessages.publishRangeInvalid),
  })
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: publishMessages.publishRangeInvalid });
    else if (Date.parse(body.endDate) - Date.parse(body.startDate) >= PUBLISH_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: publishMessages.publishRangeTooLong });
  });

const counts = { added: z.number().int(), changed: z.number().int(), removed: z.number().int() };

/** What a publish announced; all zero when the range had nothing unpublished. */
export const publishResultSchema = z.object({ ...counts, notified: z.number().int() });
export type PublishResult = z.infer<typeof publishResultSchema>;

export const publishRecordSchema = z.object({
  id: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ...counts,
});
export type PublishRecord = z.infer<typeof publishRecordSchema>;

export const publishHistorySchema = z.object({ publishes: z.array(publishRecordSchema) });

export const markNotificationsReadBody = z.object({
  ids: z
    .array(z.uuid(publishMessages.notificationIdsInvalid), { error: publishMessages.notificationIdsInvalid })
    .min(1, publishMessages.notificationIdsInvalid)
    .max(NOTIFICATIONS_LIMIT, publishMessages.notificationIdsInvalid),
});
