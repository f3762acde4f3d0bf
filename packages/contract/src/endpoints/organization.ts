import { z } from 'zod';
import { rangeBound } from '../dates.ts';
import { employeeSchema } from '../employees.ts';
import { csvFile, defineEndpoint, refusals } from '../endpoint.ts';
import { organizationSchema } from '../master.ts';
import { messages } from '../messages.ts';
import {
  changePasswordBody,
  createLocationBody,
  locationSchema,
  locationWithStatsSchema,
  renameLocationBody,
} from '../organization.ts';
import { shiftSchema } from '../shifts.ts';
import { exportQuery } from '../timesheet-export.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;
const message = z.object({ message: z.string() });
/** A location's 6-character code in a path; any case. Longer is no location of ours. */
const locationCode = z
  .string()
  .max(6, messages.locationNotFound)
  .transform((v) => v.toUpperCase());
export const locationParams = z.object({ locationId: locationCode });
const organizationParams = z.object({ organizationId: z.string().max(64) });

/** The organization owner's calls under /api/organization and /api/org-admin (docs/api.md, "Owner dashboard"). */
export const organizationEndpoints = {
  dashboard: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/:organizationId/dashboard',
    summary: 'The organization, its locations and their month figures',
    params: organizationParams,
    responses: {
      200: z.object({
        organization: organizationSchema,
        locations: z.array(locationWithStatsSchema),
      }),
      ...refusals(400, 401, 403, 404),
    },
  }),
  createLocation: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/locations',
    summary: 'Creates a location with its location and manager passwords',
    body: createLocationBody,
    responses: {
      201: z.object({ message: z.string(), location: locationSchema }),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
  renameLocation: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/locations/:locationId',
    summary: 'Renames a location',
    params: locationParams,
    body: renameLocationBody,
    responses: { 200: message, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  deleteLocation: defineEndpoint({
    ...owner,
    method: 'DELETE',
    path: '/api/organization/locations/:locationId',
    summary: 'Deletes a location and everything in it',
    params: locationParams,
    responses: { 200: message, ...refusals(400, 401, 403, 404) },
  }),
  changePassword: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/change-password',
    summary: "Changes a location's location or manager password",
    body: changePasswordBody,
    responses: { 200: message, ...refusals(400, 401, 403, 404, 413, 415) },
  }),
  exportLocationTimesheet: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/:organizationId/locations/:locationId/timesheets/export',
    summary: "CSV of a location's pay period (summary or detailed)",
    params: organizationParams.extend({ locationId: locationCode }),
    query: exportQuery.omit({ locationId: true }),
    responses: { 200: csvFile, ...refusals(400, 401, 403, 404) },
  }),
  locationEmployees: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/org-admin/employees/:locationId',
    summary: "A location's employees (read-only)",
    params: locationParams,
    responses: { 200: z.object({ employees: z.array(employeeSchema) }), ...refusals(400, 401, 403, 404) },
  }),
  locationShifts: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/org-admin/shifts/:locationId',
    summary: "A location's shifts in a date range (read-only)",
    params: locationParams,
    query: z.object({ startDate: rangeBound, endDate: rangeBound }),
    responses: { 200: z.object({ shifts: z.array(shiftSchema) }), ...refusals(400, 401, 403, 404) },
  }),
};
