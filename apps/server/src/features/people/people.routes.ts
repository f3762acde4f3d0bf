import { peopleEndpoints as people } from '@shiftclock/contract/endpoints/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { LocationPeopleService } from './location-people.service.ts';
import type { PeopleService } from './people.service.ts';

/** The owner's people calls and the manager's picker (packages/contract/src/endpoints/people.ts). */
export const peopleRoutes = (owner: PeopleService, manager: LocationPeopleService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(people.listPeople, async ({ account, query }) => owner.list(account, query));

    route(people.createPerson, async ({ account, body }, reply) =>
      reply.code(201).send(await owner.create(account, body)),
    );

    route(people.updatePerson, async ({ account, params, body }) =>
      owner.update(account, params.personId, body),
    );

    route(people.assignPerson, async ({ account, params }) =>
      owner.assign(account, params.personId, params.locationId),
    );

    route(people.archivePerson, async ({ account, params }) => owner.archive(account, params.personId));

    route(people.mergePeople, async ({ account, body }) => owner.merge(account, body));

    route(people.searchPeople, async ({ account, query }) => manager.search(account, query.q));

    route(people.addPersonHere, async ({ account, params }, reply) =>
      reply.code(201).send(await manager.addHere(account, params.personId)),
    );

    route(people.busyElsewhere, async ({ account, query }) =>
      manager.busyElsewhere(account, query.startDate, query.endDate),
    );
  };
