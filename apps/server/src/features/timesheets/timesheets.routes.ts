import { messages } from '@shiftclock/contract/messages';
import {
  approveResponse,
  auditResponse,
  exportQuery,
  periodBody,
  reopenResponse,
  timesheetQuery,
  timesheetResponse,
} from '@shiftclock/contract/timesheets';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Account, accountOf } from '../../http/auth.ts';
import { NotFound } from '../../http/errors.ts';
import { findOrganizationLocation } from '../organization/locations.repository.ts';
import { actorOf } from '../shifts/corrections.service.ts';
import type { LocationScope, TimesheetsService } from './timesheets.service.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

const tags = ['timesheets'];
const security = [{ bearer: [] }];
const locationQuery = z.object({ locationId: z.string().max(6).optional() });

function sendCsv(reply: FastifyReply, file: { fileName: string; csv: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/** /api/admin/timesheets: the manager's timesheet, approval and export of the token's location. */
export const timesheetsRoutes = (service: TimesheetsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const access = { access: ['manager'] as const };
    const scopeOf = (request: Parameters<typeof accountOf>[0]): LocationScope => {
      // accountOf's Extract narrows a 'location' | 'manager' account to never; name the real type.
      const account: LocationAccount = accountOf(request, 'manager');
      return {
        locationId: account.locationId,
        locationCode: account.locationCode,
        timezone: account.timezone,
      };
    };

    app.get(
      '/',
      {
        config: access,
        schema: { tags, security, querystring: timesheetQuery, response: { 200: timesheetResponse } },
      },
      async (request) => service.timesheet(scopeOf(request), request.query.date),
    );

    app.post(
      '/approve',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: locationQuery,
          body: periodBody,
          response: { 200: approveResponse },
        },
      },
      async (request) =>
        service.approve(scopeOf(request), request.body.startDate, actorOf(accountOf(request, 'manager'))),
    );

    app.post(
      '/reopen',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: locationQuery,
          body: periodBody,
          response: { 200: reopenResponse },
        },
      },
      async (request) =>
        service.reopen(scopeOf(request), request.body.startDate, actorOf(accountOf(request, 'manager'))),
    );

    app.get(
      '/audit',
      {
        config: access,
        schema: { tags, security, querystring: timesheetQuery, response: { 200: auditResponse } },
      },
      async (request) => service.periodAudit(scopeOf(request), request.query.date),
    );

    app.get(
      '/export',
      { config: access, schema: { tags, security, querystring: exportQuery, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, await service.export(scopeOf(request), request.query.date, request.query.format)),
    );
  };

/**
 * The owner's export of any location of their organization, under /api/organization (beside the
 * owner's other calls). Another organization's ids: 404, as everywhere for the owner.
 */
export const ownerTimesheetsRoutes = (service: TimesheetsService, db: Db): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/:organizationId/locations/:locationId/timesheets/export',
      {
        config: { access: ['orgAdmin'] as const },
        schema: {
          tags,
          security,
          params: z.object({
            organizationId: z.string().max(64),
            locationId: z
              .string()
              .max(6, messages.locationNotFound)
              .transform((v) => v.toUpperCase()),
          }),
          querystring: exportQuery.omit({ locationId: true }),
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const admin = accountOf(request, 'orgAdmin');
        if (request.params.organizationId !== admin.organizationId)
          throw new NotFound(messages.organizationNotFound);
        const location = await findOrganizationLocation(db, admin.organizationId, request.params.locationId);
        if (!location) throw new NotFound(messages.locationNotFound);
        const scope = { locationId: location.id, locationCode: location.code, timezone: location.timezone };
        return sendCsv(reply, await service.export(scope, request.query.date, request.query.format));
      },
    );
  };
