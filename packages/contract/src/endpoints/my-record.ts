import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  correctionAnswerResponse,
  correctionConfirmationBody,
  correctionConfirmationSchema,
  correctionParams,
  disputeBody,
  myCorrectionsResponse,
  myRecordQuery,
} from '../my-record.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;
const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;

/**
 * The employee's record and their answers to corrections (docs/api.md, "The employee's record"), and
 * the owner's setting that asks for those answers (docs/decisions/0195-employees-confirm-corrections.md).
 */
export const myRecordEndpoints = {
  myCorrections: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/corrections',
    summary:
      "Every change made to the person's shifts at all their locations (who, when, before → after, why), and their offline and auto-closed shifts",
    query: myRecordQuery,
    responses: { 200: myCorrectionsResponse, ...refusals(400, 401, 403) },
  }),
  confirmCorrection: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/corrections/:entryId/confirm',
    summary: 'The employee confirms a correction waiting for their answer (once)',
    params: correctionParams,
    responses: { 200: correctionAnswerResponse, ...refusals(400, 401, 403, 404, 409) },
  }),
  disputeCorrection: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/corrections/:entryId/dispute',
    summary:
      'The employee disputes a correction waiting for their answer, with a comment the manager reads (once)',
    params: correctionParams,
    body: disputeBody,
    responses: { 200: correctionAnswerResponse, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  getCorrectionConfirmation: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/correction-confirmation',
    summary: 'Whether employees are asked to confirm corrections to their shifts, and since when',
    responses: { 200: correctionConfirmationSchema, ...refusals(401, 403) },
  }),
  setCorrectionConfirmation: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/correction-confirmation',
    summary: 'Turns "employees confirm corrections" on or off for the organization',
    body: correctionConfirmationBody,
    responses: {
      200: correctionConfirmationSchema.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
};
