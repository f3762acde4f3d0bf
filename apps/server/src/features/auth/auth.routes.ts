import {
  directAccessBody,
  emailBody,
  loginBody,
  masterLoginBody,
  registerOrganizationBody,
  resetPasswordBody,
  verifyEmailBody,
  verifyEmailStatusQuery,
} from '@shiftclock/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import type { AuthService } from './auth.service.ts';

const message = z.object({ message: z.string() });
const locationUser = z.object({
  accountType: z.enum(['location', 'manager']),
  locationId: z.string(),
  locationName: z.string(),
  organizationId: z.string(),
});
const orgAdminLogin = z.object({
  message: z.string(),
  token: z.string(),
  user: z.object({ accountType: z.literal('orgAdmin'), organizationId: z.string(), email: z.string() }),
  organization: z.object({ organizationId: z.string(), organizationName: z.string(), status: z.string() }),
});

/** The Auth calls of SPEC.md section 7 under /api/auth. */
export const authRoutes = (auth: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const tags = ['auth'];

    app.post(
      '/register-organization',
      {
        config: { access: 'public' },
        schema: { tags, body: registerOrganizationBody, response: { 201: message } },
      },
      async (request, reply) =>
        reply.code(201).send(await auth.registerOrganization(request.body, request.ip)),
    );

    app.get(
      '/verify-email/status',
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: verifyEmailStatusQuery,
          response: { 200: z.object({ verified: z.boolean() }) },
        },
      },
      async (request) => auth.verifyEmailStatus(request.query.token),
    );

    app.post(
      '/verify-email',
      { config: { access: 'public' }, schema: { tags, body: verifyEmailBody, response: { 200: message } } },
      async (request) => auth.verifyEmail(request.body.token),
    );

    app.post(
      '/resend-verification',
      { config: { access: 'public' }, schema: { tags, body: emailBody, response: { 200: message } } },
      async (request) => auth.resendVerification(request.body.email),
    );

    app.post(
      '/forgot-password',
      { config: { access: 'public' }, schema: { tags, body: emailBody, response: { 200: message } } },
      async (request) => auth.forgotPassword(request.body.email),
    );

    app.post(
      '/reset-password',
      { config: { access: 'public' }, schema: { tags, body: resetPasswordBody, response: { 200: message } } },
      async (request) => auth.resetPassword(request.body.token, request.body.password),
    );

    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Location, manager or organization admin login',
          body: loginBody,
          response: {
            200: z.union([
              z.object({ message: z.string(), token: z.string(), user: locationUser }),
              orgAdminLogin,
            ]),
          },
        },
      },
      async (request) => {
        const body = request.body;
        return body.accountType === 'orgAdmin'
          ? auth.loginOrgAdmin(body, request.ip)
          : auth.loginLocation(body, request.ip);
      },
    );

    app.get(
      '/validate',
      {
        config: { access: ['location', 'manager', 'orgAdmin', 'master'] },
        schema: {
          tags,
          security: [{ bearer: [] }],
          response: {
            200: z.object({
              valid: z.literal(true),
              accountType: z.enum(['location', 'manager', 'orgAdmin', 'master']),
              locationId: z.string().nullable(),
              organizationId: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => auth.validate(accountOf(request, 'location', 'manager', 'orgAdmin', 'master')),
    );

    app.post(
      '/logout',
      {
        config: { access: ['location', 'manager', 'orgAdmin', 'master'] },
        schema: {
          tags,
          summary: 'Ends the presented token only; other devices stay signed in',
          security: [{ bearer: [] }],
          response: { 204: z.null().describe('Signed out') },
        },
      },
      async (request, reply) => {
        if (!request.session) throw new Error('an authenticated call without a session');
        await auth.logout(request.session);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/direct-access',
      {
        config: { access: ['orgAdmin'] },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: directAccessBody,
          response: {
            200: z.object({
              message: z.string(),
              token: z.string(),
              accountType: z.enum(['location', 'manager']),
              locationId: z.string(),
            }),
          },
        },
      },
      async (request) => auth.directAccess(accountOf(request, 'orgAdmin'), request.body),
    );
  };

/** POST /api/master-auth/login */
export const masterAuthRoutes = (auth: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Master admin login with the master key',
          body: masterLoginBody,
          response: { 200: z.object({ message: z.string(), token: z.string() }) },
        },
      },
      async (request) => auth.loginMaster(request.body.password, request.ip),
    );
  };
