import { z } from 'zod';
import { bulkEmployeesBody, createEmployeeBody, employeeSchema, updateEmployeeBody } from '../employees.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { employeeIdField } from '../kiosk.ts';

const manager = { access: ['manager'], tags: ['employees'] } as const;
const params = z.object({ employeeId: employeeIdField });
const withEmployee = z.object({ message: z.string(), employee: employeeSchema });

/** The manager's employees under /api/admin/employees. */
export const employeesEndpoints = {
  listEmployees: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/employees',
    summary: "The location's employees",
    query: z.object({ locationId: z.string().max(6).optional() }),
    responses: { 200: z.object({ employees: z.array(employeeSchema) }), ...refusals(400, 401, 403) },
  }),
  createEmployee: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/employees',
    summary: 'Adds an employee with the next free 3-digit ID',
    body: createEmployeeBody,
    responses: { 201: withEmployee, ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  bulkCreateEmployees: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/employees/bulk',
    summary: 'Adds several employees; each name that cannot be added says why',
    body: bulkEmployeesBody,
    responses: {
      200: z.object({
        created: z.array(employeeSchema),
        errors: z.array(z.object({ name: z.string(), message: z.string() })),
      }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  updateEmployee: defineEndpoint({
    ...manager,
    method: 'PUT',
    path: '/api/admin/employees/:employeeId',
    summary: 'Renames an employee (the person, at all their locations) or makes them active here again',
    params,
    body: updateEmployeeBody,
    responses: { 200: withEmployee, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  resetPin: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/employees/:employeeId/pin',
    summary: 'Gives the employee a new random kiosk PIN, answered this once, and lifts any lock',
    params,
    responses: {
      200: withEmployee.extend({ pin: z.string().describe('The new PIN: shown to the manager once') }),
      ...refusals(400, 401, 403, 404),
    },
  }),
  unlockPin: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/employees/:employeeId/pin-lock',
    summary: "Lifts the lock that wrong PINs put on the employee's punches",
    params,
    responses: { 200: withEmployee, ...refusals(400, 401, 403, 404) },
  }),
  pinCoverage: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/pins',
    summary: "How many of the location's active employees have no kiosk PIN yet",
    responses: {
      200: z.object({ activeEmployees: z.number().int(), withoutPin: z.number().int() }),
      ...refusals(400, 401, 403),
    },
  }),
  createMissingPins: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/pins',
    summary: 'Gives every active employee without a kiosk PIN a random one, answered this once',
    responses: {
      200: z.object({
        message: z.string(),
        /** The new PINs, by employee ID: this answer is the only place they appear. */
        pins: z.array(z.object({ employeeId: z.string(), name: z.string(), pin: z.string() })),
        /** Active employees still without a PIN (past PIN_BATCH_MAX in one call): call again. */
        remaining: z.number().int(),
      }),
      ...refusals(400, 401, 403),
    },
  }),
  unlockAllPins: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/pin-locks',
    summary: "Lifts every employee's PIN lock at the location, and every registered kiosk's wrong-PIN stop",
    responses: {
      200: z.object({
        message: z.string(),
        /** Employees whose lock (or count of wrong PINs) was lifted. */
        employeesUnlocked: z.number().int(),
        /** The location's kiosks whose wrong-PIN budget was given back. */
        devicesResumed: z.number().int(),
      }),
      ...refusals(400, 401, 403),
    },
  }),
  removeEmployee: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/employees/:employeeId',
    summary: 'Removes an employee (their shifts stay)',
    params,
    responses: { 200: withEmployee, ...refusals(400, 401, 403, 404, 409) },
  }),
};
