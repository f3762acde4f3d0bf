import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shift } from '../../../api/shifts/shifts.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { RecentShiftsPanel } from './recent-shifts-panel.tsx';

beforeEach(() => {
  // Punches of the current year show without it; timers stay real so the queries run.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-12T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function shift(n: number, overrides: Partial<Shift> = {}): Shift {
  // One shift a day going back from 10 March 2026, 08:00 to 16:27 UTC.
  const day = new Date(Date.UTC(2026, 2, 10 - n, 8, 0));
  return {
    id: `shift-${n}`,
    _id: `shift-${n}`,
    employee: { id: `emp-${n}`, name: `Person ${n}`, employeeId: String((n % 999) + 1).padStart(3, '0') },
    clockIn: day.toISOString(),
    clockOut: new Date(day.getTime() + 8.45 * 3_600_000).toISOString(),
    totalHours: 8.45,
    isActive: false,
    onBreakSince: null,
    corrected: false,
    autoClosed: false,
    awaitingReview: false,
    offline: false,
    source: 'kiosk',
    originalClockIn: day.toISOString(),
    originalClockOut: new Date(day.getTime() + 8.45 * 3_600_000).toISOString(),
    ...overrides,
  };
}

function renderPanel(
  timeZone: string | null = 'America/New_York',
  timeFormat: '24h' | '12h' = '24h',
  onCorrect?: (shift: Shift) => void,
) {
  localStorage.setItem('adminToken', 'manager-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RecentShiftsPanel
        locationId="ABC234"
        timeZone={timeZone}
        timeFormat={timeFormat}
        onCorrect={onCorrect}
      />
    </AppProviders>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Recent Shifts', () => {
  it("shows the punches in the location's 12-hour format when it is chosen", async () => {
    stubApi({ 'GET /api/admin/shifts': { status: 200, body: { shifts: [shift(1)], nextCursor: null } } });
    renderPanel('America/New_York', '12h');
    expect(await screen.findByText('Mar 9, 4:00 AM')).toBeVisible();
    expect(screen.getByText('Mar 9, 12:27 PM')).toBeVisible();
  });

  it("shows each shift in the location's time zone, hours to 0.1, and its status", async () => {
    stubApi({
      'GET /api/admin/shifts': {
        status: 200,
        body: {
          shifts: [
            shift(0, { clockOut: null, totalHours: null, isActive: true }),
            shift(1),
            shift(2, { autoClosed: true, corrected: true, totalHours: 16 }),
          ],
          nextCursor: null,
        },
      },
    });
    renderPanel();

    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toEqual(['Employee', 'ID', 'Clock In', 'Clock Out', 'Total Hours', 'Status']);
    const [active, completed, review] = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(active).toEqual([
      'Person 0',
      '001',
      'Mar 10, 04:00',
      '—Still working',
      '—Still working',
      'Active',
    ]);
    expect(completed).toEqual(['Person 1', '002', 'Mar 9, 04:00', 'Mar 9, 12:27', '8.5', 'Completed']);
    expect(review?.[4]).toBe('16.0');
    expect(review?.[5]).toMatch(/^CompletedAuto-closed.*Corrected/);
    expect(screen.getByText(/Auto-closed: no one clocked out/)).toBeVisible();
    // Everything fits on one page: no Load More.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers Correct on each shift when the view can correct, naming whose shift it is', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCorrect = vi.fn();
    stubApi({
      'GET /api/admin/shifts': { status: 200, body: { shifts: [shift(1), shift(2)], nextCursor: null } },
    });
    renderPanel('America/New_York', '24h', onCorrect);
    await user.click(
      await screen.findByRole('button', { name: 'Correct the shift of Person 2 from Mar 8, 04:00' }),
    );
    expect(onCorrect).toHaveBeenCalledWith(expect.objectContaining({ id: 'shift-2' }));
  });

  it('asks for 50 at a time and Load More brings the next page after the cursor', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubApi({
      'GET /api/admin/shifts': ({ url }) =>
        url.searchParams.get('before') === 'cursor-50'
          ? { status: 200, body: { shifts: [shift(50)], nextCursor: null } }
          : {
              status: 200,
              body: { shifts: Array.from({ length: 50 }, (_, n) => shift(n)), nextCursor: 'cursor-50' },
            },
    });
    renderPanel();

    expect(await screen.findByText('Showing 50 shifts')).toBeVisible();
    expect(bodyRows()).toHaveLength(50);
    expect(calls[0]?.url.searchParams.get('limit')).toBe('50');
    expect(calls[0]?.url.searchParams.has('before')).toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer manager-token');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 51 shifts')).toBeVisible();
    expect(bodyRows()).toHaveLength(51);
    expect(within(bodyRows()[50] as HTMLElement).getByText('Person 50')).toBeVisible();
    expect(calls[1]?.url.searchParams.get('before')).toBe('cursor-50');
    expect(calls[1]?.url.searchParams.get('limit')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('has designed empty and error states', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let fail = true;
    stubApi({
      'GET /api/admin/shifts': () =>
        fail
          ? { status: 500, body: { message: 'Internal server error' } }
          : { status: 200, body: { shifts: [], nextCursor: null } },
    });
    renderPanel();
    expect(
      await screen.findByText('Recent shifts could not be loaded.', {}, { timeout: 3000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No shifts recorded yet')).toBeVisible();
  });
});
