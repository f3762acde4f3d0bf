import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';

/**
 * A stream of Server-Sent Events; the schema documents it, the route writes the events itself.
 * Events: `ready` when the stream is open (with the topics changed in the last `dataAgeMs`, when
 * the server can tell), `change` when something at the location changed (docs/api.md, "Live
 * updates").
 */
const eventStream = z.string().describe('text/event-stream');

export const liveEndpoints = {
  events: defineEndpoint({
    access: ['location', 'manager'],
    tags: ['live'],
    method: 'GET',
    path: '/api/events',
    summary: "Server-Sent Events: a `change` event whenever the token's location changes",
    query: z.object({
      // How long ago the screen's oldest answer was asked for: `ready` then names what changed since.
      dataAgeMs: z.coerce.number().int().min(0).optional(),
    }),
    responses: { 200: eventStream, ...refusals(401, 403, 406, 503) },
  }),
};
