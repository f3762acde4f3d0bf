import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationId, renderWithProviders, timeZone } from '../../../test/schedule-data.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { TimeOffPanel } from './time-off-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const pending = (overrides: object) => ({
  id: 'r1',
  type: 'vacation',
  allDay: true,
  startDate: '2026-03-16',
  endDate: '2026-03-17',
  start: null,
  end: null,
  note: 'Family wedding',
  status: 'pending',
  paidHours: 0,
  decidedBy: null,
  decidedAt: null,
  decisionNote: '',
  createdAt: '2026-03-01T12:00:00.000Z',
  employee: { id: 'uuid-001', employeeId: '001', name: 'Ada Lovelace' },
  ...overrides,
});

describe('Time off panel', () => {
  it('approves with the proposed paid hours (8 a day), declines, and says when nothing waits', async () => {
    const user = userEvent.setup();
    const requests = [
      pending({}),
      pending({
        id: 'r2',
        type: 'unpaid',
        allDay: false,
        startDate: null,
        endDate: null,
        start: '2026-03-18T08:00:00.000Z',
        end: '2026-03-18T12:00:00.000Z',
        note: '',
        employee: { id: 'uuid-007', employeeId: '007', name: 'Grace Hopper' },
      }),
    ];
    const { calls } = stubApi({
      'GET /api/admin/time-off': { status: 200, body: { requests } },
      'POST /api/admin/time-off/r1/approve': {
        status: 200,
        body: {
          message: 'Time off approved',
          request: { ...requests[0], status: 'approved', paidHours: 16 },
        },
      },
      'POST /api/admin/time-off/r2/decline': {
        status: 200,
        body: { message: 'Time off declined', request: { ...requests[1], status: 'declined' } },
      },
    });
    renderWithProviders(<TimeOffPanel locationId={locationId} timeZone={timeZone} timeFormat="24h" />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ada Lovelace (001)');
    expect(items[0]).toHaveTextContent('Vacation');
    expect(items[0]).toHaveTextContent('Family wedding');
    expect(within(items[0] as HTMLElement).getByLabelText('Paid hours')).toHaveValue('16');
    // 09:00–13:00 in Paris; unpaid: no paid hours to give.
    expect(items[1]).toHaveTextContent('09:00–13:00');
    expect(within(items[1] as HTMLElement).getByLabelText('Paid hours')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Approve time off of Ada Lovelace \(001\)/ }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/admin/time-off/r1/approve')?.body).toEqual({
        paidHours: 16,
      }),
    );
    expect(await screen.findByText('Time off of Ada Lovelace (001) approved')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Decline time off of Grace Hopper \(007\)/ }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/admin/time-off/r2/decline')?.body).toEqual({}),
    );
  });

  it('says when nothing waits', async () => {
    stubApi({ 'GET /api/admin/time-off': { status: 200, body: { requests: [] } } });
    renderWithProviders(<TimeOffPanel locationId={locationId} timeZone={timeZone} timeFormat="24h" />);
    expect(await screen.findByText('No time off waits for a decision.')).toBeVisible();
  });
});
