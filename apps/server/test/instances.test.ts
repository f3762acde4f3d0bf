import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { claimJobRun } from '../src/db/job-runs.ts';
import { createLocation, createOrganization } from './fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// Several instances behind a load balancer share one set of rules (docs/decisions/0154-…): rate
// limits count across all of them, and the periodic sweep runs once per interval whichever runs it.

let t: TestApp;
let instances: App[];
beforeAll(async () => {
  t = await buildTestApp();
  instances = [t.app, await t.sibling(), await t.sibling()];
});
afterAll(() => t.close());

async function login(app: App, code: string, password: string, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { locationId: code, password, accountType: 'location' },
    remoteAddress: ip,
  });
  return res.statusCode;
}

describe('three instances on one database', () => {
  it('refuse the 11th wrong password from one address, wherever the 10 before it went', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.11';
    for (let i = 0; i < 10; i++) {
      expect(await login(instances[i % 3] as App, location.code, 'wrong123', ip)).toBe(401);
    }
    for (const app of instances) expect(await login(app, location.code, 'wrong123', ip)).toBe(429);
  });

  it('let exactly 10 of 30 simultaneous guesses through, spread over the instances', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.12';
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(instances[i % 3] as App, location.code, 'wrong123', ip)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('do not count a successful login as a failure on any of them', async () => {
    const { organization } = await createOrganization(t.db);
    const location = await createLocation(t.db, organization.id);
    const ip = '198.51.100.13';
    for (let i = 0; i < 12; i++) {
      expect(await login(instances[i % 3] as App, location.code, location.locationPassword, ip)).toBe(200);
    }
  });

  it('run the sweep once per interval: one claim of many simultaneous ones wins', async () => {
    const interval = 5 * 60_000;
    const at = new Date('2026-11-25T10:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(t.db, 'test-job', at, interval)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Within the interval nobody runs it again; once it has passed, one does.
    expect(await claimJobRun(t.db, 'test-job', new Date(at.getTime() + interval / 2), interval)).toBe(false);
    const later = new Date(at.getTime() + interval);
    const next = await Promise.all([
      claimJobRun(t.db, 'test-job', later, interval),
      claimJobRun(t.db, 'test-job', later, interval),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
  });
});
