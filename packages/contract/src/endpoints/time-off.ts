import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  availabilityBody,
  availabilitySchema,
  managerAvailabilityResponse,
  managerTimeOffQuery,
  managerTimeOffResponse,
  managerTimeOffSchema,
  myTimeOffResponse,
  timeOffApproveBody,
  timeOffDeclineBody,
  timeOffIdParams,
  timeOffRequestBody,
  timeOffSchema,
} from '../time-off.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;
const manager = { access: ['manager'], tags: ['schedule'] } as const;

/**
 * Time off and availability (docs/api.md, "Time off and availability";
 * docs/decisions/0203-time-off-and-availability.md).
 */
export const timeOffEndpoints = {
  myTimeOff: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/time-off',
    summary: "The person's time off requests, newest first",
    responses: { 200: myTimeOffResponse, ...refusals(401, 403) },
  }),
  requestTimeOff: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/time-off',
    summary: 'Asks for time off: whole days or hours, with a type and a note',
    body: timeOffRequestBody,
    responses: {
      201: z.object({ message: z.string(), request: timeOffSchema }),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
  cancelTimeOff: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/time-off/:id/cancel',
    summary: 'Cancels a pending request, or approved time off that has not begun',
    params: timeOffIdParams,
    responses: {
      200: z.object({ message: z.string(), request: timeOffSchema }),
      ...refusals(400, 401, 403, 404, 409),
    },
  }),
  myAvailability: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/availability',
    summary: "The person's weekly availability",
    responses: { 200: availabilitySchema, ...refusals(401, 403) },
  }),
  setMyAvailability: defineEndpoint({
    ...employee,
    method: 'PUT',
    path: '/api/me/availability',
    summary: "Replaces the person's weekly availability whole",
    body: availabilityBody,
    responses: {
      200: availabilitySchema.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  managerTimeOff: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/time-off',
    summary:
      "Time off requests of the location's active employees: by status, or overlapping a range of days",
    query: managerTimeOffQuery,
    responses: { 200: managerTimeOffResponse, ...refusals(400, 401, 403) },
  }),
  approveTimeOff: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/time-off/:id/approve',
    summary: 'Approves a pending request, with the paid hours',
    params: timeOffIdParams,
    body: timeOffApproveBody,
    responses: {
      200: z.object({ message: z.string(), request: managerTimeOffSchema }),
      ...refusals(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  declineTimeOff: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/time-off/:id/decline',
    summary: 'Declines a pending request',
    params: timeOffIdParams,
    body: timeOffDeclineBody,
    responses: {
      200: z.object({ message: z.string(), request: managerTimeOffSchema }),
      ...refusals(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  managerAvailability: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/availability',
    summary: "The weekly availability of the location's active employees",
    responses: { 200: managerAvailabilityResponse, ...refusals(401, 403) },
  }),
};
