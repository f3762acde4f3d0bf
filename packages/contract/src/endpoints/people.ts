import { z } from 'zod';
import { dayString } from '../dates.ts';
import { employeeSchema } from '../employees.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  busyElsewhereSchema,
  createPersonBody,
  listPeopleQuery,
  mergePeopleBody,
  personCandidateSchema,
  personSchema,
  searchPeopleQuery,
  updatePersonBody,
} from '../people.ts';
import { locationParams } from './organization.ts';

const owner = { access: ['orgAdmin'], tags: ['people'] } as const;
const manager = { access: ['manager'], tags: ['people'] } as const;
const personParams = z.object({ personId: z.uuid('Person not found') });
const withPerson = z.object({ message: z.string(), person: personSchema });

/** People of the organization: the owner's under /api/organization/people, the manager's picker and busy times. */
export const peopleEndpoints = {
  listPeople: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/people',
    summary: "The organization's people, searched and filtered, a page at a time",
    query: listPeopleQuery,
    responses: {
      200: z.object({ people: z.array(personSchema), total: z.number().int() }),
      ...refusals(400, 401, 403),
    },
  }),
  createPerson: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/people',
    summary: 'Adds a person, at the given locations with the next free kiosk ID at each',
    body: createPersonBody,
    responses: { 201: withPerson, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  updatePerson: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/people/:personId',
    summary: "Changes a person's name, contact, payroll ID or hourly rate",
    params: personParams,
    body: updatePersonBody,
    responses: { 200: withPerson, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  assignPerson: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/people/:personId/locations/:locationId',
    summary:
      'Adds the person at a location with the next free kiosk ID there (or makes them active there again)',
    params: personParams.extend(locationParams.shape),
    responses: { 200: withPerson, ...refusals(400, 401, 403, 404, 409) },
  }),
  archivePerson: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/people/:personId/archive',
    summary: 'Archives a person: inactive at every location, hidden from daily screens, history kept',
    params: personParams,
    responses: { 200: withPerson, ...refusals(400, 401, 403, 404, 409) },
  }),
  mergePeople: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/people/merge',
    summary: 'Merges two records of the same person: shifts, breaks and history move to the one kept',
    body: mergePeopleBody,
    responses: { 200: withPerson, ...refusals(400, 401, 403, 404, 409, 413, 415) },
  }),
  searchPeople: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/people',
    summary:
      "Finds people of the organization by name, payroll ID or e-mail, to add one at the manager's location",
    query: searchPeopleQuery,
    responses: { 200: z.object({ people: z.array(personCandidateSchema) }), ...refusals(400, 401, 403) },
  }),
  addPersonHere: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/people/:personId/employee',
    summary:
      "Adds an existing person of the organization at the manager's location with the next free kiosk ID",
    params: personParams,
    responses: {
      201: z.object({ message: z.string(), employee: employeeSchema }),
      ...refusals(400, 401, 403, 404, 409),
    },
  }),
  busyElsewhere: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/busy-elsewhere',
    summary: "When the location's people are scheduled or working at another location (no other detail)",
    query: z.object({ startDate: dayString(), endDate: dayString() }),
    responses: { 200: z.object({ busy: z.array(busyElsewhereSchema) }), ...refusals(400, 401, 403) },
  }),
};
