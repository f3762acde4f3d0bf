import * as client from 'openid-client';

/**
 * The relying party's side of OpenID Connect, through openid-client (the certified library by the
 * author of jose): discovery, the authorization URL with PKCE (S256), state and nonce, and the code
 * exchange that checks the ID token's signature, issuer, audience, expiry and nonce, and the state.
 */

/** How long one call to the provider may take, in seconds: a sign-in does not hang on a slow provider. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

export async function discover(settings: ProviderSettings, allowHttp: boolean) {
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    // Basic is the method RFC 6749 requires every provider to support for confidential clients.
    client.ClientSecretBasic(settings.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: allowHttp ? [client.allowInsecureRequests] : [],
    },
  );
}

export type ProviderConfiguration = Awaited<ReturnType<typeof discover>>;

/** A fresh state, nonce and PKCE verifier, and the URL that sends the browser to the provider. */
export async function authorizationRequest(
  configuration: ProviderConfiguration,
  input: { redirectUri: string; loginHint: string },
) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the code and checks the answer; the e-mail and whether the provider verified it come
 * from the ID token, or from the userinfo endpoint when the token does not carry them (providers put
 * scope claims in one or the other).
 */
export async function exchangeCode(
  configuration: ProviderConfiguration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
) {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  let email = claims.email;
  let verified = claims.email_verified;
  if (typeof email !== 'string') {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = info.email;
    verified = info.email_verified;
  }
  return { email: typeof email === 'string' ? email : null, emailVerified: verified === true };
}
