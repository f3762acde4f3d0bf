import { devicesEndpoints as devices } from '@shiftclock/contract/endpoints/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { DevicesService } from './devices.service.ts';

/** Kiosk devices (packages/contract/src/endpoints/devices.ts). */
export const devicesRoutes = (service: DevicesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(devices.heartbeat, async (request) => {
      if (!request.session) throw new Error('an authenticated call without a session');
      const { answer, changedWhatIsShown } = await service.heartbeat(
        request.account,
        request.session,
        request.body,
      );
      request.changedNothingShown = !changedWhatIsShown;
      return answer;
    });

    route(devices.listDevices, async ({ account }) => service.list(account));

    route(devices.ownerListDevices, async ({ account, params }) =>
      service.ownerList(account, params.locationId),
    );

    route(devices.ownerRevokeDevice, async ({ account, params }) =>
      service.ownerRevoke(account, params.locationId, params.deviceId),
    );

    route(devices.renameDevice, async ({ account, params, body }) =>
      service.rename(account, params.deviceId, body.name),
    );

    route(devices.revokeDevice, async ({ account, params }) => service.revoke(account, params.deviceId));
  };
