import { employeesEndpoints as employees } from '@shiftclock/contract/endpoints/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { EmployeesService } from './employees.service.ts';

/** The manager's employees (packages/contract/src/endpoints/employees.ts). */
export const employeesRoutes = (service: EmployeesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(employees.listEmployees, async ({ account }) => service.list(account));

    route(employees.createEmployee, async ({ account, body }, reply) =>
      reply.code(201).send(await service.create(account, body.name)),
    );

    route(employees.bulkCreateEmployees, async ({ account, body }) =>
      service.bulkCreate(account, body.names),
    );

    route(employees.updateEmployee, async ({ account, params, body }) =>
      service.update(account, params.employeeId, body),
    );

    route(employees.resetPin, async ({ account, params }) => service.resetPin(account, params.employeeId));

    route(employees.unlockPin, async ({ account, params }) => service.unlockPin(account, params.employeeId));

    route(employees.pinCoverage, async ({ account }) => service.pinCoverage(account));

    route(employees.createMissingPins, async ({ account }) => service.createMissingPins(account));

    route(employees.unlockAllPins, async ({ account }) => service.unlockAllPins(account));

    route(employees.removeEmployee, async ({ account, params }) =>
      service.remove(account, params.employeeId),
    );
  };
