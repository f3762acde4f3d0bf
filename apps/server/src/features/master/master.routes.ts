import { licenseBody, locationLimitsBody, organizationsQuery, statusBody } from '@shiftclock/contract/master';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MasterService } from './master.service.ts';
import { organizationDto } from './organization-dto.ts';

const idParams = z.object({ id: z.uuid('Invalid organization id') });
const withOrganization = z.object({ message: z.string(), organization: organizationDto });

/** The Master admin calls of SPEC.md section 7 under /api/master-admin. */
export const masterRoutes = (master: MasterService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const common = { config: { access: ['master'] as const } };
    const tags = ['master'];
    const security = [{ bearer: [] }];

    app.get(
      '/dashboard',
      {
        ...common,
        schema: {
          tags,
          security,
          response: {
            200: z.object({
              statistics: z.object({
                totalOrganizations: z.number(),
                approvedOrganizations: z.number(),
                pendingOrganizations: z.number(),
                totalUsers: z.number(),
              }),
              pendingOrganizations: z.array(organizationDto),
              expiringLicenses: z.array(organizationDto.extend({ daysLeft: z.number() })),
              recentOrganizations: z.array(organizationDto),
            }),
          },
        },
      },
      async () => master.dashboard(),
    );

    app.get(
      '/organizations',
      {
        ...common,
        schema: {
          tags,
          security,
          querystring: organizationsQuery,
          response: {
            200: z.object({
              organizations: z.array(organizationDto),
              pagination: z.object({
                page: z.number(),
                limit: z.number(),
                total: z.number(),
                totalPages: z.number(),
              }),
            }),
          },
        },
      },
      async (request) => master.list(request.query),
    );

    app.get(
      '/organizations/:id',
      {
        ...common,
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: z.object({ organization: organizationDto }) },
        },
      },
      async (request) => master.get(request.params.id),
    );

    app.post(
      '/organizations/:id/approve',
      {
        ...common,
        schema: {
          tags,
          security,
          params: idParams,
          // SPEC.md's client sends {licenseType: trial, duration: 30, durationUnit: days}; approval always grants that trial.
          body: z.looseObject({}).optional(),
          response: { 200: withOrganization },
        },
      },
      async (request) => master.approve(request.params.id),
    );

    app.post(
      '/organizations/:id/reject',
      { ...common, schema: { tags, security, params: idParams, response: { 200: withOrganization } } },
      async (request) => master.reject(request.params.id),
    );

    app.put(
      '/organizations/:id/status',
      {
        ...common,
        schema: { tags, security, params: idParams, body: statusBody, response: { 200: withOrganization } },
      },
      async (request) => master.setStatus(request.params.id, request.body.status),
    );

    app.put(
      '/organizations/:id/license',
      {
        ...common,
        schema: { tags, security, params: idParams, body: licenseBody, response: { 200: withOrganization } },
      },
      async (request) => master.setLicense(request.params.id, request.body),
    );

    app.put(
      '/organizations/:id/location-limits',
      {
        ...common,
        schema: {
          tags,
          security,
          params: idParams,
          body: locationLimitsBody,
          response: { 200: withOrganization },
        },
      },
      async (request) => master.setLocationLimits(request.params.id, request.body.maxLocations),
    );
  };
