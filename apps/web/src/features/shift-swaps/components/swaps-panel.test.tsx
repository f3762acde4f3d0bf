import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagerSwap } from '../../../api/shift-swaps/shift-swaps.ts';
import { locationId, renderWithProviders } from '../../../test/schedule-data.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { SwapsPanel } from './swaps-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const where = { locationId: 'PAR234', locationName: 'Harbour Street', timezone: 'Europe/Paris' };

function swap(overrides: Partial<ManagerSwap>): ManagerSwap {
  return {
    id: '6f1c1f4e-0000-4000-8000-000000000001',
    status: 'accepted',
    voidReason: null,
    location: where,
    shift: { id: 's1', start: '2026-03-12T08:00:00.000Z', end: '2026-03-12T16:00:00.000Z' },
    offeredBy: { employeeId: '001', name: 'Ann' },
    offeredTo: null,
    acceptedBy: { employeeId: '002', name: 'Bo' },
    returnShift: null,
    offeredAt: '2026-03-10T09:00:00.000Z',
    acceptedAt: '2026-03-10T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

describe('Swaps panel', () => {
  it('shows who swaps which shifts and approves one', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    let swaps = [
      swap({
        returnShift: { id: 's2', start: '2026-03-13T08:00:00.000Z', end: '2026-03-13T16:00:00.000Z' },
      }),
      swap({
        id: '6f1c1f4e-0000-4000-8000-000000000002',
        status: 'declined',
        offeredBy: { employeeId: '003', name: 'Cy' },
        acceptedBy: { employeeId: '004', name: 'Di' },
        decidedAt: '2026-03-10T11:00:00.000Z',
        decidedBy: 'Manager',
      }),
    ];
    const { calls } = stubApi({
      'GET /api/admin/shift-swaps': () => ({ status: 200, body: { swaps } }),
      'POST /api/admin/shift-swaps/6f1c1f4e-0000-4000-8000-000000000001/approve': () => {
        swaps = [{ ...swaps[0], status: 'approved' } as ManagerSwap, ...swaps.slice(1)];
        return { status: 200, body: { swap: swaps[0] } };
      },
    });
    renderWithProviders(<SwapsPanel locationId={locationId} timeZone="Europe/Paris" timeFormat="24h" />);
    const card = await screen.findByRole('article', { name: 'Ann (001) swaps with Bo (002)' });
    expect(within(card).getByText('Waiting for you')).toBeVisible();
    expect(within(card).getByText('Thu, Mar 12, 09:00 – 17:00')).toBeVisible();
    expect(within(card).getByText("In return, Bo's shift")).toBeVisible();
    expect(within(card).getByText('Fri, Mar 13, 09:00 – 17:00')).toBeVisible();
    const declined = screen.getByRole('article', { name: 'Di (004) covers for Cy (003)' });
    expect(within(declined).getByText('Declined')).toBeVisible();
    expect(within(declined).queryByRole('button')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Swap approved. The schedule is updated.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/shift-swaps/6f1c1f4e-0000-4000-8000-000000000001/approve',
    ]);
    expect(await within(card).findByText('Approved')).toBeVisible();
    expect(screen.getByText('No swap is waiting for your decision.')).toBeVisible();
  });

  it('says why a decision was refused', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/shift-swaps': { status: 200, body: { swaps: [swap({})] } },
      'POST /api/admin/shift-swaps/6f1c1f4e-0000-4000-8000-000000000001/decline': {
        status: 409,
        body: { message: 'This swap is not waiting for a decision', code: 'SWAP_NOT_AWAITING_DECISION' },
      },
    });
    renderWithProviders(<SwapsPanel locationId={locationId} timeZone="Europe/Paris" timeFormat="24h" />);
    const card = await screen.findByRole('article', { name: 'Bo (002) covers for Ann (001)' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This swap is not waiting for a decision',
    );
  });
});
