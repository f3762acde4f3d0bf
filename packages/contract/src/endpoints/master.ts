import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  licenseBody,
  locationLimitsBody,
  organizationEventSchema,
  organizationOwnerSchema,
  organizationSchema,
  organizationsQuery,
  statusBody,
} from '../master.ts';
import { locationWithStatsSchema } from '../organization.ts';

const master = { access: ['master'], tags: ['master'] } as const;
const idParams = z.object({ id: z.uuid('Invalid organization id') });
const withOrganization = z.object({ message: z.string(), organization: organizationSchema });
/** A change to one organization: bad input, not signed in as master, no such organization. */
const changeRefusals = refusals(400, 401, 403, 404, 413, 415);

/** The master admin's console under /api/master-admin (docs/api.md, "Licenses"). */
export const masterEndpoints = {
  dashboard: defineEndpoint({
    ...master,
    method: 'GET',
    path: '/api/master-admin/dashboard',
    summary: 'Counters, pending organizations, expiring licenses and the newest organizations',
    responses: {
      200: z.object({
        statistics: z.object({
          totalOrganizations: z.number(),
          approvedOrganizations: z.number(),
          pendingOrganizations: z.number(),
          totalUsers: z.number(),
        }),
        pendingOrganizations: z.array(organizationSchema),
        expiringLicenses: z.array(organizationSchema.extend({ daysLeft: z.number() })),
        recentOrganizations: z.array(organizationSchema),
      }),
      ...refusals(401, 403),
    },
  }),
  listOrganizations: defineEndpoint({
    ...master,
    method: 'GET',
    path: '/api/master-admin/organizations',
    summary: 'Organizations, newest first, by status and search, a page at a time',
    query: organizationsQuery,
    responses: {
      200: z.object({
        organizations: z.array(organizationSchema),
        pagination: z.object({
          page: z.number(),
          limit: z.number(),
          total: z.number(),
          totalPages: z.number(),
        }),
      }),
      ...refusals(400, 401, 403),
    },
  }),
  getOrganization: defineEndpoint({
    ...master,
    method: 'GET',
    path: '/api/master-admin/organizations/:id',
    summary: 'One organization in detail: its owner, its history and its locations with their figures',
    params: idParams,
    responses: {
      200: z.object({
        organization: organizationSchema,
        owner: organizationOwnerSchema.nullable(),
        history: z.array(organizationEventSchema),
        locations: z.array(locationWithStatsSchema),
      }),
      ...refusals(400, 401, 403, 404),
    },
  }),
  approveOrganization: defineEndpoint({
    ...master,
    method: 'POST',
    path: '/api/master-admin/organizations/:id/approve',
    summary: 'Approves a pending organization with a 30-day trial',
    params: idParams,
    // Older clients send {licenseType: trial, duration: 30, durationUnit: days}; approval always grants that trial.
    body: z.looseObject({}).optional(),
    responses: { 200: withOrganization, ...changeRefusals, ...refusals(409) },
  }),
  rejectOrganization: defineEndpoint({
    ...master,
    method: 'POST',
    path: '/api/master-admin/organizations/:id/reject',
    summary: 'Rejects a pending organization',
    params: idParams,
    responses: { 200: withOrganization, ...changeRefusals, ...refusals(409) },
  }),
  setOrganizationStatus: defineEndpoint({
    ...master,
    method: 'PUT',
    path: '/api/master-admin/organizations/:id/status',
    summary: "Sets an organization's status",
    params: idParams,
    body: statusBody,
    responses: { 200: withOrganization, ...changeRefusals, ...refusals(409) },
  }),
  setLicense: defineEndpoint({
    ...master,
    method: 'PUT',
    path: '/api/master-admin/organizations/:id/license',
    summary: "Sets an organization's license",
    params: idParams,
    body: licenseBody,
    responses: { 200: withOrganization, ...changeRefusals, ...refusals(409) },
  }),
  setLocationLimits: defineEndpoint({
    ...master,
    method: 'PUT',
    path: '/api/master-admin/organizations/:id/location-limits',
    summary: 'Sets how many locations an organization may have',
    params: idParams,
    body: locationLimitsBody,
    responses: { 200: withOrganization, ...changeRefusals, ...refusals(409) },
  }),
};
