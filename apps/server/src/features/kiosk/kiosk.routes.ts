import { kioskEndpoints } from '@shiftclock/contract/endpoints/kiosk';
import { refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { BadRequest } from '../../platform/errors.ts';
import type { KioskService } from './kiosk.service.ts';

/** The optional Idempotency-Key header of a punch (docs/api.md): a client's own unique id for it. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(key)) {
    throw new BadRequest(refusalMessages.idempotencyKeyInvalid);
  }
  return key;
}

/** A punch's answer; a replay of a stored one says so in a header. */
export function answer<T>(reply: FastifyReply, result: { status: number; answer: T; replayed: boolean }) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.answer);
}

/** The punch, and who sent it: the device is its token (decision 0158), the address the client's. */
const punchOf = (request: FastifyRequest, body: { employeeId: string; pin?: string }) => ({
  code: body.employeeId,
  pin: body.pin,
  caller: { device: request.session?.jti ?? null, address: request.ip },
});

/** The kiosk's calls (packages/contract/src/endpoints/kiosk.ts). */
export const kioskRoutes = (kiosk: KioskService, options: { debugRoutes: boolean }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(kioskEndpoints.clockIn, async (request, reply) =>
      answer(
        reply,
        await kiosk.clockIn(request.account, punchOf(request, request.body), idempotencyKey(request)),
      ),
    );

    route(kioskEndpoints.clockOut, async (request, reply) =>
      answer(
        reply,
        await kiosk.clockOut(request.account, punchOf(request, request.body), idempotencyKey(request)),
      ),
    );

    route(kioskEndpoints.breakStart, async (request, reply) =>
      reply.code(201).send(await kiosk.breakStart(request.account, punchOf(request, request.body))),
    );

    route(kioskEndpoints.breakEnd, async (request) =>
      kiosk.breakEnd(request.account, punchOf(request, request.body)),
    );

    route(kioskEndpoints.currentShifts, async ({ account }) => kiosk.current(account));

    if (options.debugRoutes) {
      route(kioskEndpoints.debugEmployees, async ({ account }) => kiosk.debugEmployees(account));
    }
  };
