import { z } from 'zod';
import { defineEndpoint, noContent, refusals } from '../endpoint.ts';
import { employeeIdField } from '../kiosk.ts';
import {
  appSessionSchema,
  meSchema,
  requestSignInLinkBody,
  signInAnswer,
  signInBody,
  signInCodeAnswer,
} from '../me.ts';

const employee = { access: ['employee'], tags: ['me'] } as const;
const manager = { access: ['manager'], tags: ['me'] } as const;
const sessionParams = z.object({ sessionId: z.uuid('Session not found') });
const employeeParams = z.object({ employeeId: employeeIdField });
const sessions = z.object({ sessions: z.array(appSessionSchema) });

/**
 * The employee app's sign-in and sessions (docs/api.md, "The employee app"), and what a manager does
 * for it: a sign-in code for a person without e-mail, their sessions listed and ended.
 */
export const meEndpoints = {
  requestSignInLink: defineEndpoint({
    access: 'public',
    tags: ['me'],
    method: 'POST',
    path: '/api/me/sign-in-link',
    summary:
      'E-mails a one-time sign-in link to the person with this e-mail (the same answer whether or not there is one)',
    body: requestSignInLinkBody,
    responses: { 202: z.object({ message: z.string() }), ...refusals(400, 413, 415, 429) },
  }),
  signIn: defineEndpoint({
    access: 'public',
    tags: ['me'],
    method: 'POST',
    path: '/api/me/sign-in',
    summary: "Opens a session of the employee app with an e-mailed link's token or a manager's code",
    body: signInBody,
    responses: { 200: signInAnswer, ...refusals(400, 403, 413, 415, 429) },
  }),
  me: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in person, their organization and the locations they work at',
    responses: { 200: meSchema, ...refusals(401, 403) },
  }),
  signOut: defineEndpoint({
    ...employee,
    method: 'POST',
    path: '/api/me/sign-out',
    summary: 'Ends the session making the call',
    responses: { 204: noContent, ...refusals(401, 403) },
  }),
  listMySessions: defineEndpoint({
    ...employee,
    method: 'GET',
    path: '/api/me/sessions',
    summary: "The person's open sessions of the app, newest first",
    responses: { 200: sessions, ...refusals(401, 403) },
  }),
  endMySession: defineEndpoint({
    ...employee,
    method: 'DELETE',
    path: '/api/me/sessions/:sessionId',
    summary: 'Ends one of the person’s sessions (another phone, or this one)',
    params: sessionParams,
    responses: { 204: noContent, ...refusals(400, 401, 403, 404) },
  }),
  createSignInCode: defineEndpoint({
    ...manager,
    method: 'POST',
    path: '/api/admin/employees/:employeeId/sign-in-code',
    summary:
      "A one-time code the employee signs in to the app with (shown once; the person's earlier unused code stops working)",
    params: employeeParams,
    responses: { 201: signInCodeAnswer, ...refusals(400, 401, 403, 404, 409) },
  }),
  listEmployeeSessions: defineEndpoint({
    ...manager,
    method: 'GET',
    path: '/api/admin/employees/:employeeId/app-sessions',
    summary: "The employee's open sessions of the app (when and where they began; never a token)",
    params: employeeParams,
    responses: { 200: sessions, ...refusals(400, 401, 403, 404) },
  }),
  endEmployeeSession: defineEndpoint({
    ...manager,
    method: 'DELETE',
    path: '/api/admin/employees/:employeeId/app-sessions/:sessionId',
    summary: "Ends one of the employee's sessions of the app (a lost phone)",
    params: employeeParams.extend(sessionParams.shape),
    responses: { 204: noContent, ...refusals(400, 401, 403, 404) },
  }),
};
