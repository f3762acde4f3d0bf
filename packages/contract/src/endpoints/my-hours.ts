import { csvFile, defineEndpoint, refusals } from '../endpoint.ts';
import { myHoursQuery, myHoursResponse, myRecordsQuery, myRecordsResponse } from '../my-hours.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;

/** The employee's own hours and records (docs/api.md, "The employee app: my hours and records"). */
export const myHoursEndpoints = {
  myHours: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/hours',
    summary:
      "A pay period at one of the person's locations: their row of the manager's timesheet, their shifts, and whether it is approved",
    query: myHoursQuery,
    responses: { 200: myHoursResponse, ...refusals(400, 401, 403, 404) },
  }),
  myRecords: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/records',
    summary:
      "The person's shifts at all their locations over a range of days (at most 366), for the printable page",
    query: myRecordsQuery,
    responses: { 200: myRecordsResponse, ...refusals(400, 401, 403) },
  }),
  exportMyRecords: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/records/export',
    summary: "The person's shifts at all their locations over a range of days (at most 366), as CSV",
    query: myRecordsQuery,
    responses: { 200: csvFile, ...refusals(400, 401, 403) },
  }),
};
