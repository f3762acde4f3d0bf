import { meEndpoints as me } from '@shiftclock/contract/endpoints/me';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { mailLanguageOf } from '../mail/templates.ts';
import type { MeService } from './me.service.ts';

/** The employee app's sign-in and sessions, and the manager's side of them (packages/contract/src/endpoints/me.ts). */
export const meRoutes = (service: MeService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(me.requestSignInLink, async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.requestLink(request.body.email, mailLanguageOf(request.headers['accept-language'])),
        ),
    );

    route(me.signIn, async (request) =>
      service.signIn(request.body, request.ip, request.headers['user-agent']),
    );

    route(me.me, async ({ account }) => service.me(account));

    route(me.signOut, async ({ account }, reply) => {
      await service.signOut(account);
      return reply.code(204).send(null);
    });

    route(me.listMySessions, async ({ account }) => service.mySessions(account));

    route(me.endMySession, async ({ account, params }, reply) => {
      await service.endMySession(account, params.sessionId);
      return reply.code(204).send(null);
    });

    route(me.createSignInCode, async ({ account, params }, reply) =>
      reply.code(201).send(await service.createCode(account, params.employeeId)),
    );

    route(me.listEmployeeSessions, async ({ account, params }) =>
      service.employeeSessions(account, params.employeeId),
    );

    route(me.endEmployeeSession, async ({ account, params }, reply) => {
      await service.endEmployeeSession(account, params.employeeId, params.sessionId);
      return reply.code(204).send(null);
    });
  };
