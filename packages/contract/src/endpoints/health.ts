import { z } from 'zod';
import { defineEndpoint, errorBody } from '../endpoint.ts';

export const healthEndpoints = {
  health: defineEndpoint({
    access: 'public',
    tags: ['operations'],
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    responses: {
      200: z.object({ status: z.literal('ok') }),
      // The refusal body with a status a load balancer's probe can read.
      503: errorBody.extend({ status: z.literal('unavailable') }),
    },
  }),
};
