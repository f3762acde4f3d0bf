import {
  apiKeysEndpoints as keys,
  integrationEndpoints as v1,
} from '@shiftclock/contract/endpoints/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { IntegrationService } from './integration.service.ts';

/** The owner's API keys and the integration API a key calls (packages/contract/src/endpoints/api-keys.ts). */
export const apiKeysRoutes = (
  owner: ApiKeysService,
  integration: IntegrationService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(keys.listApiKeys, async ({ account }) => owner.list(account));
    route(keys.createApiKey, async ({ account, body }, reply) =>
      reply.code(201).send(await owner.create(account, body)),
    );
    route(keys.revokeApiKey, async ({ account, params }) => owner.revoke(account, params.keyId));
    route(keys.apiKeyRequests, async ({ account, params }) => owner.requests(account, params.keyId));

    route(v1.v1Locations, async ({ account }) => integration.locations(account));
    route(v1.v1People, async ({ account, query }) => integration.listPeople(account, query));
    route(v1.v1CreatePerson, async ({ account, body }, reply) =>
      reply.code(201).send(await integration.createPerson(account, body)),
    );
    route(v1.v1UpdatePerson, async ({ account, params, body }) =>
      integration.updatePerson(account, params.personId, body),
    );
    route(v1.v1Punches, async ({ account, query }) => integration.punches(account, query));
    route(v1.v1Timesheets, async ({ account, query }) => integration.timesheets(account, query));
    route(v1.v1ScheduledShifts, async ({ account, query }) => integration.scheduledShifts(account, query));
  };
