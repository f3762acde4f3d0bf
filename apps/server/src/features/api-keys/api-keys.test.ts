import { createHash } from 'node:crypto';
import { API_KEY_SCOPES, API_KEYS_MAX_LIVE } from '@shiftclock/contract/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * API keys (docs/decisions/0207-api-keys.md) through the HTTP routes: the owner makes, lists and
 * revokes keys; a key calls the /api/v1 integration API within its scopes and locations, rate
 * limited and logged. The file's app allows RATE requests per key per minute, so the limit is met.
 */

const RATE = 40;
let t: TestApp;
let call: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await buildTestApp({ apiKeyRequestsPerMinute: RATE });
  call = httpClient(t);
});
afterAll(() => t.close());

async function ownerOf(org: { email: string; password: string }) {
  const res = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/**
 * An organization with two locations: Ann works at Harbour, Ben at Pier, Cy at both (one person).
 * Each has a shift and a published scheduled shift at each of their locations, and Harbour a draft.
 */
async function world() {
  const org = await createOrganization(t.db);
  const harbour = await createLocation(t.db, org.organization.id, { name: 'Harbour' });
  const pier = await createLocation(t.db, org.organization.id, { name: 'Pier' });
  const ann = await createEmployee(t.db, harbour.location.id, '001', { name: 'Ann' });
  const ben = await createEmployee(t.db, pier.location.id, '001', { name: 'Ben' });
  const cy = await createEmployee(t.db, harbour.location.id, '002', { name: 'Cy' });
  const cyAtPier = await createEmployee(t.db, pier.location.id, '002', { personId: cy.personId });
  for (const [locationId, employeeId] of [
    [harbour.location.id, ann.id],
    [pier.location.id, ben.id],
    [pier.location.id, cyAtPier.id],
  ] as const) {
    await t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in, clock_out)
       values ($1, $2, now() - interval '2 days', now() - interval '2 days' + interval '4 hours')`,
      [locationId, employeeId],
    );
    await t.pool.query(
      `with at as (select date_trunc('minute', now()) + interval '3 days' as s)
       insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end,
                                     published_start, published_end, published_at)
       select $1, $2, s, s + interval '6 hours', s, s + interval '6 hours', now() from at`,
      [locationId, employeeId],
    );
  }
  await t.pool.query(
    `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end)
     values ($1, $2, now() + interval '4 days', now() + interval '4 days 6 hours')`,
    [harbour.location.id, ann.id],
  );
  const owner = await ownerOf(org);
  return { org, harbour, pier, ann, ben, cy, owner };
}

type CreateBody = {
  name?: string;
  scopes?: string[];
  allLocations?: boolean;
  locationIds?: string[];
  expiresAt?: string | null;
};

async function createKey(owner: string, body: CreateBody = {}) {
  const res = await call({
    method: 'POST',
    url: '/api/organization/api-keys',
    token: owner,
    body: { name: 'Payroll', scopes: [...API_KEY_SCOPES], allLocations: true, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.key.id as string, secret: res.body.secret as string, key: res.body.key };
}

const range = () => {
  const from = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 10 * 86_400_000).toISOString();
  return `from=${from}&to=${to}`;
};
const days = () => {
  const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 1 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
};

describe('API keys', () => {
  it('answers the key once, stores only its SHA-256, and the key works', async () => {
    const w = await world();
    const { id, secret, key } = await createKey(w.owner, { name: 'BI export' });
    expect(secret).toMatch(/^shk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'BI export',
      prefix: secret.slice(0, 8),
      allLocations: true,
      revokedAt: null,
    });

    const { rows } = await t.pool.query('select * from api_keys where id = $1', [id]);
    expect(rows[0].secret_sha256).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(secret.slice(8));

    const list = await call({ url: '/api/organization/api-keys', token: w.owner });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8));
    expect(list.body.keys).toEqual([expect.objectContaining({ id, prefix: secret.slice(0, 8) })]);

    const people = await call({ url: '/api/v1/people', token: secret });
    expect(people.status).toBe(200);
    expect(people.body.people.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Ben', 'Cy']);

    const events = await t.pool.query(
      `select kind, details from organization_events where organization_id = $1 order by id`,
      [w.org.organization.id],
    );
    expect(events.rows).toEqual([
      expect.objectContaining({ kind: 'apiKeyCreated', details: expect.objectContaining({ keyId: id }) }),
    ]);
  });

  it('refuses a call outside the key scopes, and every non-/api/v1 endpoint', async () => {
    const w = await world();
    const { secret } = await createKey(w.owner, { scopes: ['locations:read'] });
    expect((await call({ url: '/api/v1/locations', token: secret })).status).toBe(200);
    const refused = await call({ url: '/api/v1/people', token: secret });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY_SCOPE');
    for (const url of [
      '/api/organization/api-keys',
      '/api/organization/people',
      '/api/admin/employees',
      '/api/auth/validate',
    ]) {
      expect((await call({ url, token: secret })).status, url).toBe(403);
    }
  });

  it('never answers anything of a location outside the key', async () => {
    const w = await world();
    const { secret } = await createKey(w.owner, {
      allLocations: false,
      locationIds: [w.harbour.code.toLowerCase()],
    });

    const locations = await call({ url: '/api/v1/locations', token: secret });
    expect(locations.body.locations.map((l: { id: string }) => l.id)).toEqual([w.harbour.code]);

    const people = await call({ url: '/api/v1/people', token: secret });
    expect(people.body.people.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Cy']);
    expect(JSON.stringify(people.body)).not.toContain(w.pier.code);

    const punches = await call({ url: `/api/v1/punches?${range()}`, token: secret });
    expect(punches.status, JSON.stringify(punches.body)).toBe(200);
    expect(punches.body.punches.map((p: { employee: { name: string } }) => p.employee.name)).toEqual(['Ann']);
    expect(punches.body.punches[0]).toMatchObject({
      locationId: w.harbour.code,
      breaks: [],
      corrected: false,
    });

    const sheet = await call({ url: `/api/v1/timesheets?${days()}`, token: secret });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    expect(sheet.body.people.map((p: { person: { name: string } }) => p.person.name)).toEqual(['Ann']);
    expect(sheet.body.totals.totalHours).toBe(4);

    const scheduled = await call({ url: `/api/v1/scheduled-shifts?${range()}`, token: secret });
    expect(scheduled.status).toBe(200);
    // Ann's published shift only: not her draft, nothing of Pier.
    expect(scheduled.body.scheduledShifts).toEqual([
      expect.objectContaining({
        locationId: w.harbour.code,
        employee: expect.objectContaining({ name: 'Ann' }),
      }),
    ]);

    for (const url of [
      `/api/v1/people?locationId=${w.pier.code}`,
      `/api/v1/punches?${range()}&locationId=${w.pier.code}`,
      `/api/v1/timesheets?${days()}&locationId=${w.pier.code}`,
    ]) {
      const res = await call({ url, token: secret });
      expect(res.status, url).toBe(403);
    }
    // Ben works only at Pier: the key does not see him, as if he did not exist.
    const ben = await call({
      method: 'PUT',
      url: `/api/v1/people/${w.ben.personId}`,
      token: secret,
      body: { payrollId: 'X' },
    });
    expect(ben.status).toBe(404);
    const atPier = await call({
      method: 'POST',
      url: '/api/v1/people',
      token: secret,
      body: { name: 'Dee', locationIds: [w.pier.code] },
    });
    expect(atPier.status).toBe(403);
    const nowhere = await call({
      method: 'POST',
      url: '/api/v1/people',
      token: secret,
      body: { name: 'Dee' },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors[0].code).toBe('API_PERSON_LOCATION_REQUIRED');

    const added = await call({
      method: 'POST',
      url: '/api/v1/people',
      token: secret,
      body: { name: 'Dee', locationIds: [w.harbour.code] },
    });
    expect(added.status).toBe(201);
    const changed = await call({
      method: 'PUT',
      url: `/api/v1/people/${added.body.person.id}`,
      token: secret,
      body: { payrollId: 'P-77' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.person).toMatchObject({ name: 'Dee', payrollId: 'P-77' });
  });

  it('refuses a revoked key at once, through the cache, and an expired one', async () => {
    const w = await world();
    const { id, secret } = await createKey(w.owner);
    expect((await call({ url: '/api/v1/locations', token: secret })).status).toBe(200);
    expect((await call({ url: '/api/v1/locations', token: secret })).status).toBe(200);
    const revoked = await call({
      method: 'POST',
      url: `/api/organization/api-keys/${id}/revoke`,
      token: w.owner,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revokedAt).not.toBeNull();
    const refused = await call({ url: '/api/v1/locations', token: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('API_KEY_INVALID');
    // Revoking again changes nothing.
    const again = await call({
      method: 'POST',
      url: `/api/organization/api-keys/${id}/revoke`,
      token: w.owner,
    });
    expect(again.body.key.revokedAt).toBe(revoked.body.key.revokedAt);

    // Revoked by another instance (a write this instance did not make): its notice empties the cache.
    const other = await createKey(w.owner);
    expect((await call({ url: '/api/v1/locations', token: other.secret })).status).toBe(200);
    await t.pool.query('update api_keys set revoked_at = now() where id = $1', [other.id]);
    await expect
      .poll(async () => (await call({ url: '/api/v1/locations', token: other.secret })).status)
      .toBe(401);

    const expiring = await createKey(w.owner, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await call({ url: '/api/v1/locations', token: expiring.secret })).status).toBe(200);
    await t.pool.query(`update api_keys set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.id,
    ]);
    await expect
      .poll(async () => (await call({ url: '/api/v1/locations', token: expiring.secret })).status)
      .toBe(401);

    // Unknown and malformed keys alike.
    expect((await call({ url: '/api/v1/locations', token: `shk_${'A'.repeat(43)}` })).status).toBe(401);
    expect((await call({ url: '/api/v1/locations', token: 'shk_short' })).status).toBe(401);

    const events = await t.pool.query(
      `select kind from organization_events where organization_id = $1 and kind = 'apiKeyRevoked'`,
      [w.org.organization.id],
    );
    expect(events.rows).toHaveLength(1);
  });

  it('answers 403 for a key of an inactive organization', async () => {
    const w = await world();
    const { secret } = await createKey(w.owner);
    await t.pool.query(`update organizations set status = 'suspended' where id = $1`, [
      w.org.organization.id,
    ]);
    await expect.poll(async () => (await call({ url: '/api/v1/locations', token: secret })).status).toBe(403);
  });

  it('limits each key to its requests per minute, with Retry-After', async () => {
    const w = await world();
    const { secret } = await createKey(w.owner);
    const other = await createKey(w.owner);
    for (let i = 0; i < RATE; i++)
      expect((await call({ url: '/api/v1/locations', token: secret })).status).toBe(200);
    const limited = await call({ url: '/api/v1/locations', token: secret });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_API_KEY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same organization is not limited by it.
    expect((await call({ url: '/api/v1/locations', token: other.secret })).status).toBe(200);
  });

  it('logs every request with the key, refused ones too, and stamps its last use', async () => {
    const w = await world();
    const { id, secret } = await createKey(w.owner, { scopes: ['people:read'] });
    await call({ url: '/api/v1/people', token: secret });
    await call({ url: '/api/v1/locations', token: secret });
    await call({ url: '/api/v1/people?limit=0', token: secret });
    const { rows } = await t.pool.query(
      'select method, route, status from api_key_requests where key_id = $1 order by id',
      [id],
    );
    expect(rows).toEqual([
      { method: 'GET', route: '/api/v1/people', status: 200 },
      { method: 'GET', route: '/api/v1/locations', status: 403 },
      { method: 'GET', route: '/api/v1/people', status: 400 },
    ]);
    const list = await call({ url: '/api/organization/api-keys', token: w.owner });
    expect(list.body.keys[0].lastUsedAt).not.toBeNull();
    const requests = await call({ url: `/api/organization/api-keys/${id}/requests`, token: w.owner });
    expect(requests.status).toBe(200);
    expect(requests.body.requests.map((r: { status: number }) => r.status)).toEqual([400, 403, 200]);
    // Another organization's owner does not see the key.
    const stranger = await ownerOf(await createOrganization(t.db));
    expect((await call({ url: `/api/organization/api-keys/${id}/requests`, token: stranger })).status).toBe(
      404,
    );
    expect(
      (await call({ method: 'POST', url: `/api/organization/api-keys/${id}/revoke`, token: stranger }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input with a 4xx and its code', async () => {
    const w = await world();
    const bad: [CreateBody, number, string][] = [
      [{ name: '' }, 400, 'API_KEY_NAME_REQUIRED'],
      [{ name: 'x'.repeat(61) }, 400, 'API_KEY_NAME_TOO_LONG'],
      [{ scopes: [] }, 400, 'API_KEY_SCOPES_REQUIRED'],
      [{ scopes: ['people:delete'] }, 400, ''],
      [{ allLocations: false }, 400, 'API_KEY_LOCATIONS_REQUIRED'],
      [{ allLocations: false, locationIds: ['ZZZZZZ'] }, 404, 'LOCATION_NOT_FOUND'],
      [{ expiresAt: '2020-01-01T00:00:00Z' }, 400, 'API_KEY_EXPIRY_PAST'],
      [{ expiresAt: '2030-01-01T00:00:00' }, 400, ''],
    ];
    for (const [body, status, code] of bad) {
      const res = await call({
        method: 'POST',
        url: '/api/organization/api-keys',
        token: w.owner,
        body: { name: 'K', scopes: ['people:read'], allLocations: true, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (code) expect(res.body.code ?? res.body.errors?.[0]?.code, JSON.stringify(body)).toBe(code);
    }
    expect(
      (await call({ method: 'POST', url: '/api/organization/api-keys/not-a-uuid/revoke', token: w.owner }))
        .status,
    ).toBe(400);

    const { secret } = await createKey(w.owner);
    const at = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();
    const queries: [string, string][] = [
      [`/api/v1/punches?from=${at(0)}&to=${at(-1)}`, 'API_RANGE_REVERSED'],
      [`/api/v1/punches?from=${at(-100)}&to=${at(0)}`, 'API_RANGE_TOO_LONG'],
      ['/api/v1/punches?from=2026-01-01T00:00:00&to=2026-01-02T00:00:00', ''],
      ['/api/v1/punches', ''],
      ['/api/v1/timesheets?from=2026-01-01&to=2026-06-01', 'API_RANGE_TOO_LONG'],
      ['/api/v1/timesheets?from=2026-02-30&to=2026-03-01', ''],
      [`/api/v1/scheduled-shifts?from=${at(1)}&to=${at(0)}`, 'API_RANGE_REVERSED'],
    ];
    for (const [url, code] of queries) {
      const res = await call({ url, token: secret });
      expect(res.status, url).toBe(400);
      if (code) expect(res.body.code ?? res.body.errors?.[0]?.code, url).toBe(code);
    }
  });

  it(`keeps at most ${API_KEYS_MAX_LIVE} live keys per organization, also under simultaneous creations`, async () => {
    const w = await world();
    const revoked = await createKey(w.owner);
    await call({ method: 'POST', url: `/api/organization/api-keys/${revoked.id}/revoke`, token: w.owner });
    const results = await Promise.all(
      Array.from({ length: API_KEYS_MAX_LIVE + 3 }, () =>
        call({
          method: 'POST',
          url: '/api/organization/api-keys',
          token: w.owner,
          body: { name: 'K', scopes: ['people:read'], allLocations: true },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(API_KEYS_MAX_LIVE);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 3 }, () => [409, 'API_KEYS_FULL']),
    );
  });

  it('documents the key and each /api/v1 endpoint scope in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = JSON.parse(res.body);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'shk_…',
    });
    const v1 = Object.entries(
      doc.paths as Record<string, Record<string, { security: unknown; description: string }>>,
    ).filter(([path]) => path.startsWith('/api/v1/'));
    expect(v1.length).toBeGreaterThanOrEqual(6);
    for (const [path, operations] of v1) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.security, `${method} ${path}`).toEqual([{ apiKey: [] }]);
        expect(operation.description, `${method} ${path}`).toMatch(/`[a-z]+:(read|write)` scope/);
      }
    }
    expect(doc.paths['/api/organization/api-keys'].get.security).toEqual([{ bearer: [] }]);
  });
});
