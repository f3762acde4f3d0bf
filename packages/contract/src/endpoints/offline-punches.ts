import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { offlineBatchBody, offlineOutcome, offlinePunchSchema } from '../offline-punches.ts';

/** Offline punches: the kiosk's batch and the manager's review list (docs/api.md, "Offline punches"). */
export const offlinePunchesEndpoints = {
  sendOfflinePunches: defineEndpoint({
    access: ['location', 'manager'],
    tags: ['kiosk'],
    method: 'POST',
    path: '/api/shift/offline-punches',
    summary: 'Punches a kiosk took while it could not reach the server, oldest first',
    body: offlineBatchBody,
    responses: {
      // One outcome per punch, in the order sent; a punch sent again answers its first outcome.
      200: z.object({ results: z.array(offlineOutcome) }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  listOfflinePunches: defineEndpoint({
    access: ['manager'],
    tags: ['kiosk'],
    method: 'GET',
    path: '/api/admin/offline-punches',
    summary: 'Offline punches the server could not apply, oldest first, awaiting a manager',
    responses: { 200: z.object({ punches: z.array(offlinePunchSchema) }), ...refusals(401, 403) },
  }),
  dismissOfflinePunch: defineEndpoint({
    access: ['manager'],
    tags: ['kiosk'],
    method: 'POST',
    path: '/api/admin/offline-punches/:punchId/dismiss',
    summary: 'Takes an offline punch off the review list (after the manager fixed the shifts, or not)',
    params: z.object({ punchId: z.uuid() }),
    responses: {
      200: z.object({ message: z.string(), punch: offlinePunchSchema }),
      ...refusals(400, 401, 403, 404, 409),
    },
  }),
};
