import { employeesEndpoints as employees } from '@shiftclock/contract/endpoints/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { EmployeesService } from './employees.service.ts';

/** The manager's employees (packages/contract/src/endpoints/employees.ts). */
export const employeesRoutes = (service: EmployeesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(employees.listEmployees, async ({ account }) => service.list(account)));

    app.route(
      routeOf(employees.createEmployee, async ({ account, body }, reply) =>
        reply.code(201).send(await service.create(account, body.name)),
      ),
    );

    app.route(
      routeOf(employees.bulkCreateEmployees, async ({ account, body }) =>
        service.bulkCreate(account, body.names),
      ),
    );

    app.route(
      routeOf(employees.updateEmployee, async ({ account, params, body }) =>
        service.update(account, params.employeeId, body),
      ),
    );

    app.route(
      routeOf(employees.resetPin, async ({ account, params }) =>
        service.resetPin(account, params.employeeId),
      ),
    );

    app.route(
      routeOf(employees.unlockPin, async ({ account, params }) =>
        service.unlockPin(account, params.employeeId),
      ),
    );

    app.route(routeOf(employees.pinCoverage, async ({ account }) => service.pinCoverage(account)));

    app.route(
      routeOf(employees.createMissingPins, async ({ account }) => service.createMissingPins(account)),
    );

    app.route(routeOf(employees.unlockAllPins, async ({ account }) => service.unlockAllPins(account)));

    app.route(
      routeOf(employees.removeEmployee, async ({ account, params }) =>
        service.remove(account, params.employeeId),
      ),
    );
  };
