import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  closePayrollBody,
  payrollCloseSettingsSchema,
  payrollQuery,
  payrollResponse,
} from '../payroll-close.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;

/** The owner's payroll close (docs/api.md, "Payroll close"; docs/payroll-exports.md). */
export const payrollCloseEndpoints = {
  getPayrollSettings: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/payroll/settings',
    summary: "The organization's payroll provider, pay codes and company numbers",
    responses: { 200: payrollCloseSettingsSchema, ...refusals(401, 403) },
  }),
  setPayrollSettings: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/payroll/settings',
    summary: "Saves the organization's payroll provider, pay codes and company numbers",
    body: payrollCloseSettingsSchema,
    responses: {
      200: payrollCloseSettingsSchema.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  payrollOverview: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/payroll',
    summary: "A pay period's checks before closing, and its exports",
    query: payrollQuery,
    responses: { 200: payrollResponse, ...refusals(400, 401, 403) },
  }),
  closePayroll: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/payroll/close',
    summary:
      "Writes the provider's file of the period and records the export; refused while a blocking check stands",
    body: closePayrollBody,
    responses: {
      200: z.string().describe("the provider's file, in its encoding (see content-type)"),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
};
