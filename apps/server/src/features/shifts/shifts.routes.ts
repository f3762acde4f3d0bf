import { RECENT_SHIFTS_PAGE_SIZE, SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import { rangeBound } from '@shiftclock/contract/dates';
import { employeeIdField } from '@shiftclock/contract/kiosk';
import {
  addShiftBody,
  auditResponse,
  confirmShiftBody,
  correctShiftBody,
  correctShiftResponse,
  shiftParams,
} from '@shiftclock/contract/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import type { CorrectionsService } from './corrections.service.ts';
import { shiftDto } from './shift-dto.ts';
import type { ShiftsService } from './shifts.service.ts';

const access = { access: ['manager'] as const };
const tags = ['shifts'];
const security = [{ bearer: [] }];
const locationQuery = z.object({ locationId: z.string().max(6).optional() });

/** /api/admin/shifts: the manager's actual shifts, and their corrections (issue 11). */
export const shiftsRoutes = (
  service: ShiftsService,
  corrections: CorrectionsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: z.object({
            locationId: z.string().max(6).optional(),
            startDate: rangeBound.optional(),
            endDate: rangeBound.optional(),
            employeeId: employeeIdField.optional(),
            limit: z.coerce
              .number()
              .int()
              .min(1)
              .max(SHIFTS_QUERY_MAX_LIMIT)
              .default(RECENT_SHIFTS_PAGE_SIZE),
            before: z.string().max(200).optional(),
          }),
          response: { 200: z.object({ shifts: z.array(shiftDto), nextCursor: z.string().nullable() }) },
        },
      },
      async (request) => service.list(accountOf(request, 'manager'), request.query),
    );

    app.put(
      '/:shiftId',
      {
        config: access,
        schema: {
          tags,
          security,
          params: shiftParams,
          querystring: locationQuery,
          body: correctShiftBody,
          response: { 200: correctShiftResponse },
        },
      },
      async (request) =>
        corrections.correct(accountOf(request, 'manager'), request.params.shiftId, request.body),
    );

    app.post(
      '/',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: locationQuery,
          body: addShiftBody,
          response: { 201: correctShiftResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await corrections.add(accountOf(request, 'manager'), request.body)),
    );

    app.post(
      '/:shiftId/confirm',
      {
        config: access,
        schema: {
          tags,
          security,
          params: shiftParams,
          querystring: locationQuery,
          body: confirmShiftBody,
          response: { 200: correctShiftResponse },
        },
      },
      async (request) =>
        corrections.confirm(accountOf(request, 'manager'), request.params.shiftId, request.body),
    );

    app.get(
      '/:shiftId/audit',
      {
        config: access,
        schema: {
          tags,
          security,
          params: shiftParams,
          querystring: locationQuery,
          response: { 200: auditResponse },
        },
      },
      async (request) => corrections.audit(accountOf(request, 'manager'), request.params.shiftId),
    );
  };
