import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/http/auth.ts';
import { httpClient } from './http-client.ts';
import { type Actor, createWorld, declarations, freshIp, type World } from './route-world.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * Property-based fuzzing of every route's body, query and path: wrong types,
 * missing and extra fields, empty and 10 kB strings, unicode and control
 * characters, numbers at and past the bounds, `__proto__` and `constructor`
 * keys, deep nesting. No answer may be a 500, and a refused call changes no row.
 * A fixed seed and a bounded number of runs keep it repeatable.
 */

const SEED = 20_261_122;
const RUNS_PER_ROUTE = 12;

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ debugRoutes: true }, undefined, { now: () => new Date(clock) });
});
afterAll(() => t.close());

const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(''),
  fc.constant('x'.repeat(10 * 1024)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  // Plausible text with NUL or another C0 control inside (NUL once answered 500).
  fc
    .tuple(fc.constantFrom('ann', 'a@x.io', 'ABCDEF', '001'), fc.integer({ min: 0, max: 31 }), fc.nat(6))
    .map(([text, code, at]) => `${text.slice(0, at)}${String.fromCharCode(code)}${text.slice(at)}`),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31), 2 ** 53, 1e308, -1e308, 0.5, 999, 1000, 1001, 3650, 3651),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '2026-03-29T02:30:00',
    '2026-02-29T10:00:00Z',
    '0099-06-01T10:00:00Z',
    '2026-02-30',
    '2026-13-01',
    '9999-12-31T23:59:59Z',
    '0000-01-01',
    'not-a-date',
    '001',
    '1e3',
    '-1',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

const nested = (depth: number): unknown =>
  depth === 0 ? 'deep' : { a: nested(depth - 1), b: [nested(depth - 1)] };
const deep = fc.constantFrom(nested(8), [[[[[[[[[[[[1]]]]]]]]]]]]);
const dangerousKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

type Mutation =
  | { kind: 'replace'; key: number; value: unknown }
  | { kind: 'delete'; key: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'query'; value: unknown }
  | { kind: 'path'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), key: fc.nat(), value: fc.oneof(weird, deep) }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(dangerousKeys, fc.string({ maxLength: 8 })),
    value: weird,
  }),
  fc.record({ kind: fc.constant('whole' as const), value: fc.oneof(weird, deep) }),
  fc.record({ kind: fc.constant('query' as const), value: weird }),
  fc.record({ kind: fc.constant('path' as const), value: weird }),
);

/** Applies a mutation to a route's valid sample: the raw JSON body (so `__proto__` survives) and the URL. */
function mutate(route: ApiRoute, sample: { url: string; body?: unknown }, m: Mutation) {
  let url = sample.url;
  let body = sample.body;
  const text = (value: unknown) =>
    encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  if (m.kind === 'query') {
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    const keys = [...params.keys()];
    const key = keys.length ? (keys[0] as string) : 'startDate';
    url = `${path}?${[...keys.filter((k) => k !== key).map((k) => `${k}=${encodeURIComponent(params.get(k) ?? '')}`), `${key}=${text(m.value)}`].join('&')}`;
  } else if (m.kind === 'path' && route.url.includes(':')) {
    const segments = url.split('?')[0]?.split('/') ?? [];
    const index = route.url.split('/').findIndex((s) => s.startsWith(':'));
    segments[index] = text(m.value).slice(0, 2000);
    url = segments.join('/');
  } else if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body);
    if (m.kind === 'replace' && entries.length) {
      const [key] = entries[m.key % entries.length] as [string, unknown];
      body = { ...body, [key]: m.value };
    } else if (m.kind === 'delete' && entries.length) {
      const [key] = entries[m.key % entries.length] as [string, unknown];
      body = Object.fromEntries(entries.filter(([k]) => k !== key));
    } else if (m.kind === 'extra') {
      // JSON text, because an object literal would treat `__proto__` as the prototype.
      return {
        url,
        raw: `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(m.key)}:${JSON.stringify(m.value)}}`,
      };
    } else if (m.kind === 'whole') {
      body = m.value;
    }
  } else if (m.kind === 'whole' || m.kind === 'extra') {
    body = m.kind === 'whole' ? m.value : { [m.key]: m.value };
  }
  return { url, raw: body === undefined ? undefined : JSON.stringify(body) };
}

/** Every row the app stores, as one digest: a refused call must leave it as it was. */
async function databaseDigest() {
  const tables = [
    'organizations',
    'licenses',
    'org_admins',
    'locations',
    'location_accounts',
    'people',
    'employees',
    'shifts',
    'scheduled_shifts',
    'schedule_templates',
    'schedule_template_shifts',
    'one_time_tokens',
    'issued_location_codes',
    'audit_entries',
    'pay_period_approvals',
    'organization_events',
  ];
  const parts = tables.map(
    (table) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`,
  );
  const { rows } = await t.pool.query(`select md5(${parts.join(" || '/' || ")}) as digest`);
  return rows[0].digest as string;
}

function callerFor(route: ApiRoute): Actor {
  if (route.access === 'public') return 'none';
  const [first] = route.access;
  return first ?? 'none';
}

describe('fuzzing every route', () => {
  it('never answers 500, and a refused call changes nothing', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      if (!declaration) continue; // the access matrix reports undeclared routes
      const world: World = await createWorld({
        t,
        call: httpClient(t),
        shiftClock: (ms) => {
          clock += ms;
        },
      });
      const token = world.tokens[callerFor(route)];
      await fc.assert(
        fc.asyncProperty(mutation, async (m) => {
          const request = mutate(route, declaration.sample(world), m);
          const before = await databaseDigest();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: request.url,
            payload: request.raw,
            headers: {
              ...(request.raw === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            remoteAddress: freshIp(),
          });
          const label = `${key} ${JSON.stringify(m).slice(0, 200)}`;
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400 && (await databaseDigest()) !== before)
            failures.push(`${label}: refused (${res.statusCode}) but changed the database`);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/**
 * Dates and date-times that must never reach a service (docs/api.md, "Dates and times"): a wall time
 * without `Z` or an offset (it would be read in the server's own zone), and parts that do not exist.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const impossibleDay: fc.Arbitrary<string> = fc.oneof(
  // 29 February of a year that has none, 30 and 31 February, the 31st of a 30-day month.
  fc
    .integer({ min: 1970, max: 2999 })
    .filter((y) => !leap(y))
    .map((y) => `${y}-02-29`),
  fc.tuple(fc.integer({ min: 1970, max: 2999 }), fc.constantFrom(30, 31)).map(([y, d]) => `${y}-02-${d}`),
  fc
    .tuple(fc.integer({ min: 1970, max: 2999 }), fc.constantFrom(4, 6, 9, 11))
    .map(([y, m]) => `${y}-${pad(m)}-31`),
  // Month 0 or 13-99, day 0 or 32-99, years JavaScript would read as 19xx or that are out of range.
  fc
    .tuple(fc.integer({ min: 1970, max: 2999 }), fc.constantFrom(0, 13, 99))
    .map(([y, m]) => `${y}-${pad(m)}-01`),
  fc
    .tuple(fc.integer({ min: 1970, max: 2999 }), fc.constantFrom(0, 32, 99))
    .map(([y, d]) => `${y}-01-${pad(d)}`),
  fc.integer({ min: 0, max: 1969 }).map((y) => `${pad(y, 4)}-06-01`),
  fc.integer({ min: 3000, max: 9999 }).map((y) => `${y}-06-01`),
);
const badDateTime: fc.Arbitrary<string> = fc.oneof(
  // A real instant's wall time without its offset, with or without seconds and milliseconds.
  fc
    .tuple(
      fc.date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2999-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom(16, 19, 23),
    )
    .map(([date, length]) => date.toISOString().slice(0, length)),
  impossibleDay.map((day) => `${day}T10:00:00Z`),
  fc
    .tuple(fc.constantFrom('24:00', '23:60', '25:10'), fc.constantFrom('Z', '+02:00'))
    .map(([time, zone]) => `2026-06-01T${time}:00${zone}`),
);

/** The sample's top-level body fields and query parameters that hold a date or a date-time. */
function dateFields(sample: { url: string; body?: unknown }) {
  const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
  const body =
    sample.body && typeof sample.body === 'object'
      ? Object.entries(sample.body)
          .filter(([, v]) => looksLikeDate(v))
          .map(([k]) => ({ in: 'body' as const, key: k }))
      : [];
  const query = [...new URLSearchParams(sample.url.split('?')[1] ?? '').entries()]
    .filter(([, v]) => looksLikeDate(v))
    .map(([k]) => ({ in: 'query' as const, key: k }));
  return [...body, ...query];
}

describe('fuzzing every date and date-time field', () => {
  it('answers 400 naming the field for a date-time without an offset or a date that does not exist, and changes nothing', async () => {
    const failures: string[] = [];
    let checked = 0;
    // One world for all routes: every call here is refused and changes nothing (checked below).
    const world: World = await createWorld({
      t,
      call: httpClient(t),
      shiftClock: (ms) => {
        clock += ms;
      },
    });
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      if (!declaration) continue;
      const sample = declaration.sample(world);
      const token = world.tokens[callerFor(route)];
      for (const field of dateFields(sample)) {
        checked++;
        await fc.assert(
          fc.asyncProperty(fc.oneof(badDateTime, impossibleDay), async (value) => {
            const [path, query = ''] = sample.url.split('?');
            const params = new URLSearchParams(query);
            let body = sample.body as Record<string, unknown> | undefined;
            if (field.in === 'query') params.set(field.key, value);
            else body = { ...body, [field.key]: value };
            const before = await databaseDigest();
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: params.size ? `${path}?${params}` : (path as string),
              payload: body === undefined ? undefined : JSON.stringify(body),
              headers: {
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              remoteAddress: freshIp(),
            });
            const errors = (res.json() as { errors?: { path: string }[] }).errors ?? [];
            if (res.statusCode !== 400 || !errors.some((e) => e.path === field.key))
              failures.push(`${key} ${field.key}=${value}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            if ((await databaseDigest()) !== before)
              failures.push(`${key} ${field.key}=${value}: changed the database`);
          }),
          { seed: SEED, numRuns: 15, endOnFailure: true },
        );
      }
    }
    // Ranges, scheduled shifts, corrections, missed shifts, approvals and the owner's shift list.
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Every string in a sample body, as a path of keys and indexes. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withValueAt(value: unknown, path: (string | number)[], replace: (old: string) => string): unknown {
  if (!path.length) return replace(String(value));
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replace);
  return copy;
}

describe('control characters in every text field', () => {
  it('answers 400 naming the field (body, query or path), for NUL and each other C0 control, and changes nothing', async () => {
    const failures: string[] = [];
    let nextControl = 0;
    // NUL everywhere, and the other C0 controls but tab, line feed and carriage return in turn.
    const controls = Array.from({ length: 32 }, (_, c) => c).filter((c) => ![9, 10, 13].includes(c));
    const control = () => String.fromCharCode(controls[nextControl++ % controls.length] as number);
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      if (!declaration) continue;
      const world = await createWorld({ t, call: httpClient(t), shiftClock: (ms) => (clock += ms) });
      const token = world.tokens[callerFor(route)];
      const sample = declaration.sample(world);
      const [path = '', query = ''] = sample.url.split('?');
      const cases: { url: string; body?: unknown; field: string }[] = [];
      for (const leaf of stringLeaves(sample.body)) {
        for (const insert of ['\u0000', control()]) {
          const body = withValueAt(sample.body, leaf, (old) => `${old.slice(0, 1)}${insert}${old.slice(1)}`);
          cases.push({ url: sample.url, body, field: leaf.join('.') });
        }
      }
      for (const [name, value] of new URLSearchParams(query)) {
        if (name === 'locationId') continue; // another location's code is a 403 before validation
        for (const insert of ['\u0000', control()]) {
          const params = new URLSearchParams(query);
          params.set(name, `${value.slice(0, 1)}${insert}${value.slice(1)}`);
          cases.push({ url: `${path}?${params}`, body: sample.body, field: name });
        }
      }
      const segments = path.split('/');
      route.url.split('/').forEach((segment, index) => {
        const value = segments[index];
        if (!segment.startsWith(':') || !value) return;
        for (const insert of ['%00', encodeURIComponent(control())]) {
          const changed = [...segments];
          changed[index] = `${value.slice(0, 1)}${insert}${value.slice(1)}`;
          cases.push({
            url: `${changed.join('/')}${query ? `?${query}` : ''}`,
            body: sample.body,
            field: segment.slice(1),
          });
        }
      });
      for (const c of cases) {
        const before = await databaseDigest();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: c.url,
          payload: c.body === undefined ? undefined : JSON.stringify(c.body),
          headers: {
            ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          remoteAddress: freshIp(),
        });
        const label = `${key} ${c.field} ${JSON.stringify(c.url)} ${JSON.stringify(c.body)}`;
        const errors = res.statusCode === 400 ? (res.json().errors ?? []) : [];
        if (!errors.some((e: { path: string }) => e.path === c.field))
          failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if ((await databaseDigest()) !== before) failures.push(`${label}: changed the database`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
