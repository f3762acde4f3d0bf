import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePunch } from '../../../api/timesheets/offline-punches.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { locationId, renderWithProviders, timeZone } from '../test/timesheet-fixture.tsx';
import { OfflinePunchList } from './offline-punch-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const conflict: OfflinePunch = {
  id: '6f1c9a52-0d7e-4c59-9d55-3f3f7f0e2b11',
  type: 'clock-in',
  employeeId: '002',
  employee: { id: 'uuid-002', name: 'Grace Hopper' },
  deviceName: 'Front desk iPad',
  deviceNumber: 2,
  deviceTime: '2026-11-20T07:59:00.000Z',
  punchTime: '2026-11-20T07:58:00.000Z',
  receivedAt: '2026-11-20T09:00:00.000Z',
  reason: 'ALREADY_CLOCKED_IN',
};

describe('the offline punches to review', () => {
  it('lists who, what, when (location clock), which kiosk and why, and dismisses one', async () => {
    let punches = [
      conflict,
      { ...conflict, id: 'b2c9', employeeId: '123', employee: null, reason: 'EMPLOYEE_NOT_FOUND' as const },
    ];
    const { calls } = stubApi({
      'GET /api/admin/offline-punches': () => ({ status: 200, body: { punches } }),
      [`POST /api/admin/offline-punches/${conflict.id}/dismiss`]: () => {
        punches = punches.slice(1);
        return { status: 200, body: { message: 'Offline punch dismissed', punch: conflict } };
      },
    });
    renderWithProviders(<OfflinePunchList locationId={locationId} timeZone={timeZone} timeFormat="24h" />);

    const list = await screen.findByRole('region', { name: 'Offline punches to review (2)' });
    const [grace, unknown] = within(list).getAllByRole('listitem');
    expect(grace).toHaveTextContent('Grace Hopper (002)');
    expect(grace).toHaveTextContent('Clock in · Nov 20, 08:58 · Front desk iPad');
    expect(grace).toHaveTextContent('Already clocked in at that time');
    expect(unknown).toHaveTextContent('Unknown ID (123)');
    expect(unknown).toHaveTextContent('No employee has this ID');

    await userEvent.click(
      within(grace as HTMLElement).getByRole('button', {
        name: 'Dismiss the offline Clock in of Grace Hopper at Nov 20, 08:58',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Offline punches to review (1)' })).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/dismiss'))).toBe(true);
  });

  it('shows nothing while no punch awaits', async () => {
    const { calls } = stubApi({ 'GET /api/admin/offline-punches': { status: 200, body: { punches: [] } } });
    renderWithProviders(<OfflinePunchList locationId={locationId} timeZone={timeZone} timeFormat="24h" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The answer has been rendered (or would have been) by the next task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Offline punches/)).toBeNull();
  });
});
