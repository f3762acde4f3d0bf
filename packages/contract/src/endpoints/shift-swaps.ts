import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  acceptSwapBody,
  colleaguesQuery,
  colleaguesSchema,
  myShiftSwapsSchema,
  offerShiftBody,
  oneShiftSwapSchema,
  shiftSwapsSchema,
  swapParams,
} from '../shift-swaps.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;
const manager = { access: ['manager'], tags: ['schedule'] } as const;

/** Swaps and cover (docs/api.md, "Swaps and cover"). */
export const shiftSwapsEndpoints = {
  myShiftSwaps: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/shift-swaps',
    summary:
      "The person's offers, those they accepted, and the open offers they may accept, with the decided ones of the last 14 days",
    responses: { 200: myShiftSwapsSchema, ...refusals(401, 403) },
  }),
  swapColleagues: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/shift-swaps/colleagues',
    summary: "The active colleagues at the shift's location who are free at its time",
    query: colleaguesQuery,
    responses: { 200: colleaguesSchema, ...refusals(400, 401, 403, 404) },
  }),
  offerShift: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/shift-swaps',
    summary:
      "Offers one of the person's own upcoming published shifts, to a chosen colleague or to anyone there",
    body: offerShiftBody,
    responses: { 201: oneShiftSwapSchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  acceptSwap: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/shift-swaps/:id/accept',
    summary:
      'Accepts an open offer, optionally giving one of their own shifts in return; the first accept wins',
    params: swapParams,
    body: acceptSwapBody,
    responses: { 200: oneShiftSwapSchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  withdrawSwap: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/shift-swaps/:id/withdraw',
    summary: 'The offerer withdraws an offer not yet decided',
    params: swapParams,
    responses: { 200: oneShiftSwapSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  listShiftSwaps: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/shift-swaps',
    summary:
      "The location's live swaps and those decided in the last 14 days, those awaiting a decision first",
    responses: { 200: shiftSwapsSchema, ...refusals(401, 403) },
  }),
  approveSwap: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/shift-swaps/:id/approve',
    summary: 'Approves an accepted swap: the shift (and the one given in return) moves, still published',
    params: swapParams,
    responses: { 200: oneShiftSwapSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  declineSwap: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/shift-swaps/:id/decline',
    summary: 'Declines an accepted swap: nothing moves',
    params: swapParams,
    responses: { 200: oneShiftSwapSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
};
