import { RECENT_SHIFTS_PAGE_SIZE, SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import { rangeBound } from '@shiftclock/contract/dates';
import { employeeIdField } from '@shiftclock/contract/kiosk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import { assertOwnLocation } from '../../http/location-scope.ts';
import { shiftDto } from './shift-dto.ts';
import type { ShiftsService } from './shifts.service.ts';

/** GET /api/admin/shifts: the manager's actual shifts. */
export const shiftsRoutes = (service: ShiftsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get(
      '/',
      {
        config: { access: ['manager'] },
        schema: {
          tags: ['shifts'],
          security: [{ bearer: [] }],
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
      async (request) => {
        const account = accountOf(request, 'manager');
        assertOwnLocation(account, request.query.locationId);
        return service.list(account, request.query);
      },
    );
  };
