import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { markShiftsSeenBody, myShiftsSchema } from '../my-shifts.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;

/**
 * The employee's upcoming shifts at every location they work at (docs/api.md, "The employee app",
 * "My shifts").
 */
export const myShiftsEndpoints = {
  myShifts: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/shifts',
    summary:
      "The person's scheduled shifts from the start of today for 28 days at all their locations, marked new or changed since they last looked, and those removed",
    responses: { 200: myShiftsSchema, ...refusals(401, 403) },
  }),
  markShiftsSeen: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/shifts/seen',
    summary: 'Marks the schedule seen up to the `asOf` of the answer shown',
    body: markShiftsSeenBody,
    responses: {
      200: z.object({ lastSeenAt: z.string().nullable() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
};
