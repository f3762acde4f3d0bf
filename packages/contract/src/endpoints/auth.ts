import { z } from 'zod';
import { ACCOUNT_TYPES } from '../constants.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';

const signedIn = { access: ['location', 'manager', 'orgAdmin', 'master'], tags: ['auth'] } as const;

/** Sign-in, registration, e-mail links and sessions (docs/api.md, "Tokens" and "Accounts"). */
export const authEndpoints = {
  validateSession: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/auth/validate',
    summary: 'Who the presented token belongs to',
    responses: {
      200: z.object({
        valid: z.literal(true),
        accountType: z.enum(ACCOUNT_TYPES),
        locationId: z.string().nullable(),
        organizationId: z.string().nullable(),
      }),
      ...refusals(401, 403),
    },
  }),
};
