import type { AccountType } from '@shiftclock/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/http/auth.ts';
import { httpClient } from './http-client.ts';
import {
  ACTORS,
  type Actor,
  createWorld,
  type Declaration,
  declarations,
  freshIp,
  type World,
} from './route-world.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * Every /api route of the server's own route table, called as each kind of
 * caller. Who may call a route is declared on the route (`config.access`); the
 * sample requests and the statuses of the allowed callers are declared in
 * route-world.ts. A route without a declaration fails this test, so a new route
 * cannot slip in unchecked.
 */

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ debugRoutes: true }, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

/** Everything organization A owns, as one string: a cross-tenant call must leave it as it was. */
async function stateOfA(w: World) {
  const result = await t.pool.query(
    `select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest from (
       select o::text as row_text from organizations o where o.id = $1
       union all select p::text from people p where p.organization_id = $1
       union all select ev::text from organization_events ev where ev.organization_id = $1
       union all select l::text from locations l where l.organization_id = $1
       union all select we::text from webhook_endpoints we where we.organization_id = $1
       union all select wd::text from webhook_deliveries wd join webhook_endpoints we on we.id = wd.endpoint_id where we.organization_id = $1
       union all select la::text from location_accounts la join locations l on l.id = la.location_id where l.organization_id = $1
       union all select e::text from employees e join locations l on l.id = e.location_id where l.organization_id = $1
       union all select s::text from shifts s join locations l on l.id = s.location_id where l.organization_id = $1
       union all select ss::text from scheduled_shifts ss join locations l on l.id = ss.location_id where l.organization_id = $1
       union all select ae::text from audit_entries ae join locations l on l.id = ae.location_id where l.organization_id = $1
       union all select pa::text from pay_period_approvals pa join locations l on l.id = pa.location_id where l.organization_id = $1
     ) rows`,
    [w.orgA],
  );
  return result.rows[0].digest as string;
}

/** The callers of organization B, by the account type they have. */
const OTHER_TENANT: Partial<Record<Actor, AccountType>> = {
  otherOrgAdmin: 'orgAdmin',
  otherManager: 'manager',
  otherEmployee: 'employee',
};

const method = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The status a caller must get, from the route's declared access and the declarations above. */
function expectedStatus(route: ApiRoute, declaration: Declaration, actor: Actor): number {
  if (route.access === 'public') return declaration.ok;
  if (
    actor === 'none' ||
    actor === 'garbage' ||
    actor === 'expired' ||
    actor === 'revoked' ||
    actor === 'loggedOut'
  )
    return 401;
  const type = OTHER_TENANT[actor] ?? (actor as AccountType);
  if (!route.access.includes(type)) return 403;
  if (OTHER_TENANT[actor]) return declaration.crossTenant ?? declaration.ok;
  return declaration.ok;
}

describe('access matrix', () => {
  it('declares a sample for every /api route, and no sample for a route that does not exist', () => {
    const keys = t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    expect(
      keys.filter((key) => !declarations[key]),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      Object.keys(declarations).filter((key) => !keys.includes(key)),
      'declarations without a route',
    ).toEqual([]);
  });

  it('answers each caller of each route as declared; cross-tenant calls change nothing', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      if (!declaration) continue; // reported by the test above
      // A call that succeeds may change the world (delete a location, clock someone in), so each
      // succeeding caller gets a world of its own; refused callers share one.
      const succeeds = (actor: Actor) => expectedStatus(route, declaration, actor) < 300;
      const runs: Actor[][] = [
        ACTORS.filter((actor) => !succeeds(actor)),
        ...ACTORS.filter(succeeds).map((actor) => [actor]),
      ];
      for (const actors of runs) {
        if (!actors.length) continue;
        const world = await createWorld({
          t,
          call,
          shiftClock: (ms) => {
            clock += ms;
          },
        });
        for (const actor of actors) {
          const expected = expectedStatus(route, declaration, actor);
          const crossTenant = OTHER_TENANT[actor] !== undefined && expected === 404;
          const before = crossTenant ? await stateOfA(world) : '';
          const sample = declaration.sample(world);
          const res = await call({
            method: method(key),
            url: sample.url,
            body: sample.body,
            token: world.tokens[actor],
            ip: freshIp(),
          });
          if (res.status !== expected)
            failures.push(
              `${key} as ${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
            );
          if (crossTenant && (await stateOfA(world)) !== before)
            failures.push(`${key} as ${actor}: changed organization A's data`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 1_200_000);

  it('answers 403 to a location or manager token naming another location in `locationId`, on every route', async () => {
    const failures: string[] = [];
    const world = await createWorld({
      t,
      call,
      shiftClock: (ms) => {
        clock += ms;
      },
    });
    for (const route of t.app.apiRoutes) {
      if (route.access === 'public') continue;
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const declaration = declarations[key];
      const actor = (['manager', 'location'] as const).find((type) => route.access.includes(type));
      if (!declaration || !actor) continue;
      const sample = declaration.sample(world);
      const withLocation = (code: string) =>
        `${sample.url}${sample.url.includes('?') ? '&' : '?'}locationId=${code}`;
      const res = await call({
        method: method(key),
        url: withLocation(world.otherLocationCode),
        body: sample.body,
        token: world.tokens[actor],
        ip: freshIp(),
      });
      if (res.status !== 403) failures.push(`${key} as ${actor} naming another location: got ${res.status}`);
      // Its own location's code, in any case, is as good as none (reads only: writes change the world).
      if (method(key) === 'GET') {
        const own = await call({
          url: withLocation(world.a.code.toLowerCase()),
          token: world.tokens[actor],
          ip: freshIp(),
        });
        if (own.status !== declaration.ok)
          failures.push(`${key} as ${actor} naming its own location: got ${own.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
