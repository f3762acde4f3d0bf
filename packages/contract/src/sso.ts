import { z } from 'zod';
import { emailField } from './auth.ts';
import { ssoMessages } from './sso-messages.ts';

/**
 * Single sign-on with OpenID Connect (docs/api.md, "Single sign-on"; docs/decisions/0209-single-sign-on.md):
 * an organization's identity provider signs its owner and the managers it lists in.
 */

/** How long a started sign-in (state, nonce, PKCE verifier) waits for the provider's answer. */
export const SSO_LOGIN_VALID_MINUTES = 10;
/** The most manager e-mail addresses one organization lists. */
export const SSO_MAX_MANAGERS = 500;
/** The path the provider sends the user back to, after the server's public URL (APP_URL). */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

const issuerUrl = z
  .string({ error: ssoMessages.ssoIssuerUnreachable })
  .trim()
  .max(500, ssoMessages.ssoIssuerUnreachable)
  .regex(/^https?:\/\/[^\s/?#]+[^\s?#]*$/i, ssoMessages.ssoIssuerUnreachable);

export const ssoSettingsBody = z.object({
  issuer: issuerUrl,
  clientId: z.string().trim().min(1, 'Enter the client ID').max(300, 'At most 300 characters'),
  /** Write-only: empty or absent keeps the stored one. */
  clientSecret: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  enabled: z.boolean(),
  passwordSignInOff: z.boolean(),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsBody>;

export const ssoManagerSchema = z.object({
  email: emailField.transform((value) => value.toLowerCase()),
  /** The location's code, in any case. */
  locationId: z
    .string()
    .trim()
    .min(1, ssoMessages.ssoUnknownLocation)
    .max(6, ssoMessages.ssoUnknownLocation)
    .transform((value) => value.toUpperCase()),
});

export const ssoManagersBody = z.object({
  managers: z.array(ssoManagerSchema).max(SSO_MAX_MANAGERS),
});

export const ssoSettingsResponse = z.object({
  /** Null until the owner saves settings once. */
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Whether a client secret is stored; the secret itself is never answered. */
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  passwordSignInOff: z.boolean(),
  /** When an owner first signed in through the provider; password sign-in can be turned off after. */
  ownerSignedInAt: z.string().nullable(),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
  managers: z.array(z.object({ email: z.string(), locationId: z.string(), locationName: z.string() })),
});
export type SsoSettings = z.infer<typeof ssoSettingsResponse>;

export const ssoStartBody = z.object({ email: emailField });
export const ssoStartResponse = z.object({ authorizationUrl: z.string() });

/** The provider's redirect back: a code and the state, or an error (RFC 6749 section 4.1.2). */
export const ssoCallbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

/** The web route the callback lands on, with the session in the fragment (never sent to a server). */
/** The answer of a save. */
export const SSO_SAVED = 'Single sign-on settings saved';

export const SSO_DONE_PATH = '/sso/done';
export const SSO_ERROR_PATH = '/sso/error';
