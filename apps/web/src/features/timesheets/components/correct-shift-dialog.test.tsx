import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import {
  auditEntry,
  employees,
  locationId,
  renderWithProviders,
  shift,
  timeZone,
} from '../test/timesheet-fixture.tsx';
import { type CorrectionTarget, CorrectShiftDialog } from './correct-shift-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const auditPath = 'GET /api/admin/shifts/shift-1/audit';

function renderDialog(target: CorrectionTarget = { mode: 'correct', shift: shift() }) {
  const onClose = vi.fn();
  renderWithProviders(
    <CorrectShiftDialog
      locationId={locationId}
      timeZone={timeZone}
      timeFormat="24h"
      target={target}
      employees={employees}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: target.mode === 'add' ? 'Add Missed Shift' : 'Correct Shift',
  });
  return { dialog, onClose };
}

describe('Correct Shift', () => {
  it("shows the kiosk's original punches, the times on the location's clock, and the audit trail", async () => {
    stubApi({
      [auditPath]: {
        status: 200,
        body: {
          entries: [
            auditEntry({
              id: 'a-1',
              action: 'auto-close',
              actor: 'System',
              at: '2026-11-21T00:58:00.000Z',
              before: { clockIn: '2026-11-20T07:58:00.000Z', clockOut: null },
              after: { clockIn: '2026-11-20T07:58:00.000Z', clockOut: '2026-11-20T23:58:00.000Z' },
              reason: null,
            }),
            auditEntry({ id: 'a-2' }),
          ],
        },
      },
    });
    const { dialog } = renderDialog({
      mode: 'correct',
      shift: shift({
        clockOut: '2026-11-20T16:00:00.000Z',
        isActive: false,
        corrected: true,
        totalHours: 8.03,
      }),
    });

    expect(within(dialog).getByText('Grace Hopper')).toBeVisible();
    expect(within(dialog).getByText('Nov 20, 08:58 – —')).toBeVisible();
    expect(zonedFieldValue(dialog, 'Clock-in')).toBe('2026-11-20T08:58');
    expect(zonedFieldValue(dialog, 'Clock-out')).toBe('2026-11-20T17:00');

    const trail = await within(dialog).findByRole('list');
    const [autoClose, correction] = within(trail).getAllByRole('listitem') as HTMLElement[];
    expect(autoClose).toHaveTextContent('Auto-closed · System, Nov 21, 2026, 01:58');
    expect(autoClose).toHaveTextContent('Nov 20, 08:58 – open → changed to Nov 20, 08:58 – Nov 21, 00:58');
    expect(correction).toHaveTextContent('Corrected · Manager, Nov 21, 2026, 10:00');
    expect(correction).toHaveTextContent('Nov 20, 08:58 – open → changed to Nov 20, 08:58 – Nov 20, 17:00');
    expect(correction).toHaveTextContent('Reason: Forgot to clock out');
  });

  it('closes an open shift: the times and the reason go out on the location clock', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      'PUT /api/admin/shifts/shift-1': {
        status: 200,
        body: { message: 'Shift corrected', shift: shift({ corrected: true }) },
      },
    });
    const { dialog, onClose } = renderDialog();
    expect(
      await within(dialog).findByText("No changes yet: the times are the kiosk's punches."),
    ).toBeVisible();
    // An open shift's end is what the manager came to set.
    expect(zonedFieldValue(dialog, 'Clock-out')).toBe('');

    setZonedField(dialog, 'Clock-out', '2026-11-20T17:00');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Forgot to clock out');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      clockIn: '2026-11-20T08:58:00.000+01:00',
      clockOut: '2026-11-20T17:00:00.000+01:00',
      reason: 'Forgot to clock out',
    });
    expect(await screen.findByText('Shift corrected')).toBeVisible();
  });

  it("checks the contract's rules before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ [auditPath]: { status: 200, body: { entries: [] } } });
    const { dialog } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Clock-out is required')).toBeVisible();

    setZonedField(dialog, 'Clock-out', '2026-11-20T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Clock-out must be after clock-in')).toBeVisible();

    setZonedField(dialog, 'Clock-out', '2026-11-21T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A shift can be at most 24 hours long')).toBeVisible();
    expect(within(dialog).getByLabelText('Clock-out time')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it.each([
    [409, 'This employee already has a shift at that time'],
    [409, 'This pay period is approved. Reopen it to make changes.'],
  ])("a refusal (%i) stays in the dialog with the server's text: %s", async (status, message) => {
    const user = userEvent.setup();
    stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      'PUT /api/admin/shifts/shift-1': { status, body: { message } },
    });
    const { dialog, onClose } = renderDialog();
    setZonedField(dialog, 'Clock-out', '2026-11-20T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a field the server refuses gets the server's message beside it", async () => {
    const user = userEvent.setup();
    stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      'PUT /api/admin/shifts/shift-1': {
        status: 400,
        body: {
          message: 'A shift cannot end in the future',
          errors: [{ path: 'clockOut', msg: 'A shift cannot end in the future' }],
        },
      },
    });
    const { dialog } = renderDialog();
    const clockOut = within(dialog).getByLabelText('Clock-out time');
    setZonedField(dialog, 'Clock-out', '2026-11-20T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A shift cannot end in the future')).toBeVisible();
    expect(clockOut).toHaveAttribute('aria-invalid', 'true');
    expect(clockOut).toHaveAccessibleDescription('A shift cannot end in the future');
  });

  it('adds a missed shift for an employee chosen in the picker', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/admin/shifts': {
        status: 201,
        body: { message: 'Shift added', shift: shift({ source: 'manual', originalClockIn: null }) },
      },
    });
    const { dialog, onClose } = renderDialog({ mode: 'add' });
    expect(within(dialog).queryByText('Audit trail')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select an employee')).toBeVisible();
    expect(within(dialog).getByText('Clock-in is required')).toBeVisible();

    await user.type(within(dialog).getByRole('combobox', { name: 'Employee' }), 'grace');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Selected: Grace Hopper (002)')).toBeVisible();
    setZonedField(dialog, 'Clock-in', '2026-11-19T09:00');
    setZonedField(dialog, 'Clock-out', '2026-11-19T13:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      employeeId: '002',
      clockIn: '2026-11-19T09:00:00.000+01:00',
      clockOut: '2026-11-19T13:30:00.000+01:00',
    });
    expect(await screen.findByText('Shift added')).toBeVisible();
  });
});
