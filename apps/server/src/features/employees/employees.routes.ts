import { employeesEndpoints as employees } from '@shiftclock/contract/endpoints/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { EmployeesService } from './employees.service.ts';

/** The manager's employees (packages/contract/src/endpoints/employees.ts). */
export const employeesRoutes = (service: EmployeesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const manager = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager');

    app.route({
      ...routeOf(employees.listEmployees),
      handler: async (request) => service.list(manager(request)),
    });

    app.route({
      ...routeOf(employees.createEmployee),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(manager(request), request.body.name)),
    });

    app.route({
      ...routeOf(employees.bulkCreateEmployees),
      handler: async (request) => service.bulkCreate(manager(request), request.body.names),
    });

    app.route({
      ...routeOf(employees.updateEmployee),
      handler: async (request) => service.update(manager(request), request.params.employeeId, request.body),
    });

    app.route({
      ...routeOf(employees.resetPin),
      handler: async (request) => service.resetPin(manager(request), request.params.employeeId),
    });

    app.route({
      ...routeOf(employees.unlockPin),
      handler: async (request) => service.unlockPin(manager(request), request.params.employeeId),
    });

    app.route({
      ...routeOf(employees.pinCoverage),
      handler: async (request) => service.pinCoverage(manager(request)),
    });

    app.route({
      ...routeOf(employees.createMissingPins),
      handler: async (request) => service.createMissingPins(manager(request)),
    });

    app.route({
      ...routeOf(employees.unlockAllPins),
      handler: async (request) => service.unlockAllPins(manager(request)),
    });

    app.route({
      ...routeOf(employees.removeEmployee),
      handler: async (request) => service.remove(manager(request), request.params.employeeId),
    });
  };
