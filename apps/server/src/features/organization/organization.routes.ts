import { rangeBound } from '@shiftclock/contract/dates';
import {
  changePasswordBody,
  createLocationBody,
  renameLocationBody,
} from '@shiftclock/contract/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import { employeeDto } from '../employees/employee-dto.ts';
import { organizationDto } from '../master/organization-dto.ts';
import { shiftDto } from '../shifts/shift-dto.ts';
import type { OrganizationService } from './organization.service.ts';

const access = { access: ['orgAdmin'] as const };
const tags = ['organization'];
const security = [{ bearer: [] }];
const message = z.object({ message: z.string() });
const locationParams = z.object({
  locationId: z
    .string()
    .max(6, 'Location not found')
    .transform((v) => v.toUpperCase()),
});
const locationDto = z.object({
  _id: z.string(),
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  timezone: z.string(),
  createdAt: z.string(),
});

/** The organization owner's calls of SPEC.md section 7 under /api/organization. */
export const organizationRoutes = (service: OrganizationService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/:organizationId/dashboard',
      {
        config: access,
        schema: {
          tags,
          security,
          params: z.object({ organizationId: z.string().max(64) }),
          response: {
            200: z.object({
              organization: organizationDto,
              locations: z.array(
                locationDto.extend({
                  stats: z.object({ employeeCount: z.number(), monthHours: z.number() }),
                }),
              ),
            }),
          },
        },
      },
      async (request) => service.dashboard(accountOf(request, 'orgAdmin'), request.params.organizationId),
    );

    app.post(
      '/locations',
      {
        config: access,
        schema: {
          tags,
          security,
          body: createLocationBody,
          response: { 201: z.object({ message: z.string(), location: locationDto }) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createLocation(accountOf(request, 'orgAdmin'), request.body)),
    );

    app.put(
      '/locations/:locationId',
      {
        config: access,
        schema: {
          tags,
          security,
          params: locationParams,
          body: renameLocationBody,
          response: { 200: message },
        },
      },
      async (request) =>
        service.renameLocation(
          accountOf(request, 'orgAdmin'),
          request.params.locationId,
          request.body.locationName,
        ),
    );

    app.delete(
      '/locations/:locationId',
      { config: access, schema: { tags, security, params: locationParams, response: { 200: message } } },
      async (request) => service.deleteLocation(accountOf(request, 'orgAdmin'), request.params.locationId),
    );

    app.put(
      '/change-password',
      { config: access, schema: { tags, security, body: changePasswordBody, response: { 200: message } } },
      async (request) => service.changePassword(accountOf(request, 'orgAdmin'), request.body),
    );
  };

/** The owner's read-only views of a location under /api/org-admin. */
export const orgAdminRoutes = (service: OrganizationService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/employees/:locationId',
      {
        config: access,
        schema: {
          tags,
          security,
          params: locationParams,
          response: { 200: z.object({ employees: z.array(employeeDto) }) },
        },
      },
      async (request) => service.employees(accountOf(request, 'orgAdmin'), request.params.locationId),
    );

    app.get(
      '/shifts/:locationId',
      {
        config: access,
        schema: {
          tags,
          security,
          params: locationParams,
          querystring: z.object({ startDate: rangeBound, endDate: rangeBound }),
          response: { 200: z.object({ shifts: z.array(shiftDto) }) },
        },
      },
      async (request) =>
        service.shifts(accountOf(request, 'orgAdmin'), request.params.locationId, request.query),
    );
  };
