import {
  createScheduledShiftBody,
  rangeQuery,
  updateScheduledShiftBody,
} from '@shiftclock/contract/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import type { ScheduleService } from './schedule.service.ts';

const scheduledShiftDto = z.object({
  id: z.string(),
  _id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  employeeName: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  notes: z.string(),
});
const access = { access: ['manager'] as const };
const tags = ['schedule'];
const security = [{ bearer: [] }];
// A malformed id cannot name a shift: answered like any unknown shift.
const params = z.object({ id: z.uuid('Shift not found. It may have already been deleted.') });
const withShift = z.object({ message: z.string(), scheduledShift: scheduledShiftDto });

/** The manager's scheduled shifts under /api/admin/scheduled-shifts. */
export const scheduleRoutes = (service: ScheduleService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const manager = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager');

    app.get(
      '/',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: rangeQuery,
          response: { 200: z.object({ scheduledShifts: z.array(scheduledShiftDto) }) },
        },
      },
      async (request) => service.list(manager(request), request.query),
    );

    app.post(
      '/',
      {
        config: access,
        schema: { tags, security, body: createScheduledShiftBody, response: { 201: withShift } },
      },
      async (request, reply) => reply.code(201).send(await service.create(manager(request), request.body)),
    );

    app.put(
      '/:id',
      {
        config: access,
        schema: { tags, security, params, body: updateScheduledShiftBody, response: { 200: withShift } },
      },
      async (request) => service.update(manager(request), request.params.id, request.body),
    );

    app.delete(
      '/:id',
      {
        config: access,
        schema: { tags, security, params, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => service.remove(manager(request), request.params.id),
    );
  };
