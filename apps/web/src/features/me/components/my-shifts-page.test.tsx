import type { MyShifts } from '@shiftclock/contract/my-shifts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { storeMeToken } from '../me-token.ts';

const me = {
  person: { id: 'p1', name: 'Ann Lee', email: null },
  organization: { id: 'o1', name: 'Demo Coffee Co.' },
  locations: [],
};
const paris = {
  locationId: 'PAR234',
  locationName: 'Harbour Street',
  address: '12 rue du Port',
  timezone: 'Europe/Paris',
};
const york = { locationId: 'NYC234', locationName: 'Midtown', address: null, timezone: 'America/New_York' };

// Wednesday 10 March 2027, 15:00Z.
const now = new Date('2027-03-10T15:00:00Z');

function answer(overrides: Partial<MyShifts> = {}): MyShifts {
  return {
    shifts: [
      {
        id: 's1',
        location: paris,
        scheduledStart: '2027-03-10T07:00:00Z',
        scheduledEnd: '2027-03-10T11:00:00Z',
        notes: 'Open up',
        change: null,
      },
      {
        id: 's2',
        location: york,
        scheduledStart: '2027-03-12T14:00:00Z',
        scheduledEnd: '2027-03-12T20:00:00Z',
        notes: '',
        change: 'changed',
      },
      {
        id: 's3',
        location: paris,
        scheduledStart: '2027-03-13T07:00:00Z',
        scheduledEnd: '2027-03-13T11:00:00Z',
        notes: '',
        change: 'new',
      },
    ],
    removed: [
      {
        location: york,
        scheduledStart: '2027-03-14T13:00:00Z',
        scheduledEnd: '2027-03-14T19:00:00Z',
        removedAt: '2027-03-10T12:00:00Z',
      },
    ],
    lastSeenAt: '2027-03-09T12:00:00.000Z',
    asOf: '2027-03-10T15:00:00.000Z',
    days: 28,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  storeMeToken('employee-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My shifts (/me)', () => {
  it("shows today's shift first, then each day's, with places, times, badges and removals, and marks them seen", async () => {
    const { calls } = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/shifts': { status: 200, body: answer() },
      'POST /api/me/shifts/seen': { status: 200, body: { lastSeenAt: '2027-03-10T15:00:00.000Z' } },
    });
    renderRoute('/me');

    const today = await screen.findByRole('region', { name: /^Today/ });
    expect(within(today).getByText('Harbour Street')).toBeVisible();
    expect(within(today).getByText('12 rue du Port')).toBeVisible();
    expect(within(today).getByText('Open up')).toBeVisible();
    const friday = screen.getByRole('region', { name: 'Friday, March 12' });
    expect(within(friday).getByText('Midtown')).toBeVisible();
    expect(within(friday).getByText('Changed')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Saturday, March 13' })).getByText('New')).toBeVisible();
    const removed = screen.getByRole('region', { name: 'Removed since you last looked' });
    expect(within(removed).getByText(/Sunday, March 14, .* at Midtown/)).toBeVisible();
    // Today's region comes before the later days.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(1)).toEqual([
      expect.stringMatching(/^Today/),
      'Friday, March 12',
      'Saturday, March 13',
    ]);

    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/me/shifts/seen').map((c) => c.body)).toEqual([
        { seenAt: '2027-03-10T15:00:00.000Z' },
      ]),
    );
    // The bearer is the employee's own token.
    expect(calls.find((c) => c.path === '/api/me/shifts')?.headers.get('authorization')).toBe(
      'Bearer employee-token',
    );
  });

  it('says so when there is nothing scheduled, and marks nothing seen when nothing is new', async () => {
    const { calls } = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/shifts': { status: 200, body: answer({ shifts: [], removed: [] }) },
    });
    renderRoute('/me');
    expect(await screen.findByText('No shifts in the next 28 days')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/me/shifts/seen')).toBe(false);
  });

  it('shows the last loaded schedule with when it was saved when the network fails', async () => {
    const first = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/shifts': { status: 200, body: answer({ removed: [] }) },
      'POST /api/me/shifts/seen': { status: 200, body: { lastSeenAt: null } },
    });
    const view = renderRoute('/me');
    expect(await screen.findByText('Midtown')).toBeVisible();
    await vi.waitFor(() => expect(first.calls.some((c) => c.path === '/api/me/shifts/seen')).toBe(true));
    view.unmount();

    stubApi({ 'GET /api/me': 'network-error', 'GET /api/me/shifts': 'network-error' });
    renderRoute('/me');
    expect(await screen.findByText(/^Saved /)).toBeVisible();
    expect(screen.getByText('Midtown')).toBeVisible();
  });

  it('offers to try again when the first load fails', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: me }, 'GET /api/me/shifts': 'network-error' });
    renderRoute('/me');
    expect(await screen.findByText(/Your shifts could not be loaded/, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
