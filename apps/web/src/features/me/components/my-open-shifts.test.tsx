import type { MyOpenShift } from '@shiftclock/contract/open-shifts-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
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
  address: null,
  timezone: 'Europe/Paris',
};
const noShifts = {
  shifts: [],
  removed: [],
  lastSeenAt: '2027-03-09T12:00:00.000Z',
  asOf: '2027-03-10T15:00:00.000Z',
  days: 28,
};

const open: MyOpenShift = {
  id: 'os1',
  location: paris,
  scheduledStart: '2027-03-11T07:00:00.000Z',
  scheduledEnd: '2027-03-11T15:00:00.000Z',
  notes: 'Till 2',
  status: 'open',
  myClaim: null,
};
const claimed: MyOpenShift = {
  ...open,
  id: 'os2',
  notes: '',
  scheduledStart: '2027-03-12T07:00:00.000Z',
  scheduledEnd: '2027-03-12T11:00:00.000Z',
  myClaim: { id: 'c2', status: 'pending', createdAt: '2027-03-10T12:00:00.000Z' },
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00Z'), toFake: ['Date'] });
  storeMeToken('employee-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SLOW = 20_000;

describe('Open shifts (/me)', () => {
  it(
    "lists the open shifts with Claim, and the person's pending claim with Withdraw; Claim sends it and shows its state",
    async () => {
      onNarrowScreen();
      let mine: MyOpenShift = open;
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: noShifts },
        'GET /api/me/open-shifts': () => ({ status: 200, body: { openShifts: [mine, claimed] } }),
        'POST /api/me/open-shifts/os1/claim': () => {
          mine = { ...open, myClaim: { id: 'c1', status: 'pending', createdAt: '2027-03-10T15:00:00.000Z' } };
          return { status: 201, body: { openShift: mine } };
        },
      });
      renderRoute('/me');
      const section = await screen.findByRole('region', { name: 'Open shifts' });
      const first = within(section).getByRole('article', {
        name: /^Thursday, March 11, .* Harbour Street$/,
      });
      expect(within(first).getByText('Till 2')).toBeVisible();
      const second = within(section).getByRole('article', { name: /Friday, March 12/ });
      expect(within(second).getByText('Waiting for approval')).toBeVisible();
      expect(within(second).getByRole('button', { name: /^Withdraw your claim on/ })).toBeVisible();

      fireEvent.click(within(first).getByRole('button', { name: /^Claim Thursday/ }));
      expect(await screen.findByText('Claimed. Your manager will approve or decline it.')).toBeVisible();
      await vi.waitFor(() =>
        expect(
          within(screen.getByRole('article', { name: /Thursday, March 11/ })).getByText(
            'Waiting for approval',
          ),
        ).toBeVisible(),
      );
      expect(
        calls.find((c) => c.path === '/api/me/open-shifts/os1/claim')?.headers.get('authorization'),
      ).toBe('Bearer employee-token');
    },
    SLOW,
  );

  it(
    "shows the server's refusal in the page's words, and nothing when there is no open shift",
    async () => {
      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: noShifts },
        'GET /api/me/open-shifts': { status: 200, body: { openShifts: [open] } },
        'POST /api/me/open-shifts/os1/claim': {
          status: 409,
          body: {
            message: 'This shift is no longer open: it was filled or cancelled.',
            code: 'OPEN_SHIFT_NOT_OPEN',
          },
        },
      });
      const view = renderRoute('/me');
      fireEvent.click(await screen.findByRole('button', { name: /^Claim Thursday/ }));
      expect(
        await screen.findByText('This shift is no longer open: it was filled or cancelled.'),
      ).toBeVisible();
      view.unmount();

      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: noShifts },
        'GET /api/me/open-shifts': { status: 200, body: { openShifts: [] } },
      });
      renderRoute('/me');
      expect(await screen.findByText('No shifts in the next 28 days')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Open shifts' })).toBeNull();
    },
    SLOW,
  );

  it(
    'tells the person in their notes that a shift was posted and that their claim was approved',
    async () => {
      const location = { locationId: 'PAR234', locationName: 'Harbour Street', timezone: 'Europe/Paris' };
      const shift = { start: open.scheduledStart, end: open.scheduledEnd };
      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: noShifts },
        'GET /api/me/open-shifts': { status: 200, body: { openShifts: [] } },
        'GET /api/me/notifications': {
          status: 200,
          body: {
            notifications: [
              {
                id: 'n2',
                createdAt: '2027-03-10T14:00:00.000Z',
                readAt: null,
                kind: 'open_shift_claim_decided',
                body: { location, openShiftId: 'os1', shift, decision: 'approved' },
              },
              {
                id: 'n1',
                createdAt: '2027-03-10T12:00:00.000Z',
                readAt: null,
                kind: 'open_shift_posted',
                body: { location, openShiftId: 'os1', shift, notes: 'Till 2' },
              },
            ],
            unread: 2,
          },
        },
        'POST /api/me/notifications/read': { status: 200, body: { unread: 0 } },
      });
      renderRoute('/me');
      expect(await screen.findByText('Your claim was approved: the shift is yours')).toBeVisible();
      expect(screen.getByText('A shift is open: claim it below')).toBeVisible();
      expect(screen.getByText('Till 2')).toBeVisible();
    },
    SLOW,
  );
});
