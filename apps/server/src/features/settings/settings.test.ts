import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

describe('location info and settings', () => {
  it('answers defaults, saves valid settings for manager and location tokens, refuses invalid ones', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id, { timezone: 'Asia/Tokyo' });
    const manager = await loginAs(call, loc, 'manager');
    const kiosk = await loginAs(call, loc, 'location');

    const info = await call({ url: '/api/admin/location-info', token: kiosk });
    expect(info.body).toEqual({
      locationId: loc.code,
      locationName: loc.location.name,
      timezone: 'Asia/Tokyo',
    });
    expect((await call({ url: '/api/admin/location-settings', token: manager })).body.settings).toEqual(
      DEFAULT_SETTINGS,
    );

    const overnight = {
      ...DEFAULT_SETTINGS,
      weekLayout: { startDay: 5, endDay: 0, startTime: '18:00', endTime: '04:00' },
    };
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: kiosk,
      body: { settings: overnight },
    });
    expect(saved.body.message).toBe('Settings saved successfully!');
    expect((await call({ url: '/api/admin/location-settings', token: manager })).body.settings).toEqual(
      overnight,
    );

    for (const bad of [
      { ...DEFAULT_SETTINGS, defaultShiftDuration: 13 },
      { ...DEFAULT_SETTINGS, weekLayout: { ...DEFAULT_SETTINGS.weekLayout, startTime: '09:30' } },
      { ...DEFAULT_SETTINGS, weekLayout: { ...DEFAULT_SETTINGS.weekLayout, startDay: 7 } },
      { ...DEFAULT_SETTINGS, language: 'it' },
    ]) {
      const res = await call({
        method: 'PUT',
        url: '/api/admin/location-settings',
        token: manager,
        body: { settings: bad },
      });
      expect(res.status).toBe(400);
    }
    expect((await call({ url: '/api/admin/location-settings', token: manager })).body.settings).toEqual(
      overnight,
    );
  });
});
