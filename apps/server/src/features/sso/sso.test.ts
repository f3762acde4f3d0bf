import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { signInAtProvider, startOidcProvider } from '../../../test/oidc-provider.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

const REDIRECT_URI = 'http://localhost:3000/api/auth/sso/callback';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let owner: Awaited<ReturnType<typeof createOrganization>>;
let place: Awaited<ReturnType<typeof createLocation>>;
let ownerToken: string;
let ip = 0;
/** Each sign-in from an address of its own: the failed-login limit never mixes the tests. */
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  t = await buildTestApp({ ssoAllowHttp: true });
  call = httpClient(t);
  owner = await createOrganization(t.db, { email: `Owner-${Date.now()}@Example.com` });
  place = await createLocation(t.db, owner.organization.id);
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { accountType: 'orgAdmin', email: owner.email, password: owner.password },
  });
  ownerToken = login.body.token;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const settings = (extra: Record<string, unknown> = {}) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  enabled: true,
  passwordSignInOff: false,
  ...extra,
});

/** Start → the provider's form as `login` → the callback: where the server sends the browser. */
async function signIn(email: string, login = email) {
  const start = await call({ method: 'POST', url: '/api/auth/sso/start', body: { email }, ip: freshIp() });
  expect(start.status).toBe(200);
  const back = await signInAtProvider(start.body.authorizationUrl, login, REDIRECT_URI);
  return callback(back.search);
}

async function callback(search: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/callback${search}` });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  const [path = '', hash = ''] = location.split('#');
  return { location, path, fields: Object.fromEntries(new URLSearchParams(hash)) };
}

describe('owner settings', () => {
  it('starts empty, with the redirect URI to register at the provider', async () => {
    const res = await call({ url: '/api/organization/sso', token: ownerToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: null,
      clientSecretSet: false,
      enabled: false,
      passwordSignInOff: false,
      redirectUri: REDIRECT_URI,
      managers: [],
    });
  });

  it('refuses bad input with a code, never a 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [settings({ issuer: 'not a url' }), 400, 'SSO_ISSUER_UNREACHABLE'],
      [settings({ issuer: 'http://127.0.0.1:1' }), 400, 'SSO_ISSUER_UNREACHABLE'],
      [settings({ issuer: `${provider.issuer}/elsewhere` }), 400, 'SSO_ISSUER_UNREACHABLE'],
      [settings({ clientSecret: '' }), 400, 'SSO_CLIENT_SECRET_REQUIRED'],
      [settings({ passwordSignInOff: true }), 409, 'SSO_PASSWORD_OFF_NEEDS_SSO'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call({ method: 'PUT', url: '/api/organization/sso', token: ownerToken, body });
      expect({ status: res.status, code: res.body.code }, JSON.stringify(body)).toEqual({ status, code });
    }
  });

  it('names the field of a malformed body', async () => {
    const res = await call({
      method: 'PUT',
      url: '/api/organization/sso',
      token: ownerToken,
      body: settings({ enabled: 'yes' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('enabled');
  });

  it('saves after reading the discovery document, and never answers the secret', async () => {
    const res = await call({
      method: 'PUT',
      url: '/api/organization/sso',
      token: ownerToken,
      body: settings(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ issuer: provider.issuer, clientSecretSet: true, enabled: true });
    expect(JSON.stringify(res.body)).not.toContain(provider.clientSecret);
    const stored = await t.pool.query('select client_secret_sealed from sso_settings');
    expect(stored.rows[0].client_secret_sealed).not.toContain(provider.clientSecret);
    // An empty secret keeps the stored one.
    const again = await call({
      method: 'PUT',
      url: '/api/organization/sso',
      token: ownerToken,
      body: settings({ clientSecret: '' }),
    });
    expect(again.status).toBe(200);
  });

  it('lists manager e-mails by location code, each once, never an owner', async () => {
    const put = (managers: unknown) =>
      call({ method: 'PUT', url: '/api/organization/sso/managers', token: ownerToken, body: { managers } });
    expect((await put([{ email: 'x@example.com', locationId: 'ZZZZZZ' }])).body.code).toBe(
      'SSO_UNKNOWN_LOCATION',
    );
    expect((await put([{ email: owner.email, locationId: place.code }])).body.code).toBe(
      'SSO_MANAGER_IS_OWNER',
    );
    const twice = await put([
      { email: 'Twice@example.com', locationId: place.code },
      { email: 'twice@example.com', locationId: place.code },
    ]);
    expect([twice.status, twice.body.code]).toEqual([409, 'SSO_MANAGER_EMAIL_TAKEN']);
    const ok = await put([{ email: 'Boss@Example.com', locationId: place.code.toLowerCase() }]);
    expect(ok.status).toBe(200);
    expect(ok.body.managers).toEqual([
      { email: 'boss@example.com', locationId: place.code, locationName: place.location.name },
    ]);
  });

  it('refuses an http issuer unless SSO_ALLOW_HTTP=1', async () => {
    const strict = await buildTestApp({ ssoAllowHttp: false });
    try {
      const other = await createOrganization(strict.db);
      const login = await httpClient(strict)({
        method: 'POST',
        url: '/api/auth/login',
        body: { accountType: 'orgAdmin', email: other.email, password: other.password },
      });
      const res = await httpClient(strict)({
        method: 'PUT',
        url: '/api/organization/sso',
        token: login.body.token,
        body: settings(),
      });
      expect([res.status, res.body.code]).toEqual([400, 'SSO_ISSUER_NOT_HTTPS']);
    } finally {
      await strict.close();
    }
  });
});

describe('sign-in through the provider', () => {
  it('refuses an address no organization lists, with a code', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/auth/sso/start',
      body: { email: 'nobody@example.com' },
      ip: freshIp(),
    });
    expect([res.status, res.body.code]).toEqual([404, 'SSO_NOT_FOUND']);
    const bad = await call({
      method: 'POST',
      url: '/api/auth/sso/start',
      body: { email: 'nope' },
      ip: freshIp(),
    });
    expect(bad.status).toBe(400);
  });

  it('signs the owner in (e-mail in any case) with an owner session', async () => {
    const { path, fields } = await signIn(owner.email.toLowerCase(), owner.email.toUpperCase());
    expect(path).toBe('/sso/done');
    expect(fields).toMatchObject({ kind: 'orgAdmin', organizationId: owner.organization.id });
    const me = await call({ url: '/api/organization/sso', token: fields.token });
    expect(me.status).toBe(200);
    expect(me.body.ownerSignedInAt).not.toBeNull();
  });

  it("signs a listed manager in with the location's manager session", async () => {
    const { path, fields } = await signIn('boss@example.com');
    expect(path).toBe('/sso/done');
    expect(fields).toMatchObject({ kind: 'manager', locationId: place.code });
    const session = await call({ url: '/api/auth/validate', token: fields.token });
    expect(session.body).toMatchObject({ valid: true, accountType: 'manager', locationId: place.code });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    provider.unverified.add('boss@example.com');
    try {
      expect((await signIn('boss@example.com')).location).toBe('/sso/error?code=SSO_EMAIL_NOT_VERIFIED');
    } finally {
      provider.unverified.delete('boss@example.com');
    }
  });

  it('refuses a provider user the organization does not know, creating nothing', async () => {
    const before = await t.pool.query('select count(*)::int as n from org_admins');
    const { location } = await signIn('boss@example.com', 'stranger@example.com');
    expect(location).toBe('/sso/error?code=SSO_NO_ACCOUNT');
    const after = await t.pool.query('select count(*)::int as n from org_admins');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('takes a state once, and says so when the provider refused', async () => {
    const start = await call({
      method: 'POST',
      url: '/api/auth/sso/start',
      body: { email: 'boss@example.com' },
      ip: freshIp(),
    });
    const back = await signInAtProvider(start.body.authorizationUrl, 'boss@example.com', REDIRECT_URI);
    expect((await callback(back.search)).path).toBe('/sso/done');
    expect((await callback(back.search)).location).toBe('/sso/error?code=SSO_LOGIN_EXPIRED');
    expect((await callback('?code=made-up&state=made-up')).location).toBe(
      '/sso/error?code=SSO_LOGIN_EXPIRED',
    );
    expect((await callback('')).location).toBe('/sso/error?code=SSO_LOGIN_EXPIRED');

    const next = await call({
      method: 'POST',
      url: '/api/auth/sso/start',
      body: { email: 'boss@example.com' },
      ip: freshIp(),
    });
    const state = new URL(next.body.authorizationUrl).searchParams.get('state');
    expect((await callback(`?error=access_denied&state=${state}`)).location).toBe(
      '/sso/error?code=SSO_PROVIDER_REFUSED',
    );
  });
});

describe('password sign-in off', () => {
  it('refuses owner and manager passwords and resets; the kiosk and the provider still sign in', async () => {
    const off = await call({
      method: 'PUT',
      url: '/api/organization/sso',
      token: ownerToken,
      body: settings({ clientSecret: '', passwordSignInOff: true }),
    });
    expect(off.status).toBe(200);
    expect(off.body.passwordSignInOff).toBe(true);

    const ownerLogin = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { accountType: 'orgAdmin', email: owner.email, password: owner.password },
      ip: freshIp(),
    });
    expect([ownerLogin.status, ownerLogin.body.code]).toEqual([403, 'PASSWORD_SIGN_IN_OFF']);
    const manager = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { accountType: 'manager', locationId: place.code, password: place.managerPassword },
      ip: freshIp(),
    });
    expect([manager.status, manager.body.code]).toEqual([403, 'PASSWORD_SIGN_IN_OFF']);
    const reset = await call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: owner.email },
      ip: freshIp(),
    });
    expect([reset.status, reset.body.code]).toEqual([403, 'PASSWORD_SIGN_IN_OFF']);

    const kiosk = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { accountType: 'location', locationId: place.code, password: place.locationPassword },
      ip: freshIp(),
    });
    expect(kiosk.status).toBe(200);
    expect((await signIn(owner.email)).fields.kind).toBe('orgAdmin');

    // Turning SSO off with passwords off is refused: the owner could no longer sign in at all.
    const locked = await call({
      method: 'PUT',
      url: '/api/organization/sso',
      token: ownerToken,
      body: settings({ clientSecret: '', enabled: false, passwordSignInOff: true }),
    });
    expect([locked.status, locked.body.code]).toEqual([409, 'SSO_PASSWORD_OFF_NEEDS_SSO']);
  });
});
