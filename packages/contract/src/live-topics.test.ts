import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints/all.ts';
import { READ_TOPICS, readIsAffected, WRITE_TOPICS } from './live-topics.ts';

describe('live-updates topics', () => {
  it('asks again for the reads that show what changed, and for every read after a change to anything', () => {
    expect(readIsAffected('GET /api/shift/current', ['shifts'])).toBe(true);
    expect(readIsAffected('GET /api/admin/timesheets', ['schedule'])).toBe(true);
    expect(readIsAffected('GET /api/admin/scheduled-shifts', ['shifts'])).toBe(false);
    expect(readIsAffected('GET /api/admin/location-settings', ['shifts', 'devices'])).toBe(false);
    for (const topics of [undefined, []]) {
      expect(readIsAffected('GET /api/admin/location-settings', topics)).toBe(true);
      expect(readIsAffected('GET /api/admin/scheduled-shifts', topics)).toBe(true);
    }
    // A read nobody classified is asked again on every change: a forgotten entry costs calls only.
    expect(readIsAffected('GET /api/admin/something-new', ['devices'])).toBe(true);
  });

  it('names only routes that exist, writes as writes and reads as reads', () => {
    const routes = new Set(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    for (const route of Object.keys(WRITE_TOPICS)) {
      expect(routes.has(route), route).toBe(true);
      expect(route.startsWith('GET '), route).toBe(false);
    }
    for (const route of Object.keys(READ_TOPICS)) {
      expect(routes.has(route), route).toBe(true);
      expect(route.startsWith('GET '), route).toBe(true);
    }
  });
});
