import { z } from 'zod';
import {
  directAccessBody,
  emailBody,
  loginBody,
  masterLoginBody,
  registerOrganizationBody,
  resetPasswordBody,
  verifyEmailBody,
  verifyEmailStatusQuery,
} from '../auth.ts';
import { TOKEN_ACCOUNT_TYPES } from '../constants.ts';
import { defineEndpoint, noContent, refusals } from '../endpoint.ts';

const publicAuth = { access: 'public', tags: ['auth'] } as const;
// Not API keys: a key calls only the integration API (docs/decisions/0207-api-keys.md).
const signedIn = { access: TOKEN_ACCOUNT_TYPES, tags: ['auth'] } as const;
const message = z.object({ message: z.string() });
/** A public call with a JSON body: bad input, too large, not JSON, too many tries. */
const publicBodyRefusals = refusals(400, 413, 415, 429);

const locationUser = z.object({
  accountType: z.enum(['location', 'manager']),
  locationId: z.string(),
  locationName: z.string(),
  organizationId: z.string(),
});
const locationLogin = z.object({ message: z.string(), token: z.string(), user: locationUser });
const orgAdminLogin = z.object({
  message: z.string(),
  token: z.string(),
  user: z.object({ accountType: z.literal('orgAdmin'), organizationId: z.string(), email: z.string() }),
  organization: z.object({ organizationId: z.string(), organizationName: z.string(), status: z.string() }),
});

/** Sign-in, registration, e-mail links and sessions (docs/api.md, "Tokens" and "Accounts"). */
export const authEndpoints = {
  registerOrganization: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/register-organization',
    summary: 'Registers an organization and its owner; sends the verification e-mail',
    body: registerOrganizationBody,
    responses: { 201: message, ...publicBodyRefusals, ...refusals(409) },
  }),
  verifyEmailStatus: defineEndpoint({
    ...publicAuth,
    method: 'GET',
    path: '/api/auth/verify-email/status',
    summary: 'Whether a verification link was already used',
    query: verifyEmailStatusQuery,
    responses: { 200: z.object({ verified: z.boolean() }), ...refusals(400) },
  }),
  verifyEmail: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: "Verifies the owner's e-mail with the link's token",
    body: verifyEmailBody,
    responses: { 200: message, ...publicBodyRefusals },
  }),
  resendVerification: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Sends the verification e-mail again (same answer whether or not the address is known)',
    body: emailBody,
    responses: { 200: message, ...publicBodyRefusals },
  }),
  forgotPassword: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Sends a password reset link (same answer whether or not the address is known)',
    body: emailBody,
    // 403 PASSWORD_SIGN_IN_OFF: the organization signs in through its identity provider only.
    responses: { 200: message, ...publicBodyRefusals, ...refusals(403) },
  }),
  resetPassword: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Sets a new password with a reset link's token",
    body: resetPasswordBody,
    responses: { 200: message, ...publicBodyRefusals, ...refusals(403) },
  }),
  login: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Location, manager or organization admin login',
    body: loginBody,
    responses: {
      200: z.union([locationLogin, orgAdminLogin]),
      ...publicBodyRefusals,
      // 409 TOO_MANY_KIOSKS: a kiosk naming itself where the location's `maxKiosks` are registered.
      ...refusals(401, 403, 409),
    },
  }),
  validateSession: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/auth/validate',
    summary: 'Who the presented token belongs to',
    responses: {
      200: z.object({
        valid: z.literal(true),
        accountType: z.enum(TOKEN_ACCOUNT_TYPES),
        locationId: z.string().nullable(),
        organizationId: z.string().nullable(),
      }),
      ...refusals(401, 403),
    },
  }),
  logout: defineEndpoint({
    ...signedIn,
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Ends the presented token only; other devices stay signed in',
    responses: { 204: noContent, ...refusals(401, 403) },
  }),
  directAccess: defineEndpoint({
    access: ['orgAdmin'],
    tags: ['auth'],
    method: 'POST',
    path: '/api/auth/direct-access',
    summary: "A location or manager token for one of the owner's locations",
    body: directAccessBody,
    responses: {
      200: z.object({
        message: z.string(),
        token: z.string(),
        accountType: z.enum(['location', 'manager']),
        locationId: z.string(),
      }),
      ...refusals(400, 401, 403, 404, 413, 415),
    },
  }),
  masterLogin: defineEndpoint({
    ...publicAuth,
    method: 'POST',
    path: '/api/master-auth/login',
    summary: 'Master admin login with the master key',
    body: masterLoginBody,
    responses: {
      200: z.object({ message: z.string(), token: z.string() }),
      ...publicBodyRefusals,
      ...refusals(401),
    },
  }),
};
