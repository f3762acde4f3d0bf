import { defineEndpoint, refusals } from '../endpoint.ts';
import { phoneClockSchema, phonePunchAnswer, phonePunchBody } from '../phone-punch.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;
/** The kiosk's refusals (PIN, early clock-in, clocked in elsewhere, approved period), and the radius's. */
const punchRefusals = refusals(400, 401, 403, 404, 409, 413, 415, 429);

/** Punches from the employee's phone, the kiosk's four under /api/me (docs/api.md, "Punches from the app"). */
export const myPhonePunchEndpoints = {
  phoneClock: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/phone-clock',
    summary: "The person's locations that take punches from the app, and their open shift",
    responses: { 200: phoneClockSchema, ...refusals(401, 403) },
  }),
  phoneClockIn: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/clock-in',
    summary: 'Clocks the person in at one of their locations, from within its radius',
    body: phonePunchBody,
    responses: { 201: phonePunchAnswer, ...punchRefusals },
  }),
  phoneClockOut: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/clock-out',
    summary: 'Clocks the person out, from within the location’s radius',
    body: phonePunchBody,
    responses: { 200: phonePunchAnswer, ...punchRefusals },
  }),
  phoneBreakStart: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/break-start',
    summary: "Starts the person's break, from within the location’s radius",
    body: phonePunchBody,
    responses: { 201: phonePunchAnswer, ...punchRefusals },
  }),
  phoneBreakEnd: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/break-end',
    summary: "Ends the person's break, from within the location’s radius",
    body: phonePunchBody,
    responses: { 200: phonePunchAnswer, ...punchRefusals },
  }),
};
