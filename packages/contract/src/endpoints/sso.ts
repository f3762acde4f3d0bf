import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  ssoCallbackQuery,
  ssoManagersBody,
  ssoSettingsBody,
  ssoSettingsResponse,
  ssoStartBody,
  ssoStartResponse,
} from '../sso.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;
const publicAuth = { access: 'public', tags: ['auth'] } as const;

/** Single sign-on with OpenID Connect (docs/api.md, "Single sign-on"). */
export const ssoEndpoints = {
  getSsoSettings: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/sso',
    summary: "The organization's identity provider, its manager e-mails and the redirect URI",
    responses: { 200: ssoSettingsResponse, ...refusals(401, 403) },
  }),
  setSsoSettings: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/sso',
    summary: 'Saves the identity provider (its discovery document is read first) and the password switch',
    body: ssoSettingsBody,
    responses: {
      200: ssoSettingsResponse.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
  setSsoManagers: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/sso/managers',
    summary: "Replaces the e-mails that sign in as a location's manager",
    body: ssoManagersBody,
    responses: {
      200: ssoSettingsResponse.extend({ message: z.string() }),
      ...refusals(400, 401, 403, 409, 413, 415),
    },
  }),
  startSso: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/sso/start',
    summary:
      "Starts a sign-in through the organization's identity provider; answers where to send the browser",
    body: ssoStartBody,
    responses: { 200: ssoStartResponse, ...refusals(400, 404, 409, 413, 415, 429, 502) },
  }),
  ssoCallback: defineEndpoint({
    ...publicAuth,
    method: 'GET',
    path: '/api/auth/sso/callback',
    summary:
      "The provider's redirect back: checks it, then redirects to /sso/done with the session in the fragment, or to /sso/error?code=",
    query: ssoCallbackQuery,
    // 400: a malformed query (a control character), refused before the route as on every route.
    responses: { 303: z.null().describe('See Other: the web app'), ...refusals(400) },
  }),
};
