import { settingsEndpoints as settings } from '@shiftclock/contract/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Account, accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { SettingsService } from './settings.service.ts';

/** The location's name, zone and settings (packages/contract/src/endpoints/settings.ts). */
export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    // accountOf's Extract narrows a 'location' | 'manager' account to never; name the real type.
    const account = (
      request: Parameters<typeof accountOf>[0],
    ): Extract<Account, { type: 'location' | 'manager' }> => accountOf(request, 'manager', 'location');

    app.route({
      ...routeOf(settings.locationInfo),
      handler: async (request) => service.info(account(request)),
    });
    app.route({
      ...routeOf(settings.locationSettings),
      handler: async (request) => service.get(account(request)),
    });
    app.route({
      ...routeOf(settings.saveLocationSettings),
      handler: async (request) => service.save(account(request), request.body.settings),
    });
  };
