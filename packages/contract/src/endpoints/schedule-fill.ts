import { z } from 'zod';
import { defineEndpoint, noContent, refusals } from '../endpoint.ts';
import {
  applyTemplateBody,
  copyScheduleBody,
  fillResultSchema,
  repeatShiftBody,
  saveTemplateBody,
  templateSchema,
} from '../schedule-fill.ts';
import { scheduleFillMessages } from '../schedule-fill-messages.ts';

const manager = { access: ['manager'], tags: ['schedule'] } as const;
// A malformed id names nothing: answered like an unknown one.
const shiftParams = z.object({ id: z.uuid('Shift not found. It may have already been deleted.') });
const templateParams = z.object({ id: z.uuid(scheduleFillMessages.templateNotFound) });

/** Filling a week fast: copy days, week templates, a shift repeated weekly (docs/api.md, "Filling a week"). */
export const scheduleFillEndpoints = {
  copyScheduledShifts: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/scheduled-shifts/copy',
    summary: 'Copies the scheduled shifts of up to 7 days to other days, at the same local times',
    body: copyScheduleBody,
    responses: { 200: fillResultSchema, ...refusals(400, 401, 403, 413, 415) },
  }),
  repeatScheduledShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/scheduled-shifts/:id/repeat',
    summary: 'Repeats a scheduled shift every 7 days until a date',
    params: shiftParams,
    body: repeatShiftBody,
    responses: { 200: fillResultSchema, ...refusals(400, 401, 403, 404, 413, 415) },
  }),
  listScheduleTemplates: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/schedule-templates',
    summary: "The location's week templates, by name",
    responses: { 200: z.object({ templates: z.array(templateSchema) }), ...refusals(401, 403) },
  }),
  saveScheduleTemplate: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/schedule-templates',
    summary: 'Saves the week beginning on a date as a named template',
    body: saveTemplateBody,
    responses: { 201: z.object({ template: templateSchema }), ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  deleteScheduleTemplate: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/schedule-templates/:id',
    summary: 'Deletes a week template',
    params: templateParams,
    responses: { 204: noContent, ...refusals(400, 401, 403, 404) },
  }),
  applyScheduleTemplate: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/schedule-templates/:id/apply',
    summary: "Schedules a template's shifts in the week beginning on a date",
    params: templateParams,
    body: applyTemplateBody,
    responses: { 200: fillResultSchema, ...refusals(400, 401, 403, 404, 413, 415) },
  }),
};
