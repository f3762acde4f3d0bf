import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  inspectorExportQuery,
  purgeBody,
  purgePreviewResponse,
  retentionSchema,
  verifyRecordsResponse,
} from '../records.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;

/**
 * The owner's records (docs/api.md, "Records"), in three groups, one per server feature: retention and
 * the purge (features/records-retention), the chain's verification (features/records-chain), the
 * inspector's export (features/records-export).
 */
export const recordsRetentionEndpoints = {
  getRetention: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/records/retention',
    summary: 'How many years working-time records are kept',
    responses: { 200: retentionSchema, ...refusals(401, 403) },
  }),
  setRetention: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/records/retention',
    summary: 'Sets how many years working-time records are kept (at least 2)',
    body: retentionSchema,
    responses: { 200: retentionSchema.extend({ message: z.string() }), ...refusals(400, 401, 403, 413, 415) },
  }),
  purgePreview: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/records/purge',
    summary: 'What a purge would remove: archived records past the retention period',
    responses: { 200: purgePreviewResponse, ...refusals(401, 403) },
  }),
  purge: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/records/purge',
    summary: 'Removes what the preview listed for that cutoff, and records the purge',
    body: purgeBody,
    responses: {
      200: z.object({ message: z.string(), rows: z.record(z.string(), z.number().int()) }),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
};

export const recordsChainEndpoints = {
  verifyRecords: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/records/verify',
    summary: "Recomputes the organization's chain of changes and names the first broken entry",
    responses: { 200: verifyRecordsResponse, ...refusals(401, 403) },
  }),
};

export const recordsExportEndpoints = {
  exportRecords: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/records/export',
    summary:
      "The inspector's archive: every record of the range as CSV, and a manifest of SHA-256s and the chain's head",
    query: inspectorExportQuery,
    responses: { 200: z.string().describe('application/zip'), ...refusals(400, 401, 403) },
  }),
};
