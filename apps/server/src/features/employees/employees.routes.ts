import { bulkEmployeesBody, createEmployeeBody, updateEmployeeBody } from '@shiftclock/contract/employees';
import { employeeIdField } from '@shiftclock/contract/kiosk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../http/auth.ts';
import { employeeDto } from './employee-dto.ts';
import type { EmployeesService } from './employees.service.ts';

const access = { access: ['manager'] as const };
const tags = ['employees'];
const security = [{ bearer: [] }];
const params = z.object({ employeeId: employeeIdField });
const withEmployee = z.object({ message: z.string(), employee: employeeDto });

/** The manager's employee calls under /api/admin/employees. */
export const employeesRoutes = (service: EmployeesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const manager = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager');

    app.get(
      '/',
      {
        config: access,
        schema: {
          tags,
          security,
          querystring: z.object({ locationId: z.string().max(6).optional() }),
          response: { 200: z.object({ employees: z.array(employeeDto) }) },
        },
      },
      async (request) => service.list(manager(request)),
    );

    app.post(
      '/',
      {
        config: access,
        schema: { tags, security, body: createEmployeeBody, response: { 201: withEmployee } },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(manager(request), request.body.name)),
    );

    app.post(
      '/bulk',
      {
        config: access,
        schema: {
          tags,
          security,
          body: bulkEmployeesBody,
          response: {
            200: z.object({
              created: z.array(employeeDto),
              errors: z.array(z.object({ name: z.string(), message: z.string() })),
            }),
          },
        },
      },
      async (request) => service.bulkCreate(manager(request), request.body.names),
    );

    app.put(
      '/:employeeId',
      {
        config: access,
        schema: { tags, security, params, body: updateEmployeeBody, response: { 200: withEmployee } },
      },
      async (request) => service.update(manager(request), request.params.employeeId, request.body),
    );

    app.delete(
      '/:employeeId',
      { config: access, schema: { tags, security, params, response: { 200: withEmployee } } },
      async (request) => service.remove(manager(request), request.params.employeeId),
    );
  };
