import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { storeMeToken } from '../me-token.ts';

const me = {
  person: { id: 'p1', name: 'Ann Lee', email: null },
  organization: { id: 'o1', name: 'Demo Coffee Co.' },
  locations: [],
};

const request = (overrides: object) => ({
  id: 'r1',
  type: 'vacation',
  allDay: true,
  startDate: '2027-03-22',
  endDate: '2027-03-24',
  start: null,
  end: null,
  note: 'Family',
  status: 'pending',
  paidHours: 0,
  decidedBy: null,
  decidedAt: null,
  decisionNote: '',
  createdAt: '2027-03-10T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00Z'), toFake: ['Date'] });
  storeMeToken('employee-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SLOW = 20_000;

describe('Time off (/me/time-off)', () => {
  it(
    'asks for whole days, lists requests with their status, cancels a pending one',
    async () => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/time-off': {
          status: 200,
          body: {
            requests: [
              request({}),
              request({ id: 'r2', type: 'sick', status: 'declined', decisionNote: 'Busy week' }),
            ],
          },
        },
        'GET /api/me/availability': { status: 200, body: { days: [], updatedAt: null } },
        'POST /api/me/time-off': {
          status: 201,
          body: { message: 'Time off requested', request: request({}) },
        },
        'POST /api/me/time-off/r1/cancel': {
          status: 200,
          body: { message: 'Time off cancelled', request: request({ status: 'cancelled' }) },
        },
      });
      renderRoute('/me/time-off');
      expect(await screen.findByRole('heading', { level: 1, name: 'Time off' })).toBeVisible();

      const list = await screen.findByRole('region', { name: 'My requests' });
      const items = await within(list).findAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Pending');
      expect(items[1]).toHaveTextContent('Declined');
      expect(items[1]).toHaveTextContent('Manager: Busy week');
      // Only the pending one can be cancelled.
      expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

      // Nothing is sent without days.
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(screen.getByText('Choose the days.')).toBeVisible();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

      await user.selectOptions(screen.getByLabelText('Type'), 'sick');
      fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2027-03-15' } });
      fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2027-03-16' } });
      await user.type(screen.getByLabelText('Note for your manager (optional)'), 'Flu');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await vi.waitFor(() =>
        expect(
          calls.find((call) => call.method === 'POST' && call.path === '/api/me/time-off')?.body,
        ).toEqual({
          type: 'sick',
          startDate: '2027-03-15',
          endDate: '2027-03-16',
          note: 'Flu',
        }),
      );

      await user.click(
        within(items[0] as HTMLElement).getByRole('button', { name: /^Cancel the request for/ }),
      );
      await vi.waitFor(() =>
        expect(
          calls.some((call) => call.method === 'POST' && call.path === '/api/me/time-off/r1/cancel'),
        ).toBe(true),
      );
    },
    SLOW,
  );

  it(
    'saves the weekly availability: hours, not available, or any time',
    async () => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/time-off': { status: 200, body: { requests: [] } },
        'GET /api/me/availability': {
          status: 200,
          body: {
            days: [{ weekday: 1, start: '09:00', end: '17:00' }],
            updatedAt: '2027-03-01T10:00:00.000Z',
          },
        },
        'PUT /api/me/availability': ({ body }) => ({
          status: 200,
          body: { message: 'Availability saved', ...(body as object), updatedAt: '2027-03-10T15:00:00.000Z' },
        }),
      });
      renderRoute('/me/time-off');
      const monday = await screen.findByLabelText('Availability on Monday');
      await vi.waitFor(() => expect(monday).toHaveValue('hours'));
      expect(screen.getByLabelText('From, Monday')).toHaveValue('09:00');
      await user.selectOptions(screen.getByLabelText('Availability on Sunday'), 'none');
      await user.click(screen.getByRole('button', { name: 'Save availability' }));
      await vi.waitFor(() =>
        expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
          days: [
            { weekday: 1, start: '09:00', end: '17:00' },
            { weekday: 0, start: null, end: null },
          ],
        }),
      );
      expect(await screen.findByText('Availability saved')).toBeVisible();
    },
    SLOW,
  );
});
