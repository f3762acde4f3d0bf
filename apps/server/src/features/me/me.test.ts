import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeSignIn } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { freshIp } from '../../../test/route-world.ts';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: smtp.url }, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An organization with two locations and a person working at both, with an e-mail. */
async function world(email = `p-${Math.random().toString(36).slice(2)}@example.com`) {
  // A license beyond the test's moving clock (a session lasts 60 days).
  const org = await createOrganization(t.db, { licenseEndsAt: new Date(Date.now() + 3 * 365 * 86_400_000) });
  const a = await createLocation(t.db, org.organization.id, { name: 'Alpha' });
  const b = await createLocation(t.db, org.organization.id, { name: 'Beta', timezone: 'America/New_York' });
  const atA = await createEmployee(t.db, a.location.id, '004', { name: 'Pat Lee' });
  await createEmployee(t.db, b.location.id, '017', { personId: atA.personId });
  await t.pool.query('update people set email = $2 where id = $1', [atA.personId, email]);
  return { org, a, b, personId: atA.personId, email, managerA: await loginAs(call, a, 'manager') };
}

const ask = (email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/sign-in-link',
    payload: { email },
    headers: { 'accept-language': language },
    remoteAddress: freshIp(),
  });

describe('signing in with an e-mailed link', () => {
  it('mails a one-time link that opens a session naming the person and their locations', async () => {
    const w = await world();
    const before = smtp.received.length;
    const res = await ask(w.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    const mail = await smtp.waitFor(w.email, { after: before });
    expect(mail.raw).toContain('Pat Lee');
    const link = linkIn(mail, '/me/sign-in');
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('token');

    const signIn = await call({ method: 'POST', url: '/api/me/sign-in', body: { token }, ip: freshIp() });
    expect(signIn.status).toBe(200);
    expect(signIn.body.me.person).toEqual({ id: w.personId, name: 'Pat Lee', email: w.email });
    expect(signIn.body.me.locations).toEqual([
      {
        locationId: w.a.code,
        locationName: 'Alpha',
        timezone: w.a.location.timezone,
        employeeId: '004',
        isActive: true,
      },
      {
        locationId: w.b.code,
        locationName: 'Beta',
        timezone: 'America/New_York',
        employeeId: '017',
        isActive: true,
      },
    ]);
    const me = await call({ url: '/api/me', token: signIn.body.token, ip: freshIp() });
    expect(me.status).toBe(200);
    expect(me.body.organization.id).toBe(w.org.organization.id);

    // The link works once.
    const again = await call({ method: 'POST', url: '/api/me/sign-in', body: { token }, ip: freshIp() });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('SIGN_IN_INVALID');
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const w = await world();
    const known = await ask(w.email);
    const unknown = await ask(`nobody-${Math.random()}@example.com`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(JSON.parse(unknown.body)).toEqual(JSON.parse(known.body));
  });

  it('writes the mail in the language the page asked in', async () => {
    const w = await world();
    const before = smtp.received.length;
    await ask(w.email, 'de-DE,de;q=0.9');
    const mail = await smtp.waitFor(w.email, { after: before });
    expect(mail.raw).toContain('Anmeldelink');
  });

  it('refuses an expired link, and a link of an archived person', async () => {
    const w = await world();
    let before = smtp.received.length;
    await ask(w.email);
    const token = linkIn(await smtp.waitFor(w.email, { after: before }), '/me/sign-in').searchParams.get(
      'token',
    );
    clock += 31 * 60_000;
    const late = await call({ method: 'POST', url: '/api/me/sign-in', body: { token }, ip: freshIp() });
    expect(late.status).toBe(400);

    before = smtp.received.length;
    await ask(w.email);
    const fresh = linkIn(await smtp.waitFor(w.email, { after: before }), '/me/sign-in').searchParams.get(
      'token',
    );
    await t.pool.query('update people set archived_at = now() where id = $1', [w.personId]);
    const archived = await call({
      method: 'POST',
      url: '/api/me/sign-in',
      body: { token: fresh },
      ip: freshIp(),
    });
    expect(archived.status).toBe(400);
  });
});

describe('signing in with a code from a manager', () => {
  it('shows the code once, accepts it in any case with or without the dash, once', async () => {
    const w = await world();
    const res = await call({
      method: 'POST',
      url: '/api/admin/employees/004/sign-in-code',
      token: w.managerA,
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const { rows } = await t.pool.query('select secret_hash from person_sign_ins where person_id = $1', [
      w.personId,
    ]);
    expect(JSON.stringify(rows)).not.toContain(res.body.code.replace('-', ''));

    const typed = ` ${res.body.code.toLowerCase().replace('-', ' ')} `;
    const signIn = await call({
      method: 'POST',
      url: '/api/me/sign-in',
      body: { code: typed },
      ip: freshIp(),
    });
    expect(signIn.status).toBe(200);
    const again = await call({
      method: 'POST',
      url: '/api/me/sign-in',
      body: { code: typed },
      ip: freshIp(),
    });
    expect(again.status).toBe(400);
  });

  it('ends the earlier code when a new one is made; refuses an unknown employee and malformed codes', async () => {
    const w = await world();
    const first = await call({
      method: 'POST',
      url: '/api/admin/employees/004/sign-in-code',
      token: w.managerA,
      ip: freshIp(),
    });
    await call({
      method: 'POST',
      url: '/api/admin/employees/004/sign-in-code',
      token: w.managerA,
      ip: freshIp(),
    });
    const old = await call({
      method: 'POST',
      url: '/api/me/sign-in',
      body: { code: first.body.code },
      ip: freshIp(),
    });
    expect(old.status).toBe(400);

    const missing = await call({
      method: 'POST',
      url: '/api/admin/employees/999/sign-in-code',
      token: w.managerA,
      ip: freshIp(),
    });
    expect(missing.status).toBe(404);
    for (const body of [{ code: 'short' }, { code: 'ABCD-EFG0' }, {}, { token: 'x', code: 'ABCDEFGH' }]) {
      const res = await call({ method: 'POST', url: '/api/me/sign-in', body, ip: freshIp() });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('stops an address after 10 wrong codes in 15 minutes (counted in PostgreSQL)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call({
        method: 'POST',
        url: '/api/me/sign-in',
        body: { code: 'WRNG-C0DE'.replace('0', 'Q') },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sessions', () => {
  it('lists the sessions without their tokens, ends one from the app and one by the manager', async () => {
    const w = await world();
    const phone = await employeeSignIn(call, w.managerA, '004');
    clock += 1000;
    const laptop = await employeeSignIn(call, w.managerA, '004');
    const mine = await call({ url: '/api/me/sessions', token: phone.token, ip: freshIp() });
    expect(mine.status).toBe(200);
    expect(mine.body.sessions.map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([
      [laptop.sessionId, false],
      [phone.sessionId, true],
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(phone.token.split('.')[2]);

    // The phone ends the laptop's session: the laptop's token stops working.
    const end = await call({
      method: 'DELETE',
      url: `/api/me/sessions/${laptop.sessionId}`,
      token: phone.token,
      ip: freshIp(),
    });
    expect(end.status).toBe(204);
    expect((await call({ url: '/api/me', token: laptop.token, ip: freshIp() })).status).toBe(401);

    // The manager sees the phone's session and ends it.
    const listed = await call({
      url: '/api/admin/employees/004/app-sessions',
      token: w.managerA,
      ip: freshIp(),
    });
    expect(listed.body.sessions.map((s: { id: string }) => s.id)).toEqual([phone.sessionId]);
    const byManager = await call({
      method: 'DELETE',
      url: `/api/admin/employees/004/app-sessions/${phone.sessionId}`,
      token: w.managerA,
      ip: freshIp(),
    });
    expect(byManager.status).toBe(204);
    expect((await call({ url: '/api/me', token: phone.token, ip: freshIp() })).status).toBe(401);
  });

  it("refuses to end another person's session, and a manager cannot reach a person not at their location", async () => {
    const w = await world();
    const pat = await employeeSignIn(call, w.managerA, '004');
    const other = await createEmployee(t.db, w.a.location.id, '005', { name: 'Other' });
    const otherApp = await employeeSignIn(call, w.managerA, '005');
    const res = await call({
      method: 'DELETE',
      url: `/api/me/sessions/${pat.sessionId}`,
      token: otherApp.token,
      ip: freshIp(),
    });
    expect(res.status).toBe(404);
    expect((await call({ url: '/api/me', token: pat.token, ip: freshIp() })).status).toBe(200);
    expect(other.personId).not.toBe(w.personId);

    const otherOrg = await createOrganization(t.db);
    const c = await createLocation(t.db, otherOrg.organization.id);
    const managerC = await loginAs(call, c, 'manager');
    const reach = await call({
      url: '/api/admin/employees/004/app-sessions',
      token: managerC,
      ip: freshIp(),
    });
    expect(reach.status).toBe(404);
  });

  it('signs out, and ends every session when the owner archives the person', async () => {
    const w = await world();
    const one = await employeeSignIn(call, w.managerA, '004');
    const two = await employeeSignIn(call, w.managerA, '004');
    expect(
      (await call({ method: 'POST', url: '/api/me/sign-out', token: one.token, ip: freshIp() })).status,
    ).toBe(204);
    expect((await call({ url: '/api/me', token: one.token, ip: freshIp() })).status).toBe(401);

    const owner = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: w.org.email, password: w.org.password, accountType: 'orgAdmin' },
      ip: freshIp(),
    });
    const archive = await call({
      method: 'POST',
      url: `/api/organization/people/${w.personId}/archive`,
      token: owner.body.token,
      ip: freshIp(),
    });
    expect(archive.status).toBe(200);
    expect((await call({ url: '/api/me', token: two.token, ip: freshIp() })).status).toBe(401);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from employee_sessions where person_id = $1 and ended_at is null',
      [w.personId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('a session lasts 60 days', async () => {
    const w = await world();
    const app = await employeeSignIn(call, w.managerA, '004');
    clock += 59 * 86_400_000;
    expect((await call({ url: '/api/me', token: app.token, ip: freshIp() })).status).toBe(200);
    clock += 2 * 86_400_000;
    expect((await call({ url: '/api/me', token: app.token, ip: freshIp() })).status).toBe(401);
  });
});
