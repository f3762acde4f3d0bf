import { devicesEndpoints as devices } from '@shiftclock/contract/endpoints/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { DevicesService } from './devices.service.ts';

/** Kiosk devices (packages/contract/src/endpoints/devices.ts). */
export const devicesRoutes = (service: DevicesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route({
      ...routeOf(devices.heartbeat),
      handler: async (request) => {
        if (!request.session) throw new Error('an authenticated call without a session');
        const { answer, changedWhatIsShown } = await service.heartbeat(
          accountOf(request, 'location'),
          request.session,
          request.body,
        );
        request.changedNothingShown = !changedWhatIsShown;
        return answer;
      },
    });

    app.route({
      ...routeOf(devices.listDevices),
      handler: async (request) => service.list(accountOf(request, 'manager')),
    });

    app.route({
      ...routeOf(devices.ownerListDevices),
      handler: async (request) =>
        service.ownerList(accountOf(request, 'orgAdmin'), request.params.locationId),
    });

    app.route({
      ...routeOf(devices.ownerRevokeDevice),
      handler: async (request) =>
        service.ownerRevoke(
          accountOf(request, 'orgAdmin'),
          request.params.locationId,
          request.params.deviceId,
        ),
    });

    app.route({
      ...routeOf(devices.renameDevice),
      handler: async (request) =>
        service.rename(accountOf(request, 'manager'), request.params.deviceId, request.body.name),
    });

    app.route({
      ...routeOf(devices.revokeDevice),
      handler: async (request) => service.revoke(accountOf(request, 'manager'), request.params.deviceId),
    });
  };
