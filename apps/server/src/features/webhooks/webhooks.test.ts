import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { people } from '../../db/schema/people.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { post } from './dispatcher.ts';
import { verify } from './signing.ts';
import { urlProblem } from './url-guard.ts';

/**
 * Signed webhooks (docs/api.md, "Webhooks") against real HTTP receivers on this machine (node:http
 * on a port the OS picks; WEBHOOKS_ALLOW_HTTP=1 lets the server reach them). Time: the app runs on
 * a clock the tests move (`clock`); after moving it, a test awaits `app.webhooks.drain()`, which runs
 * the dispatcher once more, instead of waiting for its 5-second poll or a 30-second retry.
 */

let clock = Date.now();
let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({ webhooksAllowHttp: true }, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

type Received = {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; organizationId: string; data: Record<string, unknown> };
};
const receivers: { close(): Promise<void> }[] = [];

/** A receiver answering `status` (changeable), after `delayMs`, recording every request. */
async function receiver(options: { status?: number; delayMs?: number } = {}) {
  const received: Received[] = [];
  const state = { status: options.status ?? 200 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      setTimeout(() => response.writeHead(state.status).end('ok'), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const handle = {
    url,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  receivers.push(handle);
  return handle;
}

/** An organization with one location, its kiosk's token, employee 007, and the owner's token. */
async function world() {
  const org = await createOrganization(t.db);
  const loc = await createLocation(t.db, org.organization.id);
  const login = async (body: object) => {
    const res = await call({ method: 'POST', url: '/api/auth/login', body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  };
  const ownerLogin = () => login({ email: org.email, password: org.password, accountType: 'orgAdmin' });
  const owner = await ownerLogin();
  const kiosk = await login({
    locationId: loc.code,
    password: loc.locationPassword,
    accountType: 'location',
  });
  const employee = await createEmployee(t.db, loc.location.id, '007', { name: 'Ann Lee' });
  return { organizationId: org.organization.id, location: loc, owner, ownerLogin, kiosk, employee };
}

async function addEndpoint(owner: string, url: string, events: string[]) {
  const res = await call({
    method: 'POST',
    url: '/api/organization/webhooks',
    token: owner,
    body: { url, events },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.endpoint.id as string, secret: res.body.secret as string };
}

const punch = (kiosk: string, what: 'clock-in' | 'clock-out' | 'break-start' | 'break-end') =>
  call({ method: 'POST', url: `/api/shift/${what}`, token: kiosk, body: { employeeId: '007' } });

const deliveriesOf = async (owner: string, endpointId: string) => {
  const res = await call({ url: `/api/organization/webhooks/${endpointId}/deliveries`, token: owner });
  expect(res.status).toBe(200);
  return res.body.deliveries as {
    id: string;
    eventId: string;
    status: string;
    attempts: number;
    lastStatusCode: number | null;
    eventType: string;
  }[];
};

const eventsOf = async (organizationId: string) =>
  Number(
    (
      await t.db.execute<{ n: string }>(
        sql`select count(*) as n from webhook_events where organization_id = ${organizationId}`,
      )
    ).rows[0]?.n,
  );

describe('a punch at the kiosk', () => {
  it('is POSTed to the endpoint, signed with its secret, with the public shape of the event', async () => {
    const w = await world();
    const hook = await receiver();
    const endpoint = await addEndpoint(w.owner, hook.url, [
      'punch.clocked_in',
      'punch.clocked_out',
      'break.started',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    expect((await punch(w.kiosk, 'clock-in')).status).toBe(201);
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received as [Received];
    expect(
      verify(
        endpoint.secret,
        {
          timestamp: String(got.headers['webhook-timestamp']),
          signature: String(got.headers['webhook-signature']),
        },
        got.body,
        Math.floor(clock / 1000),
      ),
    ).toBe(true);
    expect(
      verify(
        'whsec_wrong',
        {
          timestamp: String(got.headers['webhook-timestamp']),
          signature: String(got.headers['webhook-signature']),
        },
        got.body,
        Math.floor(clock / 1000),
      ),
    ).toBe(false);
    expect(got.headers['webhook-id']).toBe(got.json.id);
    expect(got.json).toMatchObject({
      type: 'punch.clocked_in',
      organizationId: w.organizationId,
      data: {
        locationId: w.location.location.id,
        locationCode: w.location.code,
        employeeId: w.employee.id,
        employeeCode: '007',
        personId: w.employee.personId,
        clockOut: null,
        offline: false,
      },
    });
    expect(got.json.data.clockIn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Not subscribed to break.ended; clock-out and break start are.
    expect((await punch(w.kiosk, 'break-start')).status).toBe(201);
    expect((await punch(w.kiosk, 'break-end')).status).toBe(200);
    expect((await punch(w.kiosk, 'clock-out')).status).toBe(200);
    await t.app.webhooks.drain();
    expect(hook.received.map((r) => r.json.type).sort()).toEqual([
      'break.started',
      'punch.clocked_in',
      'punch.clocked_out',
    ]);
    const log = await deliveriesOf(w.owner, endpoint.id);
    expect(log.map((d) => [d.status, d.lastStatusCode, d.attempts])).toEqual([
      ['delivered', 200, 1],
      ['delivered', 200, 1],
      ['delivered', 200, 1],
    ]);
  });

  it('reaches a receiver that failed for a while, with back-off, under the same event id', async () => {
    const w = await world();
    const hook = await receiver({ status: 500 });
    const endpoint = await addEndpoint(w.owner, hook.url, ['punch.clocked_in']);
    await punch(w.kiosk, 'clock-in');
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(1);
    let [delivery] = await deliveriesOf(w.owner, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });

    // The first retry waits 30 s (±10 %): not at 25 s, by 35 s.
    clock += 25_000;
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(1);
    clock += 10_000;
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(2);

    // Back: the next retry (2 min later) delivers.
    hook.state.status = 204;
    clock += 60_000;
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(2);
    clock += 80_000;
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(3);
    [delivery] = await deliveriesOf(w.owner, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204 });
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('gives up 25 hours after the event, and Resend sends it again with the same id', async () => {
    const w = await world();
    const hook = await receiver({ status: 503 });
    const endpoint = await addEndpoint(w.owner, hook.url, ['punch.clocked_in']);
    await punch(w.kiosk, 'clock-in');
    await t.app.webhooks.drain();
    for (let hour = 0; hour < 30; hour += 1) {
      clock += 3_600_000;
      await t.app.webhooks.drain();
    }
    // A day later the owner signs in again (the first token has expired).
    const owner = await w.ownerLogin();
    const [failed] = await deliveriesOf(owner, endpoint.id);
    expect(failed?.status).toBe('failed');
    const tries = hook.received.length;
    expect(tries).toBeGreaterThan(5);

    hook.state.status = 200;
    const resent = await call({
      method: 'POST',
      url: `/api/organization/webhooks/${endpoint.id}/deliveries/${failed?.id}/resend`,
      token: owner,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.delivery.status).toBe('pending');
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(tries + 1);
    expect(hook.received.at(-1)?.headers['webhook-id']).toBe(failed?.eventId);
    const [delivered] = await deliveriesOf(owner, endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  });
});

describe('what is enqueued', () => {
  it('a rolled-back write sends nothing', async () => {
    const w = await world();
    const hook = await receiver();
    await addEndpoint(w.owner, hook.url, ['punch.clocked_in']);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(shifts).values({
          locationId: w.location.location.id,
          employeeId: w.employee.id,
          clockIn: new Date(clock),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.webhooks.drain();
    expect(await eventsOf(w.organizationId)).toBe(0);
    expect(hook.received).toHaveLength(0);
  });

  it('an organization without a subscribed endpoint gets no row at all', async () => {
    const w = await world();
    await punch(w.kiosk, 'clock-in');
    await punch(w.kiosk, 'clock-out');
    expect(await eventsOf(w.organizationId)).toBe(0);
    // Subscribed to another type: punches still write nothing; a PIN check's counters are no person.updated.
    const hook = await receiver();
    await addEndpoint(w.owner, hook.url, ['person.created', 'person.updated']);
    await punch(w.kiosk, 'clock-in');
    await punch(w.kiosk, 'clock-out');
    await t.db.execute(sql`update people set pin_failures = 1 where id = ${w.employee.personId}`);
    expect(await eventsOf(w.organizationId)).toBe(0);
    await t.db.execute(sql`update people set name = 'Ann Lee-Park' where id = ${w.employee.personId}`);
    await t.app.webhooks.drain();
    expect(hook.received.map((r) => [r.json.type, r.json.data.name])).toEqual([
      ['person.updated', 'Ann Lee-Park'],
    ]);
  });

  it('a turned-off endpoint gets nothing', async () => {
    const w = await world();
    const hook = await receiver();
    const endpoint = await addEndpoint(w.owner, hook.url, ['punch.clocked_in']);
    const off = await call({
      method: 'PUT',
      url: `/api/organization/webhooks/${endpoint.id}`,
      token: w.owner,
      body: { url: hook.url, events: ['punch.clocked_in'], enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.endpoint.enabled).toBe(false);
    await punch(w.kiosk, 'clock-in');
    expect(await eventsOf(w.organizationId)).toBe(0);
  });
});

describe('corrections, approvals and publishing', () => {
  it('send their events with the public shape, whichever path wrote them', async () => {
    const w = await world();
    const hook = await receiver();
    await addEndpoint(w.owner, hook.url, [
      'shift.corrected',
      'period.approved',
      'period.reopened',
      'schedule.published',
      'punch.clocked_out',
    ]);
    await punch(w.kiosk, 'clock-in');
    const locationId = w.location.location.id;
    const [shift] = (
      await t.db.execute<{ id: string }>(sql`select id from shifts where employee_id = ${w.employee.id}`)
    ).rows;
    // A manager's correction: the shift's times and reviewed_at, and its audit entry.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update shifts set clock_out = clock_in + interval '8 hours', corrected = true,
        reviewed_at = now(), reviewed_by = 'Manager' where id = ${shift?.id}`);
      await tx.execute(sql`insert into audit_entries (location_id, shift_id, action, actor, before, after, reason)
        values (${locationId}, ${shift?.id}, 'correct', 'Manager',
          '{"clockIn":"2026-11-30T08:00:00.000Z","clockOut":null}',
          '{"clockIn":"2026-11-30T08:00:00.000Z","clockOut":"2026-11-30T16:00:00.000Z"}', 'Forgot to clock out')`);
    });
    await t.db.execute(sql`insert into pay_period_approvals (location_id, start_date, end_date, approved_by)
      values (${locationId}, '2026-11-23', '2026-11-29', 'Manager')`);
    await t.db.execute(sql`delete from pay_period_approvals where location_id = ${locationId}`);
    await t.db.execute(sql`insert into schedule_publishes (location_id, published_by, start_date, end_date, added, changed, removed)
      values (${locationId}, 'Manager', '2026-12-07', '2026-12-13', 4, 1, 0)`);
    await t.app.webhooks.drain();
    const byType = Object.fromEntries(hook.received.map((r) => [r.json.type, r.json.data]));
    // The correction that closed the shift is a correction, not a clock-out.
    expect(Object.keys(byType).sort()).toEqual([
      'period.approved',
      'period.reopened',
      'schedule.published',
      'shift.corrected',
    ]);
    expect(byType['shift.corrected']).toMatchObject({
      shiftId: shift?.id,
      employeeCode: '007',
      locationCode: w.location.code,
      action: 'correct',
      before: { clockIn: '2026-11-30T08:00:00.000Z', clockOut: null },
      after: { clockIn: '2026-11-30T08:00:00.000Z', clockOut: '2026-11-30T16:00:00.000Z' },
      reason: 'Forgot to clock out',
      correctedBy: 'Manager',
    });
    expect(byType['period.approved']).toMatchObject({
      locationId,
      locationCode: w.location.code,
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      approvedBy: 'Manager',
    });
    expect(byType['period.reopened']).toEqual({
      locationId,
      locationCode: w.location.code,
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(byType['schedule.published']).toMatchObject({
      added: 4,
      changed: 1,
      removed: 0,
      startDate: '2026-12-07',
    });
  });
});

describe("the owner's endpoints", () => {
  it('refuse addresses that are not http(s), carry credentials, or name no events (4xx with a code)', async () => {
    const w = await world();
    const refused = async (url: string, events: string[] = ['punch.clocked_in']) => {
      const res = await call({
        method: 'POST',
        url: '/api/organization/webhooks',
        token: w.owner,
        body: { url, events },
      });
      expect(res.status, url).toBe(400);
      return res.body.code as string;
    };
    expect(await refused('ftp://example.com/hook')).toBe('WEBHOOK_URL_INVALID');
    expect(await refused('not a url')).toBe('WEBHOOK_URL_INVALID');
    expect(await refused('http://user:secret@127.0.0.1/hook')).toBe('WEBHOOK_URL_CREDENTIALS');
    expect(await refused('https://example.com/hook', [])).toBe('WEBHOOK_EVENTS_REQUIRED');
    await refused('https://example.com/hook', ['punch.teleported']);
    expect(await eventsOf(w.organizationId)).toBe(0);
  });

  it('without WEBHOOKS_ALLOW_HTTP, refuse http:// and hosts that resolve to internal addresses', async () => {
    expect((await urlProblem('http://93.184.216.34/hook', false))?.code).toBe('WEBHOOK_URL_INVALID');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/',
      'https://192.168.0.10/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
    ]) {
      expect((await urlProblem(url, false))?.code, url).toBe('WEBHOOK_URL_PRIVATE');
    }
    const resolvesTo = (address: string) => async () => [{ address, family: 4 }];
    expect((await urlProblem('https://hooks.example/', false, resolvesTo('127.0.0.1')))?.code).toBe(
      'WEBHOOK_URL_PRIVATE',
    );
    expect(await urlProblem('https://hooks.example/', false, resolvesTo('93.184.216.34'))).toBeUndefined();
    expect(await urlProblem('https://93.184.216.34/hook', false)).toBeUndefined();
    // At delivery time too: the connection's own lookup refuses an internal address.
    const hook = await receiver();
    const outcome = await post(hook.url.replace('127.0.0.1', 'localhost'), '{}', {}, false);
    expect(outcome.statusCode).toBeNull();
    expect(hook.received).toHaveLength(0);
  });

  it('send a test event, rotate the secret (both sign for a day), and belong to their organization', async () => {
    const w = await world();
    const other = await world();
    const hook = await receiver();
    const endpoint = await addEndpoint(w.owner, hook.url, ['schedule.published']);

    const ping = await call({
      method: 'POST',
      url: `/api/organization/webhooks/${endpoint.id}/ping`,
      token: w.owner,
    });
    expect(ping.status).toBe(201);
    await t.app.webhooks.drain();
    expect(hook.received.map((r) => r.json.type)).toEqual(['ping']);
    expect((await deliveriesOf(w.owner, endpoint.id))[0]).toMatchObject({
      eventType: 'ping',
      status: 'delivered',
    });

    const rotated = await call({
      method: 'POST',
      url: `/api/organization/webhooks/${endpoint.id}/rotate-secret`,
      token: w.owner,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await call({ method: 'POST', url: `/api/organization/webhooks/${endpoint.id}/ping`, token: w.owner });
    await t.app.webhooks.drain();
    expect(hook.received).toHaveLength(2);
    const last = hook.received.at(-1) as Received;
    const headers = {
      timestamp: String(last.headers['webhook-timestamp']),
      signature: String(last.headers['webhook-signature']),
    };
    expect(verify(rotated.body.secret, headers, last.body, Math.floor(clock / 1000))).toBe(true);
    expect(verify(endpoint.secret, headers, last.body, Math.floor(clock / 1000))).toBe(true);
    // Receivers refuse an old timestamp.
    expect(verify(rotated.body.secret, headers, last.body, Math.floor(clock / 1000) + 301)).toBe(false);

    // Another organization's owner sees none of it.
    expect(
      (await call({ url: `/api/organization/webhooks/${endpoint.id}/deliveries`, token: other.owner }))
        .status,
    ).toBe(404);
    expect(
      (await call({ method: 'DELETE', url: `/api/organization/webhooks/${endpoint.id}`, token: other.owner }))
        .status,
    ).toBe(404);
    expect((await call({ url: '/api/organization/webhooks', token: other.owner })).body.endpoints).toEqual(
      [],
    );
    // A location's token is refused.
    expect((await call({ url: '/api/organization/webhooks', token: w.kiosk })).status).toBe(403);

    const listed = await call({ url: '/api/organization/webhooks', token: w.owner });
    expect(listed.body.endpoints).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(rotated.body.secret);
    expect(
      (await call({ method: 'DELETE', url: `/api/organization/webhooks/${endpoint.id}`, token: w.owner }))
        .status,
    ).toBe(204);
    expect((await call({ url: '/api/organization/webhooks', token: w.owner })).body.endpoints).toEqual([]);
  });
});

describe('several instances', () => {
  it('deliver 200 events exactly once between three dispatchers', async () => {
    const w = await world();
    const hook = await receiver({ delayMs: 3 });
    await addEndpoint(w.owner, hook.url, ['person.created']);
    const instances: App[] = [t.app, await t.sibling(), await t.sibling()];
    await t.db
      .insert(people)
      .values(
        Array.from({ length: 200 }, (_, i) => ({ organizationId: w.organizationId, name: `Person ${i}` })),
      );
    const started = Date.now();
    while (hook.received.length < 200 && Date.now() - started < 20_000) {
      await Promise.all(instances.map((instance) => instance.webhooks.drain()));
    }
    const ids = hook.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const delivered = await t.db.execute<{ n: string }>(
      sql`select count(*) as n from webhook_deliveries d join webhook_events e on e.id = d.event_id
           where e.organization_id = ${w.organizationId} and d.status = 'delivered' and d.attempts = 1`,
    );
    expect(Number(delivered.rows[0]?.n)).toBe(200);
  });
});
