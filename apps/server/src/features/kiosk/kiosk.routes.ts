import { clockBody } from '@shiftclock/contract/kiosk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import { shiftDto } from '../shifts/shift-dto.ts';
import type { KioskService } from './kiosk.service.ts';

const access = { access: ['location', 'manager'] as const };
const tags = ['kiosk'];
const security = [{ bearer: [] }];
const punch = z.object({ message: z.string(), shift: shiftDto });

/** The kiosk calls of SPEC.md section 7 under /api/shift. */
export const kioskRoutes = (kiosk: KioskService, options: { debugRoutes: boolean }): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post(
      '/clock-in',
      { config: access, schema: { tags, security, body: clockBody, response: { 201: punch } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await kiosk.clockIn(accountOf(request, 'location', 'manager'), request.body.employeeId)),
    );

    app.post(
      '/clock-out',
      { config: access, schema: { tags, security, body: clockBody, response: { 200: punch } } },
      async (request) => kiosk.clockOut(accountOf(request, 'location', 'manager'), request.body.employeeId),
    );

    app.get(
      '/current',
      {
        config: access,
        schema: {
          tags,
          security,
          // serverTime: the kiosk sets its clock by it (docs/decisions/0136-kiosk-server-clock.md).
          response: { 200: z.object({ shifts: z.array(shiftDto), serverTime: z.iso.datetime() }) },
        },
      },
      async (request) => kiosk.current(accountOf(request, 'location', 'manager')),
    );

    if (options.debugRoutes) {
      app.get(
        '/debug/employees',
        { config: access, schema: { tags, security, summary: 'Debug only (DEBUG_ROUTES=1)' } },
        async (request) => kiosk.debugEmployees(accountOf(request, 'location', 'manager')),
      );
    }
  };
