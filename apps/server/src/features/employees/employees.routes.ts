import { employeesEndpoints as employees } from '@shiftclock/contract/endpoints/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { EmployeesService } from './employees.service.ts';

/** The manager's employees (packages/contract/src/endpoints/employees.ts). */
export const employeesRoutes = (service: EmployeesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(employees.listEmployees, async (request) => service.list(request.account)));

    app.route(
      routeOf(employees.createEmployee, async (request, reply) =>
        reply.code(201).send(await service.create(request.account, request.body.name)),
      ),
    );

    app.route(
      routeOf(employees.bulkCreateEmployees, async (request) =>
        service.bulkCreate(request.account, request.body.names),
      ),
    );

    app.route(
      routeOf(employees.updateEmployee, async (request) =>
        service.update(request.account, request.params.employeeId, request.body),
      ),
    );

    app.route(
      routeOf(employees.resetPin, async (request) =>
        service.resetPin(request.account, request.params.employeeId),
      ),
    );

    app.route(
      routeOf(employees.unlockPin, async (request) =>
        service.unlockPin(request.account, request.params.employeeId),
      ),
    );

    app.route(routeOf(employees.pinCoverage, async (request) => service.pinCoverage(request.account)));

    app.route(
      routeOf(employees.createMissingPins, async (request) => service.createMissingPins(request.account)),
    );

    app.route(routeOf(employees.unlockAllPins, async (request) => service.unlockAllPins(request.account)));

    app.route(
      routeOf(employees.removeEmployee, async (request) =>
        service.remove(request.account, request.params.employeeId),
      ),
    );
  };
