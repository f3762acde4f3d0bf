import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { notificationsSchema } from '../notifications.ts';
import {
  markNotificationsReadBody,
  publishBody,
  publishHistorySchema,
  publishResultSchema,
} from '../publish.ts';

const manager = { access: ['manager'], tags: ['schedule'] } as const;
const employee = { access: ['employee'], tags: ['me'] } as const;

/** Publishing the schedule and the employee's notifications (docs/api.md, "Publishing the schedule"). */
export const publishEndpoints = {
  publishSchedule: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/schedule/publish',
    summary: 'Publishes every unpublished change of scheduled shifts in a range of local days',
    body: publishBody,
    responses: { 200: publishResultSchema, ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  listPublishes: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/schedule/publishes',
    summary: "The location's last 50 publishes, newest first",
    responses: { 200: publishHistorySchema, ...refusals(401, 403) },
  }),
  myNotifications: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/notifications',
    summary: "The person's last 30 notifications, newest first, and how many are unread",
    responses: { 200: notificationsSchema, ...refusals(401, 403) },
  }),
  markNotificationsRead: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/notifications/read',
    summary: "Marks the person's own notifications read",
    body: markNotificationsReadBody,
    responses: { 200: z.object({ unread: z.number().int() }), ...refusals(400, 401, 403, 413, 415) },
  }),
};
