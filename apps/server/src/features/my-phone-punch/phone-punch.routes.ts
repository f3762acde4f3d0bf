import { myPhonePunchEndpoints as phone } from '@shiftclock/contract/endpoints/my-phone-punch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { answer, idempotencyKey } from '../kiosk/kiosk.routes.ts';
import type { PhonePunchService } from './phone-punch.service.ts';

/** Punches from the employee's app (packages/contract/src/endpoints/my-phone-punch.ts). */
export const phonePunchRoutes = (service: PhonePunchService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);
    // A phone on a bad network retries: the kiosk's Idempotency-Key makes a retried clock-in or -out one punch.
    const senderOf = (request: FastifyRequest) => ({
      address: request.ip,
      idempotencyKey: idempotencyKey(request),
    });

    route(phone.phoneClock, async ({ account }) => service.phoneClock(account));
    route(phone.phoneClockIn, async (request, reply) =>
      answer(reply, await service.punch(request.account, 'clock-in', request.body, senderOf(request))),
    );
    route(phone.phoneClockOut, async (request, reply) =>
      answer(reply, await service.punch(request.account, 'clock-out', request.body, senderOf(request))),
    );
    route(phone.phoneBreakStart, async (request, reply) =>
      answer(reply, await service.punch(request.account, 'break-start', request.body, senderOf(request))),
    );
    route(phone.phoneBreakEnd, async (request, reply) =>
      answer(reply, await service.punch(request.account, 'break-end', request.body, senderOf(request))),
    );
  };
