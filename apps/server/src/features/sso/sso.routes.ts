import { ssoEndpoints as endpoints } from '@shiftclock/contract/endpoints/sso';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { SsoService } from './sso.service.ts';

/** Single sign-on (packages/contract/src/endpoints/sso.ts). */
export const ssoRoutes = (service: SsoService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.getSsoSettings, async ({ account }) => service.settings(account));
    route(endpoints.setSsoSettings, async ({ account, body }) => service.saveSettings(account, body));
    route(endpoints.setSsoManagers, async ({ account, body }) =>
      service.saveManagers(account, body.managers),
    );
    route(endpoints.startSso, async ({ body, ip }) => service.start(body.email, ip));
    // The browser arrives from the provider: it is sent on to the web app, the session (if any) in the
    // URL's fragment, which browsers never send to a server, so no log or proxy holds it.
    route(endpoints.ssoCallback, async (request, reply) => {
      const rawQuery = request.url.split('?')[1] ?? '';
      const location = await service.callback(request.query, rawQuery);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    });
  };
