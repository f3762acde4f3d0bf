import { z } from 'zod';
import { auditResponse } from '../audit.ts';
import { RECENT_SHIFTS_PAGE_SIZE, SHIFTS_QUERY_MAX_LIMIT } from '../constants.ts';
import {
  addShiftBody,
  confirmShiftBody,
  correctShiftBody,
  correctShiftResponse,
  shiftBreaksResponse,
  shiftParams,
} from '../corrections.ts';
import { currentWeekField, rangeBound, resolvedWeekSchema } from '../dates.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { employeeIdField } from '../kiosk.ts';
import { shiftSchema } from '../shifts.ts';

const manager = { access: ['manager'], tags: ['shifts'] } as const;
const locationQuery = z.object({ locationId: z.string().max(6).optional() });
/** A correction: bad input, no such shift or employee, an approved period or an overlap. */
const correctionRefusals = refusals(400, 401, 403, 404, 409, 413, 415);

/** The manager's actual shifts and their corrections under /api/admin/shifts (docs/api.md, "Timesheets"). */
export const shiftsEndpoints = {
  listShifts: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/shifts',
    summary: 'Shifts, newest first: a date range, one employee, a page at a time (`before` cursor)',
    query: z.object({
      locationId: z.string().max(6).optional(),
      startDate: rangeBound.optional(),
      endDate: rangeBound.optional(),
      week: currentWeekField.optional(),
      employeeId: employeeIdField.optional(),
      limit: z.coerce.number().int().min(1).max(SHIFTS_QUERY_MAX_LIMIT).default(RECENT_SHIFTS_PAGE_SIZE),
      before: z.string().max(200).optional(),
    }),
    responses: {
      200: z.object({
        shifts: z.array(shiftSchema),
        nextCursor: z.string().nullable(),
        week: resolvedWeekSchema.optional(),
      }),
      ...refusals(400, 401, 403),
    },
  }),
  correctShift: defineEndpoint({
    ...manager,
    method: 'PUT',
    path: '/api/admin/shifts/:shiftId',
    summary: "Corrects a shift's times, with a reason; the audit trail keeps the originals",
    params: shiftParams,
    query: locationQuery,
    body: correctShiftBody,
    responses: { 200: correctShiftResponse, ...correctionRefusals },
  }),
  addShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/shifts',
    summary: 'Adds a missed shift',
    query: locationQuery,
    body: addShiftBody,
    responses: { 201: correctShiftResponse, ...correctionRefusals },
  }),
  confirmShift: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/shifts/:shiftId/confirm',
    summary: 'Confirms an auto-closed shift as worked',
    params: shiftParams,
    query: locationQuery,
    body: confirmShiftBody,
    responses: { 200: correctShiftResponse, ...correctionRefusals },
  }),
  shiftBreaks: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/shifts/:shiftId/breaks',
    summary: "A shift's breaks, earliest first, for Correct Shift to edit",
    params: shiftParams,
    query: locationQuery,
    responses: { 200: shiftBreaksResponse, ...refusals(400, 401, 403, 404) },
  }),
  shiftAudit: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/shifts/:shiftId/audit',
    summary: "A shift's corrections, newest first",
    params: shiftParams,
    query: locationQuery,
    responses: { 200: auditResponse, ...refusals(400, 401, 403, 404) },
  }),
};
