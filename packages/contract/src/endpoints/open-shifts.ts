import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  myOpenShiftSchema,
  myOpenShiftsSchema,
  openShiftClaimParams,
  openShiftParams,
  openShiftSchema,
  openShiftsQuery,
  openShiftsSchema,
  postOpenShiftBody,
} from '../open-shifts.ts';

const manager = { access: ['manager'], tags: ['schedule'] } as const;
const employee = { access: ['employee'], tags: ['me'] } as const;

/** Open shifts and their claims (docs/api.md, "Open shifts"). */
export const openShiftsEndpoints = {
  listOpenShifts: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/open-shifts',
    summary:
      "The location's open shifts overlapping a range of local days (or, without one, all not yet ended), each with its claims",
    query: openShiftsQuery,
    responses: { 200: openShiftsSchema, ...refusals(400, 401, 403) },
  }),
  postOpenShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/open-shifts',
    summary: 'Posts a shift without a person: eligible employees see it in their app at once',
    body: postOpenShiftBody,
    responses: { 201: z.object({ openShift: openShiftSchema }), ...refusals(400, 401, 403, 413, 415) },
  }),
  cancelOpenShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/open-shifts/:id/cancel',
    summary: 'Cancels an open shift; its pending claims are declined',
    params: openShiftParams,
    responses: { 200: z.object({ openShift: openShiftSchema }), ...refusals(400, 401, 403, 404, 409) },
  }),
  approveOpenShiftClaim: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/open-shift-claims/:id/approve',
    summary:
      'Approves a claim: the open shift is filled and scheduled, already published, for the claimant; the other pending claims are declined',
    params: openShiftClaimParams,
    responses: {
      200: z.object({ openShift: openShiftSchema, scheduledShiftId: z.string() }),
      ...refusals(400, 401, 403, 404, 409),
    },
  }),
  declineOpenShiftClaim: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/open-shift-claims/:id/decline',
    summary: 'Declines a pending claim',
    params: openShiftClaimParams,
    responses: { 200: z.object({ openShift: openShiftSchema }), ...refusals(400, 401, 403, 404, 409) },
  }),
  myOpenShifts: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/open-shifts',
    summary:
      'Open shifts not yet started that the person may claim (at a location they work at, free at that time), and those they claimed',
    responses: { 200: myOpenShiftsSchema, ...refusals(401, 403) },
  }),
  claimOpenShift: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/open-shifts/:id/claim',
    summary:
      "Claims an open shift; where the location approves the first claim by itself, the shift is the person's at once",
    params: openShiftParams,
    responses: { 201: z.object({ openShift: myOpenShiftSchema }), ...refusals(400, 401, 403, 404, 409) },
  }),
  withdrawOpenShiftClaim: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/open-shifts/:id/withdraw',
    summary: "Withdraws the person's pending claim on an open shift",
    params: openShiftParams,
    responses: { 200: z.object({ openShift: myOpenShiftSchema }), ...refusals(400, 401, 403, 404, 409) },
  }),
};
