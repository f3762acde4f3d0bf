import { z } from 'zod';
import {
  apiKeyParams,
  apiKeyRequestSchema,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeyResponse,
  dayRangeQuery,
  instantRangeQuery,
  integrationLocationSchema,
  integrationScheduledShiftSchema,
  integrationTimesheetResponse,
  punchSchema,
} from '../api-keys.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { createPersonBody, listPeopleQuery, personSchema, updatePersonBody } from '../people.ts';

const owner = { access: ['orgAdmin'], tags: ['api-keys'] } as const;
const key = { access: ['apiKey'], tags: ['integration (v1)'] } as const;
const withPerson = z.object({ message: z.string(), person: personSchema });
/** What every /api/v1 call may answer besides its own: no key (401), no scope or location (403), the rate limit (429). */
const keyRefusals = refusals(400, 401, 403, 429);

/** The owner's API keys (docs/api.md, "API keys"). */
export const apiKeysEndpoints = {
  listApiKeys: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/api-keys',
    summary: "The organization's API keys, newest first, revoked ones included",
    responses: { 200: z.object({ keys: z.array(apiKeySchema) }), ...refusals(401, 403) },
  }),
  createApiKey: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/api-keys',
    summary: 'Creates an API key; the answer holds the key itself, shown this once',
    body: createApiKeyBody,
    responses: { 201: createdApiKeyResponse, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  revokeApiKey: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/api-keys/:keyId/revoke',
    summary: 'Revokes an API key at once; revoking a revoked key changes nothing',
    params: apiKeyParams,
    responses: { 200: z.object({ message: z.string(), key: apiKeySchema }), ...refusals(400, 401, 403, 404) },
  }),
  apiKeyRequests: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/api-keys/:keyId/requests',
    summary: "The key's last requests: method, route, status and time",
    params: apiKeyParams,
    responses: {
      200: z.object({ requests: z.array(apiKeyRequestSchema) }),
      ...refusals(400, 401, 403, 404),
    },
  }),
};

/** The integration API a key calls (docs/api.md, "API keys"): each endpoint names the scope it needs. */
export const integrationEndpoints = {
  v1Locations: defineEndpoint({
    ...key,
    scope: 'locations:read',
    method: 'GET',
    path: '/api/v1/locations',
    summary: "The key's locations",
    responses: { 200: z.object({ locations: z.array(integrationLocationSchema) }), ...keyRefusals },
  }),
  v1People: defineEndpoint({
    ...key,
    scope: 'people:read',
    method: 'GET',
    path: '/api/v1/people',
    summary: "People working at the key's locations, a page at a time",
    query: listPeopleQuery,
    responses: { 200: z.object({ people: z.array(personSchema), total: z.number().int() }), ...keyRefusals },
  }),
  v1CreatePerson: defineEndpoint({
    ...key,
    scope: 'people:write',
    method: 'POST',
    path: '/api/v1/people',
    summary: "Adds a person at the named locations (of the key's) with the next free kiosk ID at each",
    body: createPersonBody,
    responses: { 201: withPerson, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  v1UpdatePerson: defineEndpoint({
    ...key,
    scope: 'people:write',
    method: 'PUT',
    path: '/api/v1/people/:personId',
    summary: "Changes a person's name, contact, payroll ID or hourly rate",
    params: z.object({ personId: z.uuid('Person not found') }),
    body: updatePersonBody,
    responses: { 200: withPerson, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
  }),
  v1Punches: defineEndpoint({
    ...key,
    scope: 'punches:read',
    method: 'GET',
    path: '/api/v1/punches',
    summary: 'Shifts clocked in within [from, to): clock-in and out, breaks, whether corrected',
    query: instantRangeQuery,
    responses: { 200: z.object({ punches: z.array(punchSchema) }), ...keyRefusals },
  }),
  v1Timesheets: defineEndpoint({
    ...key,
    scope: 'timesheets:read',
    method: 'GET',
    path: '/api/v1/timesheets',
    summary: "Each person's hours over the days from..to, per location and in total",
    query: dayRangeQuery,
    responses: { 200: integrationTimesheetResponse, ...keyRefusals },
  }),
  v1ScheduledShifts: defineEndpoint({
    ...key,
    scope: 'schedule:read',
    method: 'GET',
    path: '/api/v1/scheduled-shifts',
    summary: 'Published scheduled shifts starting within [from, to)',
    query: instantRangeQuery,
    responses: {
      200: z.object({ scheduledShifts: z.array(integrationScheduledShiftSchema) }),
      ...keyRefusals,
    },
  }),
};
