import { z } from 'zod';
import { approveResponse, periodBody, reopenResponse } from '../approval.ts';
import { auditResponse } from '../audit.ts';
import { csvFile, defineEndpoint, refusals } from '../endpoint.ts';
import { exportQuery } from '../timesheet-export.ts';
import { timesheetQuery, timesheetResponse } from '../timesheets.ts';

const manager = { access: ['manager'], tags: ['timesheets'] } as const;
/** approve and reopen may name the token's own location, as the other manager calls may. */
const locationQuery = z.object({ locationId: z.string().max(6).optional() });

/** The manager's timesheet, approval and export of the token's location (docs/api.md, "Timesheets"). */
export const timesheetsEndpoints = {
  timesheet: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/timesheets',
    summary: "A pay period's timesheet: hours per employee, overtime, shifts to review",
    query: timesheetQuery,
    responses: { 200: timesheetResponse, ...refusals(400, 401, 403) },
  }),
  approvePeriod: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/timesheets/approve',
    summary: 'Approves (locks) a pay period',
    query: locationQuery,
    body: periodBody,
    responses: { 200: approveResponse, ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  reopenPeriod: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/timesheets/reopen',
    summary: 'Reopens an approved pay period',
    query: locationQuery,
    body: periodBody,
    responses: { 200: reopenResponse, ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  periodAudit: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/timesheets/audit',
    summary: "A pay period's corrections and approvals, newest first",
    query: timesheetQuery,
    responses: { 200: auditResponse, ...refusals(400, 401, 403) },
  }),
  exportTimesheet: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/timesheets/export',
    summary: "CSV of the token's location's pay period (summary or detailed)",
    query: exportQuery,
    responses: { 200: csvFile, ...refusals(400, 401, 403) },
  }),
};
