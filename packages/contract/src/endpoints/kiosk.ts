import { z } from 'zod';
import { breakSchema } from '../breaks.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { clockBody } from '../kiosk.ts';
import { shiftSchema } from '../shifts.ts';

const kiosk = { access: ['location', 'manager'], tags: ['kiosk'] } as const;
const punch = z.object({ message: z.string(), shift: shiftSchema });
/** A break's answer: the shift (with onBreakSince) and the break started or ended. */
const breakPunch = z.object({ message: z.string(), shift: shiftSchema, break: breakSchema });

/** The kiosk's calls under /api/shift (docs/api.md, "Kiosk"). */
export const kioskEndpoints = {
  clockIn: defineEndpoint({
    ...kiosk,
    method: 'POST',
    path: '/api/shift/clock-in',
    summary: 'Clock an employee in',
    body: clockBody,
    responses: { 201: punch, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  clockOut: defineEndpoint({
    ...kiosk,
    method: 'POST',
    path: '/api/shift/clock-out',
    summary: 'Clock an employee out',
    body: clockBody,
    responses: { 200: punch, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  breakStart: defineEndpoint({
    ...kiosk,
    method: 'POST',
    path: '/api/shift/break-start',
    summary: "Start a clocked-in employee's break",
    body: clockBody,
    responses: { 201: breakPunch, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  breakEnd: defineEndpoint({
    ...kiosk,
    method: 'POST',
    path: '/api/shift/break-end',
    summary: "End an employee's break",
    body: clockBody,
    responses: { 200: breakPunch, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  currentShifts: defineEndpoint({
    ...kiosk,
    method: 'GET',
    path: '/api/shift/current',
    summary: "The location's active shifts, oldest first, and the server's time",
    responses: {
      // serverTime: the kiosk sets its clock by it (docs/decisions/0136-kiosk-server-clock.md).
      200: z.object({ shifts: z.array(shiftSchema), serverTime: z.iso.datetime() }),
      ...refusals(401, 403),
    },
  }),
  debugEmployees: defineEndpoint({
    ...kiosk,
    method: 'GET',
    path: '/api/shift/debug/employees',
    summary: 'Debug only (DEBUG_ROUTES=1)',
    debugOnly: true,
    responses: { 200: z.unknown(), ...refusals(401, 403) },
  }),
};
