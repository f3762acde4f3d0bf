import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider for single sign-on's tests (oidc-provider, the certified
 * implementation), on http and a port from the OS. Its development sign-in form takes any login:
 * the login is the e-mail address, verified unless it is in `unverified`.
 */
export async function startOidcProvider(options: { redirectUris: string[]; port?: number }) {
  const server: Server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'shiftclock';
  const clientSecret = 'a-client-secret-of-the-tests-0123456789';
  const unverified = new Set<string>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['the-cookie-key-of-the-test-provider'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !unverified.has(id) }),
    }),
    // Consent is given at once: the sign-in form is the only step.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientOf = ctx.oidc.client?.clientId;
      if (!accountId || !clientOf) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: clientOf, accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
  });
  // Not the library's own warning on every run.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    unverified,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/**
 * Signs in at the provider as a browser would, from the authorization URL: follows its redirects with
 * its cookies, fills its sign-in form with `login`, and stops at the redirect back to the relying
 * party, whose URL (code and state, or an error) it returns.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string) {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString();
  }
  throw new Error('the provider never redirected back');
}
