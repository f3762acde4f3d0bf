import { z } from 'zod';
import { resolvedWeekSchema } from '../dates.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  createScheduledShiftBody,
  rangeQuery,
  scheduledShiftSchema,
  updateScheduledShiftBody,
} from '../schedule.ts';

const manager = { access: ['manager'], tags: ['schedule'] } as const;
// A malformed id cannot name a shift: answered like any unknown shift.
const params = z.object({ id: z.uuid('Shift not found. It may have already been deleted.') });
const withShift = z.object({ message: z.string(), scheduledShift: scheduledShiftSchema });

/** The manager's scheduled shifts under /api/admin/scheduled-shifts. */
export const scheduleEndpoints = {
  listScheduledShifts: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/scheduled-shifts',
    summary: 'Scheduled shifts starting in a date range',
    query: rangeQuery,
    responses: {
      200: z.object({
        scheduledShifts: z.array(scheduledShiftSchema),
        /** Published shifts deleted in the range, still shown to employees until the next publish. */
        pendingRemovals: z.number().int(),
        week: resolvedWeekSchema.optional(),
      }),
      ...refusals(400, 401, 403),
    },
  }),
  createScheduledShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/scheduled-shifts',
    summary: 'Schedules a shift',
    body: createScheduledShiftBody,
    responses: { 201: withShift, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  updateScheduledShift: defineEndpoint({
    ...manager,
    method: 'PUT',
    path: '/api/admin/scheduled-shifts/:id',
    summary: "Moves a scheduled shift's start and end",
    params,
    body: updateScheduledShiftBody,
    responses: { 200: withShift, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  deleteScheduledShift: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/scheduled-shifts/:id',
    summary: 'Deletes a scheduled shift',
    params,
    responses: { 200: z.object({ message: z.string() }), ...refusals(400, 401, 403, 404) },
  }),
};
