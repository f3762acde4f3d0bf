import { z } from 'zod';
import {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  API_KEY_RECENT_REQUESTS,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEYS_MAX_LIVE,
  API_RANGE_MAX_DAYS,
  apiKeyMessages,
} from './api-keys-messages.ts';
import { API_KEY_SCOPES } from './constants.ts';
import { dayString, instantOf, isoDateTime } from './dates.ts';
import { organizationTimesheetResponse } from './organization-timesheet.ts';
import { shiftSchema } from './shifts.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/**
 * API keys for integrators (docs/decisions/0207-api-keys.md): the owner's calls that make, list and
 * revoke them, and the versioned integration API a key calls (/api/v1, docs/api.md "API keys").
 */

export {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  API_KEY_RECENT_REQUESTS,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  API_KEYS_MAX_LIVE,
  API_RANGE_MAX_DAYS,
  apiKeyMessages,
};

const scope = z.enum(API_KEY_SCOPES);

/** A location's code, in any case (codes are stored upper-case). */
const locationCode = z
  .string()
  .max(6)
  .transform((v) => v.toUpperCase());

export const createApiKeyBody = z
  .object({
    name: z
      .string({ error: apiKeyMessages.apiKeyNameRequired })
      .trim()
      .min(1, apiKeyMessages.apiKeyNameRequired)
      .max(API_KEY_NAME_MAX, apiKeyMessages.apiKeyNameTooLong)
      .regex(SINGLE_LINE, singleLineMessage),
    scopes: z
      .array(scope, { error: apiKeyMessages.apiKeyScopesRequired })
      .min(1, apiKeyMessages.apiKeyScopesRequired)
      .max(API_KEY_SCOPES.length)
      .transform((list) => API_KEY_SCOPES.filter((s) => list.includes(s))),
    /** Every location of the organization, those added later included; else only `locationIds`. */
    allLocations: z.boolean(),
    locationIds: z.array(locationCode).max(1000).default([]),
    /** After this instant the key is refused; null or absent: it lasts until revoked. */
    expiresAt: isoDateTime(apiKeyMessages.apiKeyExpiryPast).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.allLocations && body.locationIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['locationIds'],
        message: apiKeyMessages.apiKeyLocationsRequired,
      });
  });
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret (`shk_AbC1`), to tell keys apart; never enough to use one. */
  prefix: z.string(),
  scopes: z.array(scope),
  allLocations: z.boolean(),
  /** The chosen locations (their codes and names); empty when `allLocations`. */
  locations: z.array(z.object({ id: z.string(), name: z.string() })),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyParams = z.object({ keyId: z.uuid(apiKeyMessages.apiKeyNotFound) });

export const createdApiKeyResponse = z.object({
  message: z.string(),
  key: apiKeySchema,
  /** The whole key, answered this once only: the server keeps its SHA-256, never the key. */
  secret: z.string(),
});

export const apiKeyRequestSchema = z.object({
  id: z.string(),
  method: z.string(),
  /** The route as declared (`/api/v1/people/:personId`), not the URL: no ids or query values. */
  route: z.string(),
  status: z.number().int(),
  at: z.iso.datetime(),
});

// ---- The integration API (/api/v1) ----

const DAY_MS = 86_400_000;

/** `from` and `to` as instants with an offset: `to` after `from`, at most API_RANGE_MAX_DAYS apart. */
export const instantRangeQuery = z
  .object({
    from: isoDateTime('Send from as an ISO date-time with an offset'),
    to: isoDateTime('Send to as an ISO date-time with an offset'),
    /** One of the key's locations (its code); else all of them. */
    locationId: locationCode.optional(),
  })
  .superRefine((query, ctx) => {
    const from = instantOf(query.from);
    const to = instantOf(query.to);
    if (!(to > from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: apiKeyMessages.apiRangeReversed });
    else if (to - from > API_RANGE_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: apiKeyMessages.apiRangeTooLong });
  });

/** `from` and `to` as days (`YYYY-MM-DD`, inclusive, in each location's zone), at most API_RANGE_MAX_DAYS days. */
export const dayRangeQuery = z
  .object({
    from: dayString(),
    to: dayString(),
    locationId: locationCode.optional(),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (!(days >= 1))
      ctx.addIssue({ code: 'custom', path: ['to'], message: apiKeyMessages.apiRangeReversed });
    else if (days > API_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: apiKeyMessages.apiRangeTooLong });
  });

export const integrationLocationSchema = z.object({
  /** The location's public code, which every other /api/v1 call names it by. */
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  /** Archived by the owner: no longer in use, its records kept. */
  archived: z.boolean(),
});

export const punchSchema = shiftSchema.omit({ _id: true }).extend({
  /** The location's code. */
  locationId: z.string(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable(), paid: z.boolean() })),
});

export const integrationTimesheetResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Each person's figures at each of the key's locations and in total, as the owner's timesheet counts them. */
  people: organizationTimesheetResponse.shape.people,
  totals: organizationTimesheetResponse.shape.totals,
});

export const integrationScheduledShiftSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  /** The published times: a draft is never answered, a changed shift answers as last published. */
  start: z.string(),
  end: z.string(),
  notes: z.string(),
});
