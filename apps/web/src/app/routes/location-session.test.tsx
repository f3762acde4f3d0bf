import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { type RecordedCall, stubApi } from '../../test/stub-api.ts';
import { stubbedLocationInfo, stubLocation } from '../../test/stub-location.ts';

// The location screens' layout route (location-session.ts): the session is validated and the location
// loaded once per visit, however many panels of the screen read them.

const countOf = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

afterEach(() => vi.unstubAllGlobals());

describe('a location screen', () => {
  it("asks once who the manager is, and once for the location's name, zone and settings", async () => {
    localStorage.setItem('adminToken', 'mgr');
    const { calls } = stubLocation('manager');
    renderRoute('/manager/ABC234');
    expect(await screen.findByRole('region', { name: 'Weekly calendar' })).toBeInTheDocument();
    await waitFor(() => expect(countOf(calls, '/api/admin/scheduled-shifts')).toBeGreaterThan(0));
    expect(countOf(calls, '/api/auth/validate')).toBe(1);
    expect(countOf(calls, '/api/admin/location-info')).toBe(1);
    expect(countOf(calls, '/api/admin/location-settings')).toBe(1);
  });

  it('asks the same once each for the kiosk', async () => {
    localStorage.setItem('token', 'loc');
    const { calls } = stubLocation('location');
    renderRoute('/location/ABC234');
    expect(await screen.findByText('No employees currently clocked in')).toBeInTheDocument();
    expect(countOf(calls, '/api/auth/validate')).toBe(1);
    expect(countOf(calls, '/api/admin/location-info')).toBe(1);
    expect(countOf(calls, '/api/admin/location-settings')).toBe(1);
  });

  it("sends a kiosk's first calls together with the session check, not after its answer", async () => {
    localStorage.setItem('token', 'loc');
    const { calls } = stubApi({
      // The session check never answers: whatever else is asked was asked without waiting for it.
      'GET /api/auth/validate': () => new Promise(() => {}),
    });
    renderRoute('/location/ABC234');
    await waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        '/api/admin/location-info',
        '/api/admin/location-settings',
        '/api/auth/validate',
        '/api/shift/current',
      ]),
    );
  });

  it("sends a manager's lists and its current week with the session check, and the week by range once the location's zone is in", async () => {
    localStorage.setItem('adminToken', 'mgr');
    const { calls } = stubApi({
      // The session check never answers: the dashboard never renders, so these are the session's own.
      'GET /api/auth/validate': () => new Promise(() => {}),
      'GET /api/admin/location-info': { status: 200, body: stubbedLocationInfo },
      'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
    });
    renderRoute('/manager/ABC234');
    const labelled = (call: (typeof calls)[number]) => {
      if (call.url.searchParams.has('startDate')) return `${call.path} (range)`;
      if (call.url.searchParams.get('week') === 'current') return `${call.path} (current week)`;
      return call.path;
    };
    // The stub's week answers name no week, so once the zone is in the calendar asks by range too
    // (docs/decisions/0184-the-week-asked-by-name.md); the other range is the upcoming schedule.
    await waitFor(() =>
      expect(calls.map(labelled).sort()).toEqual([
        '/api/admin/devices',
        '/api/admin/employees',
        '/api/admin/location-info',
        '/api/admin/location-settings',
        '/api/admin/scheduled-shifts (current week)',
        '/api/admin/scheduled-shifts (range)',
        '/api/admin/scheduled-shifts (range)',
        '/api/admin/shifts',
        '/api/admin/shifts (current week)',
        '/api/admin/shifts (range)',
        '/api/auth/validate',
      ]),
    );
  });
});
