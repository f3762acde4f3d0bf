import { settingsEndpoints as settings } from '@shiftclock/contract/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { SettingsService } from './settings.service.ts';

/** The location's name, zone and settings (packages/contract/src/endpoints/settings.ts). */
export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(settings.locationInfo, async (request) => service.info(request.account)));
    app.route(routeOf(settings.locationSettings, async (request) => service.get(request.account)));
    app.route(
      routeOf(settings.saveLocationSettings, async (request) =>
        service.save(request.account, request.body.settings),
      ),
    );
  };
