import type { MyShifts } from '@shiftclock/contract/my-shifts';
import type { MyShiftSwap } from '@shiftclock/contract/shift-swaps';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const where = { locationId: 'PAR234', locationName: 'Harbour Street', timezone: 'Europe/Paris' };

// Wednesday 10 March 2027, 15:00Z.
const now = new Date('2027-03-10T15:00:00Z');

const shifts: MyShifts = {
  shifts: [
    {
      id: 's1',
      location: paris,
      scheduledStart: '2027-03-12T08:00:00Z',
      scheduledEnd: '2027-03-12T16:00:00Z',
      notes: '',
      change: null,
    },
    {
      id: 's2',
      location: paris,
      scheduledStart: '2027-03-13T08:00:00Z',
      scheduledEnd: '2027-03-13T16:00:00Z',
      notes: '',
      change: null,
    },
  ],
  removed: [],
  lastSeenAt: '2027-03-09T12:00:00.000Z',
  asOf: '2027-03-10T15:00:00.000Z',
  days: 28,
};

function swap(overrides: Partial<MyShiftSwap>): MyShiftSwap {
  return {
    id: 'w1',
    status: 'offered',
    voidReason: null,
    location: where,
    shift: { id: 's1', start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T16:00:00.000Z' },
    offeredBy: { employeeId: '001', name: 'Ann Lee' },
    offeredTo: null,
    acceptedBy: null,
    returnShift: null,
    offeredAt: '2027-03-10T14:00:00.000Z',
    acceptedAt: null,
    decidedAt: null,
    decidedBy: null,
    role: 'offerer',
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

const SLOW = 20_000;

describe('Swaps and cover in My shifts (/me)', () => {
  it(
    'offers an upcoming shift to a chosen colleague, then shows the offer and withdraws it',
    async () => {
      onNarrowScreen();
      let swaps: MyShiftSwap[] = [];
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: shifts },
        'GET /api/me/notifications': { status: 200, body: { notifications: [], unread: 0 } },
        'GET /api/me/shift-swaps': () => ({ status: 200, body: { swaps } }),
        'GET /api/me/shift-swaps/colleagues': {
          status: 200,
          body: {
            colleagues: [
              { employeeId: '002', name: 'Bo' },
              { employeeId: '003', name: 'Cy' },
            ],
          },
        },
        'POST /api/me/shift-swaps': () => {
          swaps = [swap({ offeredTo: { employeeId: '003', name: 'Cy' } })];
          return { status: 201, body: { swap: swaps[0] } };
        },
        'POST /api/me/shift-swaps/w1/withdraw': () => {
          swaps = [swap({ status: 'withdrawn' })];
          return { status: 200, body: { swap: swaps[0] } };
        },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoute('/me');
      const friday = await screen.findByRole('region', { name: 'Friday, March 12' });
      await user.click(await within(friday).findByRole('button', { name: 'Offer' }));
      const form = within(friday).getByRole('form', { name: 'Who may take this shift?' });
      expect(within(form).getByRole('radio', { name: 'Anyone at Harbour Street' })).toBeChecked();
      await user.click(within(form).getByRole('radio', { name: 'A colleague' }));
      await user.selectOptions(await within(form).findByRole('combobox', { name: 'Colleague' }), 'Cy');
      await user.click(within(form).getByRole('button', { name: 'Offer shift' }));
      await vi.waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
          { shiftId: 's1', offeredTo: '003' },
        ]),
      );
      expect(await within(friday).findByText('Offered to Cy')).toBeVisible();
      await user.click(within(friday).getByRole('button', { name: 'Withdraw offer' }));
      await vi.waitFor(() =>
        expect(calls.some((c) => c.path === '/api/me/shift-swaps/w1/withdraw')).toBe(true),
      );
      expect(await within(friday).findByRole('button', { name: 'Offer' })).toBeVisible();
    },
    SLOW,
  );

  it(
    'lists an offer to the person and accepts it giving one of their shifts in return; a refusal is said',
    async () => {
      const open = swap({
        id: 'w2',
        role: 'candidate',
        offeredBy: { employeeId: '002', name: 'Bo' },
        shift: { id: 'x9', start: '2027-03-14T08:00:00.000Z', end: '2027-03-14T12:00:00.000Z' },
      });
      let answer: { status: number; body: unknown } = {
        status: 409,
        body: { message: 'This offer is no longer open', code: 'SWAP_NOT_OPEN' },
      };
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: shifts },
        'GET /api/me/notifications': { status: 200, body: { notifications: [], unread: 0 } },
        'GET /api/me/shift-swaps': { status: 200, body: { swaps: [open] } },
        'POST /api/me/shift-swaps/w2/accept': () => answer,
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoute('/me');
      const offered = await screen.findByRole('region', { name: 'Offered to you' });
      const card = within(offered).getByRole('article', { name: 'Bo offers a shift' });
      expect(within(card).getByText(/Sunday, March 14, 9:00 AM – 1:00 PM/)).toBeVisible();
      await user.selectOptions(
        within(card).getByRole('combobox', { name: 'Give one of your shifts in return (optional)' }),
        's2',
      );
      await user.click(within(card).getByRole('button', { name: 'Accept' }));
      expect(await within(card).findByRole('alert')).toHaveTextContent('This offer is no longer open');
      answer = { status: 200, body: { swap: { ...open, status: 'accepted', role: 'accepter' } } };
      await user.click(within(card).getByRole('button', { name: 'Accept' }));
      await vi.waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
          { returnShiftId: 's2' },
          { returnShiftId: 's2' },
        ]),
      );
    },
    SLOW,
  );

  it(
    "shows the offer's status on the shift: accepted by a colleague and waiting for the manager",
    async () => {
      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: shifts },
        'GET /api/me/notifications': { status: 200, body: { notifications: [], unread: 0 } },
        'GET /api/me/shift-swaps': {
          status: 200,
          body: {
            swaps: [
              swap({
                status: 'accepted',
                acceptedBy: { employeeId: '002', name: 'Bo' },
                acceptedAt: '2027-03-10T14:30:00.000Z',
              }),
            ],
          },
        },
      });
      renderRoute('/me');
      const friday = await screen.findByRole('region', { name: 'Friday, March 12' });
      expect(await within(friday).findByText('Bo will take it. Waiting for your manager.')).toBeVisible();
      expect(within(friday).queryByRole('button', { name: 'Offer' })).toBeNull();
      expect(within(friday).getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
    },
    SLOW,
  );

  it(
    "shows a swap's notes in the app: accepted by a colleague, then approved",
    async () => {
      const body = {
        swapId: 'w1',
        location: where,
        shift: { id: 's1', start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T16:00:00.000Z' },
        returnShift: null,
        offeredBy: { employeeId: '001', name: 'Ann Lee' },
        acceptedBy: { employeeId: '002', name: 'Bo' },
      };
      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/shifts': { status: 200, body: shifts },
        'GET /api/me/shift-swaps': { status: 200, body: { swaps: [] } },
        'GET /api/me/notifications': {
          status: 200,
          body: {
            notifications: [
              {
                id: 'n2',
                kind: 'shift_swap_approved',
                body,
                createdAt: '2027-03-10T14:00:00.000Z',
                readAt: null,
              },
              {
                id: 'n1',
                kind: 'shift_swap_accepted',
                body,
                createdAt: '2027-03-10T13:00:00.000Z',
                readAt: null,
              },
            ],
            unread: 2,
          },
        },
        'POST /api/me/notifications/read': { status: 200, body: { unread: 0 } },
      });
      renderRoute('/me');
      const notes = await screen.findByRole('region', { name: 'Schedule changes' });
      expect(within(notes).getByText('Swap approved: Ann Lee and Bo')).toBeVisible();
      expect(within(notes).getByText('Bo accepted your shift')).toBeVisible();
      expect(within(notes).getAllByText(/Friday, March 12, 9:00 AM – 5:00 PM/)).toHaveLength(2);
    },
    SLOW,
  );
});
