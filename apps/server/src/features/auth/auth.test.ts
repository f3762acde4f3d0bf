import { createHash } from 'node:crypto';
import { messages } from '@shiftclock/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization, setOrganizationStatus } from '../../../test/fixtures.ts';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink.ts';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let clock = Date.now();
let nextIp = 1;
/** Each test gets its own client address, so per-IP limits of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: smtp.url }, undefined, { now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Req = { method?: 'GET' | 'POST'; url: string; body?: unknown; token?: string; ip?: string };
async function call({ method = 'POST', url, body, token, ip }: Req) {
  const res = await t.app.inject({
    method,
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip ?? freshIp(),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

const registration = (email: string) => ({
  organizationName: 'Bean There Café',
  email,
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
});

describe('registration and e-mail verification', () => {
  it('registers, mails a real verification link, verifies, then lets the admin log in', async () => {
    const email = 'Owner.Verify@Example.com';
    const before = smtp.received.length;
    const res = await call({ url: '/api/auth/register-organization', body: registration(email) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.registrationSuccess);

    const login = () =>
      call({ url: '/api/auth/login', body: { email, password: 'Secret1!', accountType: 'orgAdmin' } });
    const unverified = await login();
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await smtp.waitFor(email, { after: before });
    expect(mail.raw).toContain('ShiftClock');
    expect(mail.raw).toMatch(/valid for 24 hours/);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    const link = linkIn(mail, '/auth/verify-email');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('type')).toBe('organization');
    const token = link.searchParams.get('token') ?? '';

    const status = await call({
      method: 'GET',
      url: `/api/auth/verify-email/status?token=${token}&type=organization`,
    });
    expect(status.body).toEqual({ verified: false });
    const verify = await call({ url: '/api/auth/verify-email', body: { token, type: 'organization' } });
    expect(verify.status).toBe(200);
    const after = await call({
      method: 'GET',
      url: `/api/auth/verify-email/status?token=${token}&type=organization`,
    });
    expect(after.body).toEqual({ verified: true });
    // A second click on the same link is not an error.
    expect((await call({ url: '/api/auth/verify-email', body: { token } })).status).toBe(200);

    const ok = await login();
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ accountType: 'orgAdmin', email });
    expect(ok.body.organization).toMatchObject({ organizationName: 'Bean There Café', status: 'pending' });
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('answers field errors with the messages of docs/product.md section 5', async () => {
    const res = await call({
      url: '/api/auth/register-organization',
      body: { organizationName: '', email: 'nope', password: 'short', confirmPassword: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        path: 'organizationName',
        msg: messages.organizationNameRequired,
        code: 'ORGANIZATION_NAME_REQUIRED',
      },
      { path: 'email', msg: messages.emailInvalid, code: 'EMAIL_INVALID' },
      { path: 'password', msg: messages.passwordRequirements, code: 'PASSWORD_REQUIREMENTS' },
      { path: 'confirmPassword', msg: messages.confirmPasswordRequired, code: 'CONFIRM_PASSWORD_REQUIRED' },
    ]);
  });

  it('refuses a taken e-mail, whatever its case, with 409 on the email field', async () => {
    await call({ url: '/api/auth/register-organization', body: registration('taken@example.com') });
    const res = await call({
      url: '/api/auth/register-organization',
      body: registration('TAKEN@example.com'),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(res.body.errors).toEqual([{ path: 'email', msg: messages.emailTaken, code: 'EMAIL_TAKEN' }]);
  });

  it('refuses an unknown verification token', async () => {
    const res = await call({ url: '/api/auth/verify-email', body: { token: 'not-a-real-token' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.invalidVerificationLink);
    const status = await call({ method: 'GET', url: '/api/auth/verify-email/status?token=nope' });
    expect(status.body).toEqual({ verified: false });
  });

  it('resends verification with the same answer for known and unknown e-mails', async () => {
    const { email } = await createOrganization(t.db, { verified: false });
    const known = await call({ url: '/api/auth/resend-verification', body: { email } });
    const unknown = await call({
      url: '/api/auth/resend-verification',
      body: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    await smtp.waitFor(email);
  });
});

describe('location, manager and organization admin login', () => {
  it('logs in a location and a manager, case-insensitively on the location ID', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const res = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code.toLowerCase(), password: loc.locationPassword, accountType: 'location' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      accountType: 'location',
      locationId: loc.code,
      locationName: loc.location.name,
      organizationId: organization.id,
    });
    const validate = await call({ method: 'GET', url: '/api/auth/validate', token: res.body.token });
    expect(validate.body).toEqual({
      valid: true,
      accountType: 'location',
      locationId: loc.code,
      organizationId: organization.id,
    });

    const manager = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' },
    });
    expect(manager.status).toBe(200);
    expect(manager.body.user.accountType).toBe('manager');
  });

  it('gives the same 401 text for a wrong location ID and a wrong password', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const wrongId = await call({
      url: '/api/auth/login',
      body: { locationId: 'ZZZZZZ', password: loc.locationPassword, accountType: 'location' },
    });
    const wrongPassword = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: 'wrong123', accountType: 'location' },
    });
    // The manager password does not open the location account.
    const otherAccount = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.managerPassword, accountType: 'location' },
    });
    for (const res of [wrongId, wrongPassword, otherAccount]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.invalidLocationLogin, code: 'INVALID_LOCATION_LOGIN' });
    }
  });

  it('refuses location and manager accounts of an inactive organization, at login and on the next call', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const login = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' },
    });
    await setOrganizationStatus(t.db, organization.id, 'suspended');
    const next = await call({ method: 'GET', url: '/api/auth/validate', token: login.body.token });
    expect(next.status).toBe(403);
    expect(next.body.message).toBe(messages.organizationInactive);
    const again = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' },
    });
    expect(again.status).toBe(403);

    const expired = await createOrganization(t.db, { licenseEndsAt: new Date(clock - 1000) });
    const loc2 = await createLocation(t.db, expired.organization.id);
    const res = await call({
      url: '/api/auth/login',
      body: { locationId: loc2.code, password: loc2.locationPassword, accountType: 'location' },
    });
    expect(res.status).toBe(403);
  });

  it('lets an organization admin log in whatever the status, and refuses a wrong password', async () => {
    const { email, password } = await createOrganization(t.db, { status: 'rejected' });
    const ok = await call({ url: '/api/auth/login', body: { email, password, accountType: 'orgAdmin' } });
    expect(ok.status).toBe(200);
    expect(ok.body.organization.status).toBe('rejected');
    const bad = await call({
      url: '/api/auth/login',
      body: { email, password: 'Wrong123!', accountType: 'orgAdmin' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(messages.invalidOrgAdminLogin);
    const unknown = await call({
      url: '/api/auth/login',
      body: { email: 'ghost@example.com', password, accountType: 'orgAdmin' },
    });
    expect(unknown.body).toEqual(bad.body);
  });

  it('stops a guessing address after 10 failures, saying when to retry, but not the rightful user elsewhere', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const attacker = freshIp();
    const attempt = (password: string, ip: string) =>
      call({ url: '/api/auth/login', ip, body: { locationId: loc.code, password, accountType: 'location' } });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong123', attacker)).status).toBe(401);
    // The attacker is stopped, even with the right password.
    const limited = await attempt(loc.locationPassword, attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/try again in \d+ minutes?/i);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      code: 'TOO_MANY_FAILED_LOGINS',
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    // The kiosk, from its own address, still signs in (it used to get 429 for 15 minutes).
    expect((await attempt(loc.locationPassword, freshIp())).status).toBe(200);

    clock += 15 * 60_000 + 1000;
    expect((await attempt(loc.locationPassword, attacker)).status).toBe(200);
  });

  it('stops guesses at one account from many addresses after 50, yet lets a clean address sign in', async () => {
    const { organization, email, password } = await createOrganization(t.db);
    const guess = (ip: string, guessed = 'Wrong-guess1') =>
      call({ url: '/api/auth/login', ip, body: { email, password: guessed, accountType: 'orgAdmin' } });
    // Ten addresses, five guesses each: 50 failures, none of them over the per-address limit.
    const addresses = Array.from({ length: 10 }, () => freshIp());
    for (const ip of addresses) for (let i = 0; i < 5; i++) expect((await guess(ip)).status).toBe(401);
    // Every address that has guessed is now stopped for this account, even with the right password.
    for (const ip of addresses) expect((await guess(ip, password)).status).toBe(429);
    // A fresh address gets one wrong guess, then it is stopped too.
    const fresh = freshIp();
    expect((await guess(fresh)).status).toBe(401);
    expect((await guess(fresh)).status).toBe(429);
    // The owner, from an address that has not failed, signs in.
    const owner = await guess(freshIp(), password);
    expect(owner.status).toBe(200);
    expect(owner.body.organization.organizationId).toBe(organization.id);
  });

  it('limits failed logins per IP too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await call({
        url: '/api/auth/login',
        ip,
        body: { locationId: `AAAA${i}2`.slice(0, 6), password: 'x', accountType: 'manager' },
      });
      expect(res.status).toBe(401);
    }
    const res = await call({
      url: '/api/auth/login',
      ip,
      body: { locationId: 'BBBBBB', password: 'x', accountType: 'manager' },
    });
    expect(res.status).toBe(429);
  });
});

describe('tokens', () => {
  it('refuses a missing, garbage and expired token with 401', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    expect((await call({ method: 'GET', url: '/api/auth/validate' })).status).toBe(401);
    expect((await call({ method: 'GET', url: '/api/auth/validate', token: 'garbage' })).status).toBe(401);

    const login = await call({
      url: '/api/auth/login',
      body: { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' },
    });
    clock += 12 * 3600_000 + 1000; // a manager token lives 12 hours
    const res = await call({ method: 'GET', url: '/api/auth/validate', token: login.body.token });
    expect(res.status).toBe(401);
  });
});

describe('logout and revocation', () => {
  const validate = async (token: string) =>
    (await call({ method: 'GET', url: '/api/auth/validate', token })).status;
  const logout = async (token: string) => (await call({ url: '/api/auth/logout', token })).status;

  it('ends the presented token only, for every kind of account; a logged-out token is refused everywhere', async () => {
    const { organization, email, password } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const logins = {
      location: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
      manager: { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' },
      orgAdmin: { email, password, accountType: 'orgAdmin' },
    };
    for (const [kind, body] of Object.entries(logins)) {
      // Two devices signed in to the same account.
      const first = (await call({ url: '/api/auth/login', body })).body.token as string;
      const second = (await call({ url: '/api/auth/login', body })).body.token as string;
      expect(await logout(first), kind).toBe(204);
      expect(await validate(first), kind).toBe(401);
      expect(await validate(second), kind).toBe(200);
      // Logging out again changes nothing: the token is no session any more.
      expect(await logout(first), kind).toBe(401);
    }
    const kiosk = (await call({ url: '/api/auth/login', body: logins.location })).body.token as string;
    await logout(kiosk);
    expect((await call({ method: 'GET', url: '/api/shift/current', token: kiosk })).status).toBe(401);
    expect(
      (await call({ url: '/api/shift/clock-in', token: kiosk, body: { employeeId: '001' } })).status,
    ).toBe(401);

    const master = (await call({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } })).body
      .token as string;
    const otherMaster = (await call({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } }))
      .body.token as string;
    expect(await logout(master)).toBe(204);
    expect((await call({ method: 'GET', url: '/api/master-admin/dashboard', token: master })).status).toBe(
      401,
    );
    expect(await validate(otherMaster)).toBe(200);
  });

  it('keeps a revoked token only until it would have expired', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const body = { locationId: loc.code, password: loc.managerPassword, accountType: 'manager' };
    const old = (await call({ url: '/api/auth/login', body })).body.token as string;
    await logout(old);
    const { jti } = JSON.parse(Buffer.from(old.split('.')[1] ?? '', 'base64url').toString());
    const stored = async () =>
      (await t.pool.query('select count(*)::int as n from revoked_tokens where jti = $1', [jti])).rows[0].n;
    expect(await stored()).toBe(1);
    clock += 12 * 3600_000 + 1000; // past the manager token's 12 hours
    const fresh = (await call({ url: '/api/auth/login', body })).body.token as string;
    await logout(fresh);
    expect(await stored()).toBe(0);
    expect(await validate(old)).toBe(401);
  });

  it("ends the owner's direct-access sessions when the owner's password is reset, and only those", async () => {
    const { organization, email, password } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const owner = (await call({ url: '/api/auth/login', body: { email, password, accountType: 'orgAdmin' } }))
      .body.token as string;
    const direct = async (accountType: 'location' | 'manager') =>
      (
        await call({
          url: '/api/auth/direct-access',
          token: owner,
          body: { locationId: loc.code, accountType },
        })
      ).body.token as string;
    const kiosk = await direct('location');
    const manager = await direct('manager');
    const ownKiosk = (
      await call({
        url: '/api/auth/login',
        body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
      })
    ).body.token as string;
    expect([await validate(kiosk), await validate(manager)]).toEqual([200, 200]);

    const before = smtp.received.length;
    await call({ url: '/api/auth/forgot-password', body: { email } });
    const link = linkIn(await smtp.waitFor(email, { after: before }), '/auth/reset-password');
    const reset = await call({
      url: '/api/auth/reset-password',
      body: { token: link.searchParams.get('token'), password: 'Brandnew1!', accountType: 'orgAdmin' },
    });
    expect(reset.body).toEqual({ message: messages.passwordResetSuccess });

    expect([await validate(kiosk), await validate(manager), await validate(owner)]).toEqual([401, 401, 401]);
    // The location's own login does not depend on the owner's password.
    expect(await validate(ownKiosk)).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('writes the e-mail in the language of the page that asked (its Accept-Language), else English', async () => {
    const { email } = await createOrganization(t.db);
    const ask = async (acceptLanguage: string) => {
      const before = smtp.received.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      return (await smtp.waitFor(email, { after: before })).raw.replace(/=\r?\n/g, '');
    };
    expect(await ask('de-AT,de;q=0.9,en;q=0.5')).toMatch(/Stunde .*einmal verwendet werden/);
    expect(await ask('fr-CH, fr;q=0.9')).toMatch(/Choisir un nouveau mot de passe/);
    expect(await ask('it-IT,es;q=0.8')).toMatch(/Elegir una contrase/);
    expect(await ask('ja')).toMatch(/valid for 1 hour and can be used once/);
  });

  it('mails a 1-hour single-use link; the new password works, the old one and the old token do not', async () => {
    const { email, password } = await createOrganization(t.db);
    const oldLogin = await call({
      url: '/api/auth/login',
      body: { email, password, accountType: 'orgAdmin' },
    });
    const before = smtp.received.length;
    const forgot = await call({ url: '/api/auth/forgot-password', body: { email } });
    expect(forgot.status).toBe(200);
    const mail = await smtp.waitFor(email, { after: before });
    expect(mail.raw).toMatch(/valid for 1 hour/);
    const link = linkIn(mail, '/auth/reset-password');
    expect(link.searchParams.get('type')).toBe('orgAdmin');
    const token = link.searchParams.get('token') ?? '';

    const weak = await call({
      url: '/api/auth/reset-password',
      body: { token, password: 'weak', accountType: 'orgAdmin' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([
      { path: 'password', msg: messages.resetPasswordStrict, code: 'RESET_PASSWORD_STRICT' },
    ]);

    const reset = await call({
      url: '/api/auth/reset-password',
      body: { token, password: 'Brand9new!', accountType: 'orgAdmin' },
    });
    expect(reset.status).toBe(200);

    const reused = await call({
      url: '/api/auth/reset-password',
      body: { token, password: 'Another9!', accountType: 'orgAdmin' },
    });
    expect(reused.status).toBe(400);

    expect(
      (await call({ url: '/api/auth/login', body: { email, password, accountType: 'orgAdmin' } })).status,
    ).toBe(401);
    const fresh = await call({
      url: '/api/auth/login',
      body: { email, password: 'Brand9new!', accountType: 'orgAdmin' },
    });
    expect(fresh.status).toBe(200);
    // The password change revoked the token issued before it.
    expect(
      (await call({ method: 'GET', url: '/api/auth/validate', token: oldLogin.body.token })).status,
    ).toBe(401);
    expect((await call({ method: 'GET', url: '/api/auth/validate', token: fresh.body.token })).status).toBe(
      200,
    );
  });

  it('refuses a reset link after an hour', async () => {
    const { email } = await createOrganization(t.db);
    const before = smtp.received.length;
    await call({ url: '/api/auth/forgot-password', body: { email } });
    const token = linkIn(
      await smtp.waitFor(email, { after: before }),
      '/auth/reset-password',
    ).searchParams.get('token');
    clock += 3600_000 + 1000;
    const res = await call({ url: '/api/auth/reset-password', body: { token, password: 'Brand9new!' } });
    expect(res.status).toBe(400);
  });

  it('answers forgot-password identically for a known and an unknown e-mail', async () => {
    const { email } = await createOrganization(t.db);
    const known = await call({ url: '/api/auth/forgot-password', body: { email } });
    const unknown = await call({
      url: '/api/auth/forgot-password',
      body: { email: 'nobody-here@example.com' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('limits forgot-password to 5 an hour per e-mail', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++)
      expect((await call({ url: '/api/auth/forgot-password', body: { email } })).status).toBe(200);
    const res = await call({ url: '/api/auth/forgot-password', body: { email } });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/try again in/i);
  });
});

describe('master key and direct access', () => {
  it('logs the master admin in with the key and refuses a wrong one, 429 after 5 failures', async () => {
    const ok = await call({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } });
    expect(ok.status).toBe(200);
    const validate = await call({ method: 'GET', url: '/api/auth/validate', token: ok.body.token });
    expect(validate.body).toMatchObject({ valid: true, accountType: 'master' });

    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const bad = await call({ url: '/api/master-auth/login', ip, body: { password: 'wrong' } });
      expect(bad.status).toBe(401);
      expect(bad.body.message).toBe('Invalid password');
    }
    expect(
      (await call({ url: '/api/master-auth/login', ip, body: { password: TEST_MASTER_KEY } })).status,
    ).toBe(429);
  });

  it('keeps the master key out of master tokens, and a changed MASTER_KEY revokes them', async () => {
    const login = await call({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } });
    const token = login.body.token as string;
    const payload = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
    const hex = (value: string) => createHash('sha256').update(value).digest('hex');
    for (const digest of [hex(TEST_MASTER_KEY), hex(`env:${TEST_MASTER_KEY}`)]) {
      expect(payload).not.toContain(digest.slice(0, 8));
    }

    // Another instance on the same database (the same token secret), started with a key of its own.
    const restartWith = async (masterKey: string) => {
      const database = connectDatabase(t.config.databaseUrl as string, { max: 2 });
      const app = await buildApp({
        config: { ...t.config, masterKey },
        database,
        now: () => new Date(clock),
      });
      const res = await app.inject({
        url: '/api/auth/validate',
        headers: { authorization: `Bearer ${token}` },
      });
      await app.close();
      await database.close();
      return res.statusCode;
    };
    expect(await restartWith(TEST_MASTER_KEY)).toBe(200);
    expect(await restartWith('another-master-key-0123')).toBe(401);
  });

  it('gives an organization admin a token of its own location, and 404 for another organization', async () => {
    const mine = await createOrganization(t.db);
    const theirs = await createOrganization(t.db);
    const myLocation = await createLocation(t.db, mine.organization.id);
    const theirLocation = await createLocation(t.db, theirs.organization.id);
    const login = await call({
      url: '/api/auth/login',
      body: { email: mine.email, password: mine.password, accountType: 'orgAdmin' },
    });
    const token = login.body.token;

    const ok = await call({
      url: '/api/auth/direct-access',
      token,
      body: { locationId: myLocation.code, accountType: 'manager' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ accountType: 'manager', locationId: myLocation.code });
    const validate = await call({ method: 'GET', url: '/api/auth/validate', token: ok.body.token });
    expect(validate.body).toMatchObject({ accountType: 'manager', locationId: myLocation.code });

    const other = await call({
      url: '/api/auth/direct-access',
      token,
      body: { locationId: theirLocation.code, accountType: 'manager' },
    });
    expect(other.status).toBe(404);

    // Only organization admins may ask for direct access.
    const asManager = await call({
      url: '/api/auth/direct-access',
      token: ok.body.token,
      body: { locationId: myLocation.code, accountType: 'location' },
    });
    expect(asManager.status).toBe(403);
  });
});
