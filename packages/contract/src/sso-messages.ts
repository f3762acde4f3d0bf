// Single sign-on's refusals without zod: error-codes.ts reads them (docs/api.md, "Single sign-on").

export const ssoMessages = {
  ssoNotFound: 'No organization signs in with single sign-on for this e-mail address',
  ssoIssuerNotHttps: 'The issuer URL must start with https://',
  ssoIssuerUnreachable:
    "The identity provider's discovery document could not be read at this issuer URL: check the URL",
  ssoClientSecretRequired: 'Enter the client secret the identity provider gave you',
  ssoPasswordOffNeedsSso:
    'Password sign-in can only be turned off while single sign-on is on and you have signed in with it once',
  ssoManagerEmailTaken: 'This e-mail address is listed twice: an address manages one location',
  ssoManagerIsOwner: "An owner's e-mail address signs in as the owner: it cannot be a manager too",
  ssoUnknownLocation: 'One of the locations was not found',
  passwordSignInOff:
    'This organization signs in with single sign-on: use "Sign in with single sign-on" on the login page',
} as const;

/**
 * Why a sign-in through the provider did not end in a session: the callback redirects to the web
 * app's error screen with one of these codes (never a token), so the screen says it in the page's
 * language.
 */
export const ssoCallbackMessages = {
  ssoLoginExpired: 'This sign-in link has expired or was already used: start again from the login page',
  ssoProviderRefused: 'The identity provider did not sign you in',
  ssoTokenInvalid: "The identity provider's answer could not be verified",
  ssoEmailNotVerified: 'The identity provider has not verified your e-mail address',
  ssoNoAccount: 'Your e-mail address has no account in this organization: ask its owner to add you',
  ssoUnavailable: 'Single sign-on is not available for this organization right now',
} as const;

export type SsoCallbackCode =
  | 'SSO_LOGIN_EXPIRED'
  | 'SSO_PROVIDER_REFUSED'
  | 'SSO_TOKEN_INVALID'
  | 'SSO_EMAIL_NOT_VERIFIED'
  | 'SSO_NO_ACCOUNT'
  | 'SSO_UNAVAILABLE'
  | 'ORGANIZATION_INACTIVE';
