import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenShift } from '../../../api/open-shifts/open-shifts.ts';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
import { locationId, renderWithProviders, timeZone } from '../../../test/schedule-data.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { OpenShiftsPanel } from './open-shifts-panel.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const claim = (id: string, name: string, code: string, status: OpenShift['claims'][number]['status']) => ({
  id,
  employee: { id: `uuid-${code}`, name, employeeId: code },
  status,
  createdAt: '2027-03-10T14:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2027-03-10T14:30:00.000Z',
  decidedBy: status === 'pending' ? null : 'Manager',
});

const thursday: OpenShift = {
  id: 'os1',
  scheduledStart: '2027-03-11T07:00:00.000Z',
  scheduledEnd: '2027-03-11T15:00:00.000Z',
  notes: 'Till 2',
  status: 'open',
  postedBy: 'Manager',
  postedAt: '2027-03-10T12:00:00.000Z',
  claims: [claim('c1', 'Bo Brown', '002', 'pending'), claim('c2', 'Eve Stone', '006', 'withdrawn')],
};

const render = () =>
  renderWithProviders(
    <OpenShiftsPanel locationId={locationId} timeZone={timeZone} timeFormat="24h" defaultDurationHours={8} />,
  );

describe('Open shifts (manager)', () => {
  it('lists each open shift with its claims; Approve sends the claim and the list is asked again', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00Z'), shouldAdvanceTime: true });
    let filled = false;
    const { calls } = stubApi({
      'GET /api/admin/open-shifts': () => ({
        status: 200,
        body: {
          openShifts: [
            filled
              ? { ...thursday, status: 'filled', claims: [claim('c1', 'Bo Brown', '002', 'approved')] }
              : thursday,
          ],
        },
      }),
      'POST /api/admin/open-shift-claims/c1/approve': () => {
        filled = true;
        return {
          status: 200,
          body: {
            openShift: {
              ...thursday,
              status: 'filled',
              claims: [claim('c1', 'Bo Brown', '002', 'approved')],
            },
            scheduledShiftId: 'ss1',
          },
        };
      },
    });
    render();
    const card = await screen.findByRole('region', { name: 'Open shifts' });
    expect(await within(card).findByText('1 claim waits for your answer.')).toBeVisible();
    expect(within(card).getByText('Till 2')).toBeVisible();
    // A withdrawn claim is not listed.
    expect(within(card).queryByText(/Eve Stone/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /^Approve Bo Brown's claim for/ }));
    expect(await within(card).findByText('Filled')).toBeVisible();
    expect(within(card).getByText('Approved')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Cancel the open shift/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/open-shift-claims/c1/approve',
    ]);
  });

  it("shows the server's refusal of an approval", async () => {
    vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00Z'), shouldAdvanceTime: true });
    stubApi({
      'GET /api/admin/open-shifts': { status: 200, body: { openShifts: [thursday] } },
      'POST /api/admin/open-shift-claims/c1/approve': {
        status: 409,
        body: {
          message:
            'The employee is now scheduled at that time, at this or another location. Decline the claim or change their schedule.',
          code: 'OPEN_SHIFT_CLAIMANT_BUSY',
        },
      },
    });
    render();
    const card = await screen.findByRole('region', { name: 'Open shifts' });
    fireEvent.click(await within(card).findByRole('button', { name: /^Approve Bo Brown's claim/ }));
    expect(await screen.findByText(/now scheduled at that time, at this or another location/)).toBeVisible();
  });

  it('posts an open shift from its dialog, usable on a phone, and cancels one', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-10T15:20:00Z'), shouldAdvanceTime: true });
    onNarrowScreen();
    const { calls } = stubApi({
      'GET /api/admin/open-shifts': { status: 200, body: { openShifts: [thursday] } },
      'POST /api/admin/open-shifts': ({ body }) => ({
        status: 201,
        body: { openShift: { ...thursday, id: 'os2', ...(body as object), claims: [] } },
      }),
      'POST /api/admin/open-shifts/os1/cancel': {
        status: 200,
        body: { openShift: { ...thursday, status: 'cancelled', claims: [] } },
      },
    });
    render();
    const card = await screen.findByRole('region', { name: 'Open shifts' });
    fireEvent.click(within(card).getByRole('button', { name: 'Post open shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post open shift' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), {
      target: { value: 'Bar' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/open-shifts');
    // The next full hour for the location's default length, sent with the location's offset.
    expect(posted?.body).toMatchObject({ notes: 'Bar' });
    const body = posted?.body as { scheduledStart: string; scheduledEnd: string };
    expect(new Date(body.scheduledStart).toISOString()).toBe('2027-03-10T16:00:00.000Z');
    expect(new Date(body.scheduledEnd).toISOString()).toBe('2027-03-11T00:00:00.000Z');

    fireEvent.click(await within(card).findByRole('button', { name: /^Cancel the open shift of/ }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/open-shifts/os1/cancel')).toBe(true),
    );
  });
});
