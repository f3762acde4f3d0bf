import type { MyShifts } from '@shiftclock/contract/my-shifts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { AppRoutes, createRoutes, preloadScreen } from '../../app/router.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubApi } from '../../test/stub-api.ts';
import { meKey } from './me-api.ts';
import { me, signedInAs } from './test/me-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shifts: MyShifts = {
  shifts: [
    {
      id: 's1',
      location: {
        locationId: 'DEMNYC',
        locationName: 'Midtown',
        address: null,
        timezone: 'America/New_York',
      },
      scheduledStart: '2099-03-10T13:00:00Z',
      scheduledEnd: '2099-03-10T21:00:00Z',
      notes: 'Open up',
      change: null,
    },
  ],
  removed: [],
  lastSeenAt: '2099-03-01T12:00:00.000Z',
  asOf: '2099-03-01T12:00:00.000Z',
  days: 28,
};
const record = {
  from: '2098-12-01',
  to: null,
  confirmCorrections: false,
  pendingCount: 0,
  corrections: [],
  flaggedShifts: [],
};

const answers = () =>
  stubApi({
    'GET /api/me': { status: 200, body: me },
    'GET /api/me/corrections': { status: 200, body: record },
    'GET /api/me/shifts': { status: 200, body: shifts },
    'GET /api/me/phone-clock': { status: 200, body: { locations: [], openShift: null } },
    'POST /api/me/shifts/seen': { status: 204 },
  });

/** preloadScreen as main.tsx runs it, then the time for the asked answers to land in the cache. */
async function started(path: string) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  await preloadScreen(routes, path);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { queryClient, routes };
}

describe("the employee app's first calls", () => {
  it('are asked while the code loads, so the first render shows the schedule, not "Loading"', async () => {
    signedInAs();
    const { calls } = answers();
    const { queryClient, routes } = await started('/me');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/me',
      '/api/me/corrections',
      '/api/me/shifts',
      '/api/me/phone-clock',
    ]);
    // The token the screens send: the employee's own.
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer me-token')).toBe(true);

    // The render itself, before any answer could arrive: already the name and the shift.
    act(() => {
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={['/me']}>
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText('Open up')).toBeVisible();
    expect(screen.queryByText('Loading your shifts…')).toBeNull();
    // Asked once: the screens took the answers already in the cache.
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toHaveLength(4);
    queryClient.clear();
  });

  it('are kept for offline as the screens keep them', async () => {
    signedInAs();
    answers();
    const { queryClient } = await started('/me');
    // The same query options as the screens': what is kept on the phone is kept from here too.
    expect(queryClient.getQueryData(meKey('GET /api/me/shifts'))).toEqual(shifts);
    expect(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('shiftclock.me.'))
        .sort(),
    ).toEqual([
      'shiftclock.me.GET /api/me',
      'shiftclock.me.GET /api/me/corrections',
      'shiftclock.me.GET /api/me/shifts',
    ]);
    queryClient.clear();
  });

  it("on another tab are only the header's; signed out or on a link's landing, none", async () => {
    signedInAs();
    const { calls } = answers();
    await started('/me/hours');
    expect(calls.map((call) => call.path)).toEqual(['/api/me', '/api/me/corrections']);

    calls.length = 0;
    await started('/me/sign-in');
    expect(calls).toEqual([]);

    localStorage.clear();
    await started('/me');
    expect(calls).toEqual([]);
  });
});
