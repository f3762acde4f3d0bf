import { authEndpoints as auth } from '@shiftclock/contract/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { mailLanguageOf } from '../mail/templates.ts';
import type { AuthService } from './auth.service.ts';

/** E-mails go out in the language of the page that asked (the web app sends it as Accept-Language). */
const mailLanguage = (request: { headers: { 'accept-language'?: string } }) =>
  mailLanguageOf(request.headers['accept-language']);

/** Sign-in, registration, e-mail links and sessions (packages/contract/src/endpoints/auth.ts). */
export const authRoutes = (service: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(auth.registerOrganization, async (request, reply) =>
      reply
        .code(201)
        .send(await service.registerOrganization(request.body, request.ip, mailLanguage(request))),
    );

    route(auth.verifyEmailStatus, async ({ query }) => service.verifyEmailStatus(query.token));

    route(auth.verifyEmail, async ({ body }) => service.verifyEmail(body.token));

    route(auth.resendVerification, async (request) =>
      service.resendVerification(request.body.email, mailLanguage(request)),
    );

    route(auth.forgotPassword, async (request) =>
      service.forgotPassword(request.body.email, mailLanguage(request)),
    );

    route(auth.resetPassword, async ({ body }) => service.resetPassword(body.token, body.password));

    route(auth.login, async (request) => {
      const body = request.body;
      return body.accountType === 'orgAdmin'
        ? service.loginOrgAdmin(body, request.ip)
        : service.loginLocation(body, request.ip);
    });

    route(auth.validateSession, async ({ account }) => service.validate(account));

    route(auth.logout, async (request, reply) => {
      if (!request.session) throw new Error('an authenticated call without a session');
      await service.logout(request.session);
      return reply.code(204).send(null);
    });

    route(auth.directAccess, async ({ account, body }) => service.directAccess(account, body));

    route(auth.masterLogin, async ({ body, ip }) => service.loginMaster(body.password, ip));
  };
