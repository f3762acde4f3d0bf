import { settingsEndpoints as settings } from '@shiftclock/contract/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { SettingsService } from './settings.service.ts';

/** The location's name, zone and settings (packages/contract/src/endpoints/settings.ts). */
export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(settings.locationInfo, async ({ account }) => service.info(account)));
    app.route(routeOf(settings.locationSettings, async ({ account }) => service.get(account)));
    app.route(
      routeOf(settings.saveLocationSettings, async ({ account, body }) =>
        service.save(account, body.settings),
      ),
    );
  };
