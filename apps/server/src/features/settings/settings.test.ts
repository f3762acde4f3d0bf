import { CALIFORNIA_OVERTIME, DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
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
      region: 'JP',
      address: null,
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

  it('keeps the stored payroll settings when a client leaves them out, and refuses invalid ones', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const manager = await loginAs(call, loc, 'manager');
    const put = (settings: unknown) =>
      call({ method: 'PUT', url: '/api/admin/location-settings', token: manager, body: { settings } });
    const payroll = {
      period: 'monthly',
      periodStart: '2026-01-15',
      weeklyOvertimeHours: 37.5,
      dailyOvertimeHours: 10,
    } as const;
    expect((await put({ ...DEFAULT_SETTINGS, payroll })).status).toBe(200);
    // Sent by a client older than breaks and pay rules, the payroll gets those fields at their defaults.
    const stored = { ...DEFAULT_PAYROLL, ...payroll };

    // An older client sends everything but payroll: the stored payroll stays.
    const { payroll: _left, ...older } = { ...DEFAULT_SETTINGS, timeFormat: '12h' as const };
    const saved = await put(older);
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ ...older, payroll: stored });
    expect((await call({ url: '/api/admin/location-settings', token: manager })).body.settings).toEqual({
      ...older,
      payroll: stored,
    });

    for (const [bad, path] of [
      [{ ...payroll, period: 'daily' }, 'settings.payroll.period'],
      [{ ...payroll, periodStart: '2026-01-29' }, 'settings.payroll.periodStart'],
      [{ ...payroll, periodStart: '2026-02-30' }, 'settings.payroll.periodStart'],
      [{ ...payroll, weeklyOvertimeHours: 0 }, 'settings.payroll.weeklyOvertimeHours'],
      [{ ...payroll, weeklyOvertimeHours: 40.25 }, 'settings.payroll.weeklyOvertimeHours'],
      [{ ...payroll, dailyOvertimeHours: 25 }, 'settings.payroll.dailyOvertimeHours'],
      [{ ...payroll, doubleTimeDailyHours: 0 }, 'settings.payroll.doubleTimeDailyHours'],
      [{ ...payroll, doubleTimeDailyHours: 10 }, 'settings.payroll.doubleTimeDailyHours'],
      [{ ...payroll, doubleTimeDailyHours: 12.2 }, 'settings.payroll.doubleTimeDailyHours'],
      [{ ...payroll, seventhDayRule: 'yes' }, 'settings.payroll.seventhDayRule'],
      [{ ...payroll, breaksPaid: 1 }, 'settings.payroll.breaksPaid'],
      [{ ...payroll, autoDeductMinutes: 0 }, 'settings.payroll.autoDeductMinutes'],
      [{ ...payroll, autoDeductMinutes: 12.5 }, 'settings.payroll.autoDeductMinutes'],
      [{ ...payroll, autoDeductAfterHours: 25 }, 'settings.payroll.autoDeductAfterHours'],
      [{ ...payroll, roundingMinutes: 10 }, 'settings.payroll.roundingMinutes'],
    ] as const) {
      const res = await put({ ...DEFAULT_SETTINGS, payroll: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(
      (await call({ url: '/api/admin/location-settings', token: manager })).body.settings.payroll,
    ).toEqual(stored);
    // California's rules as the settings screen's button fills them in.
    const california = { ...stored, ...CALIFORNIA_OVERTIME, breaksPaid: true };
    expect((await put({ ...DEFAULT_SETTINGS, payroll: california })).body.settings.payroll).toEqual(
      california,
    );
  });

  it("lets the kiosk's token save the other settings but not change the payroll ones", async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const kiosk = await loginAs(call, loc, 'location');
    const put = (settings: unknown) =>
      call({ method: 'PUT', url: '/api/admin/location-settings', token: kiosk, body: { settings } });
    const stored = (await call({ url: '/api/admin/location-settings', token: kiosk })).body.settings;

    const changed = await put({ ...stored, payroll: { ...stored.payroll, weeklyOvertimeHours: 60 } });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toBe('Only a manager can change the payroll settings.');

    // The same payroll as stored (the settings screen sends the whole object) is fine.
    const same = await put({ ...stored, timeFormat: '12h' });
    expect(same.status).toBe(200);
    const after = (await call({ url: '/api/admin/location-settings', token: kiosk })).body.settings;
    expect(after).toEqual({ ...stored, timeFormat: '12h' });
  });
});
