import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  warningsBlockBody,
  warningsBlockSchema,
  warningsQuery,
  warningsResponse,
} from '../schedule-warnings.ts';

/**
 * The schedule's warnings before publishing (docs/api.md, "Schedule warnings"): the manager's list,
 * and the owner's choice whether they stop a publish.
 */
export const scheduleWarningsEndpoints = {
  scheduleWarnings: defineEndpoint({
    access: ['manager'],
    tags: ['schedule'],
    method: 'GET',
    path: '/api/admin/schedule/warnings',
    summary: "The schedule's warnings and labour cost for a range of the location's days",
    query: warningsQuery,
    responses: { 200: warningsResponse, ...refusals(400, 401, 403) },
  }),
  getWarningsBlock: defineEndpoint({
    access: ['orgAdmin'],
    tags: ['organization'],
    method: 'GET',
    path: '/api/organization/schedule-warnings-block',
    summary: "Whether the schedule's warnings stop a publish in the organization",
    responses: { 200: warningsBlockSchema, ...refusals(401, 403) },
  }),
  setWarningsBlock: defineEndpoint({
    access: ['orgAdmin'],
    tags: ['organization'],
    method: 'PUT',
    path: '/api/organization/schedule-warnings-block',
    summary: "Sets whether the schedule's warnings stop a publish",
    body: warningsBlockBody,
    responses: {
      200: warningsBlockSchema.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
};
