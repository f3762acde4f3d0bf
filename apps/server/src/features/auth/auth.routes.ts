import { authEndpoints as auth } from '@shiftclock/contract/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import { type MailLanguage, mailLanguageOf } from '../mail/templates.ts';
import type { AuthService } from './auth.service.ts';

/** E-mails go out in the language of the page that asked (the web app sends it as Accept-Language). */
const mailLanguage = (request: { headers: { 'accept-language'?: string } }): MailLanguage =>
  mailLanguageOf(request.headers['accept-language']);

/** Sign-in, registration, e-mail links and sessions (packages/contract/src/endpoints/auth.ts). */
export const authRoutes = (service: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(
      routeOf(auth.registerOrganization, async (request, reply) =>
        reply
          .code(201)
          .send(await service.registerOrganization(request.body, request.ip, mailLanguage(request))),
      ),
    );

    app.route(routeOf(auth.verifyEmailStatus, async ({ query }) => service.verifyEmailStatus(query.token)));

    app.route(routeOf(auth.verifyEmail, async ({ body }) => service.verifyEmail(body.token)));

    app.route(
      routeOf(auth.resendVerification, async (request) =>
        service.resendVerification(request.body.email, mailLanguage(request)),
      ),
    );

    app.route(
      routeOf(auth.forgotPassword, async (request) =>
        service.forgotPassword(request.body.email, mailLanguage(request)),
      ),
    );

    app.route(
      routeOf(auth.resetPassword, async ({ body }) => service.resetPassword(body.token, body.password)),
    );

    app.route(
      routeOf(auth.login, async (request) => {
        const body = request.body;
        return body.accountType === 'orgAdmin'
          ? service.loginOrgAdmin(body, request.ip)
          : service.loginLocation(body, request.ip);
      }),
    );

    app.route(routeOf(auth.validateSession, async ({ account }) => service.validate(account)));

    app.route(
      routeOf(auth.logout, async (request, reply) => {
        if (!request.session) throw new Error('an authenticated call without a session');
        await service.logout(request.session);
        return reply.code(204).send(null);
      }),
    );

    app.route(routeOf(auth.directAccess, async ({ account, body }) => service.directAccess(account, body)));

    app.route(routeOf(auth.masterLogin, async ({ body, ip }) => service.loginMaster(body.password, ip)));
  };
