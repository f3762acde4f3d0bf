import { settingsEndpoints as settings } from '@shiftclock/contract/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { SettingsService } from './settings.service.ts';

/** The location's name, zone and settings (packages/contract/src/endpoints/settings.ts). */
export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(settings.locationInfo, async ({ account }) => service.info(account));
    route(settings.locationSettings, async ({ account }) => service.get(account));
    route(settings.saveLocationSettings, async ({ account, body }) => service.save(account, body.settings));
    route(settings.saveLocationAddress, async ({ account, body }) =>
      service.saveAddress(account, body.address),
    );
  };
