import { csvFile, defineEndpoint, refusals } from '../endpoint.ts';
import {
  organizationExportQuery,
  organizationTimesheetQuery,
  organizationTimesheetResponse,
} from '../organization-timesheet.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;

/** The owner's timesheet of all the organization's locations (docs/api.md, "Organization timesheet"). */
export const organizationTimesheetEndpoints = {
  organizationTimesheet: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/timesheet',
    summary: "Each person's hours in a pay period, per location and in total",
    query: organizationTimesheetQuery,
    responses: { 200: organizationTimesheetResponse, ...refusals(400, 401, 403) },
  }),
  exportOrganizationTimesheet: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/timesheet/export',
    summary: 'CSV of the pay period: one row per person, summed across locations',
    query: organizationExportQuery,
    responses: { 200: csvFile, ...refusals(400, 401, 403) },
  }),
};
