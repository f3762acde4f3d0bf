import { authEndpoints as auth } from '@shiftclock/contract/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint.ts';
import { mailLanguageOf } from '../mail/templates.ts';
import type { AuthService } from './auth.service.ts';

/** E-mails go out in the language of the page that asked (the web app sends it as Accept-Language). */
const mailLanguage = (request: { headers: { 'accept-language'?: string } }) =>
  mailLanguageOf(request.headers['accept-language']);

/** Sign-in, registration, e-mail links and sessions (packages/contract/src/endpoints/auth.ts). */
export const authRoutes = (service: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route({
      ...routeOf(auth.registerOrganization),
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await service.registerOrganization(request.body, request.ip, mailLanguage(request))),
    });

    app.route({
      ...routeOf(auth.verifyEmailStatus),
      handler: async (request) => service.verifyEmailStatus(request.query.token),
    });

    app.route({
      ...routeOf(auth.verifyEmail),
      handler: async (request) => service.verifyEmail(request.body.token),
    });

    app.route({
      ...routeOf(auth.resendVerification),
      handler: async (request) => service.resendVerification(request.body.email, mailLanguage(request)),
    });

    app.route({
      ...routeOf(auth.forgotPassword),
      handler: async (request) => service.forgotPassword(request.body.email, mailLanguage(request)),
    });

    app.route({
      ...routeOf(auth.resetPassword),
      handler: async (request) => service.resetPassword(request.body.token, request.body.password),
    });

    app.route({
      ...routeOf(auth.login),
      handler: async (request) => {
        const body = request.body;
        return body.accountType === 'orgAdmin'
          ? service.loginOrgAdmin(body, request.ip)
          : service.loginLocation(body, request.ip);
      },
    });

    app.route({
      ...routeOf(auth.validateSession),
      handler: async (request) =>
        service.validate(accountOf(request, 'location', 'manager', 'orgAdmin', 'master')),
    });

    app.route({
      ...routeOf(auth.logout),
      handler: async (request, reply) => {
        if (!request.session) throw new Error('an authenticated call without a session');
        await service.logout(request.session);
        return reply.code(204).send(null);
      },
    });

    app.route({
      ...routeOf(auth.directAccess),
      handler: async (request) => service.directAccess(accountOf(request, 'orgAdmin'), request.body),
    });

    app.route({
      ...routeOf(auth.masterLogin),
      handler: async (request) => service.loginMaster(request.body.password, request.ip),
    });
  };
