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
const breaksPath = 'GET /api/admin/shifts/shift-1/breaks';
const noBreaks = { status: 200, body: { breaks: [] } };

/** Renders the dialog and waits until a correction's form holds the shift's breaks. */
async function renderDialog(target: CorrectionTarget = { mode: 'correct', shift: shift() }) {
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
  // The breaks join the form once read (a failed read is retried once, a second later).
  await waitFor(() => expect(within(dialog).queryByText('Loading the breaks...')).not.toBeInTheDocument(), {
    timeout: 3000,
  });
  return { dialog, onClose };
}

describe('Correct Shift', () => {
  it("shows the kiosk's original punches, the times on the location's clock, and the audit trail", async () => {
    stubApi({
      [breaksPath]: noBreaks,
      [auditPath]: {
        status: 200,
        body: {
          entries: [
            auditEntry({
              id: 'a-1',
              action: 'auto-close',
              actor: 'System',
              at: '2026-11-21T00:58:00.000Z',
              before: { clockIn: '2026-11-20T07:58:00.000Z', clockOut: null, breaks: null },
              after: {
                clockIn: '2026-11-20T07:58:00.000Z',
                clockOut: '2026-11-20T23:58:00.000Z',
                breaks: null,
              },
              reason: null,
            }),
            auditEntry({ id: 'a-2' }),
          ],
        },
      },
    });
    const { dialog } = await renderDialog({
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

    const trail = within(dialog).getByRole('region', { name: 'Audit trail' });
    const [autoClose, correction] = (await within(trail).findAllByRole('listitem')) as HTMLElement[];
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
      [breaksPath]: noBreaks,
      'PUT /api/admin/shifts/shift-1': {
        status: 200,
        body: { message: 'Shift corrected', shift: shift({ corrected: true }) },
      },
    });
    const { dialog, onClose } = await renderDialog();
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
      breaks: [],
      reason: 'Forgot to clock out',
    });
    expect(await screen.findByText('Shift corrected')).toBeVisible();
  });

  it("checks the contract's rules before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: noBreaks,
    });
    const { dialog } = await renderDialog();

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
      [breaksPath]: noBreaks,
      'PUT /api/admin/shifts/shift-1': { status, body: { message } },
    });
    const { dialog, onClose } = await renderDialog();
    setZonedField(dialog, 'Clock-out', '2026-11-20T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a field the server refuses gets the server's message beside it", async () => {
    const user = userEvent.setup();
    stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: noBreaks,
      'PUT /api/admin/shifts/shift-1': {
        status: 400,
        body: {
          message: 'A shift cannot end in the future',
          errors: [{ path: 'clockOut', msg: 'A shift cannot end in the future' }],
        },
      },
    });
    const { dialog } = await renderDialog();
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
    const { dialog, onClose } = await renderDialog({ mode: 'add' });
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
      breaks: [],
    });
    expect(await screen.findByText('Shift added')).toBeVisible();
  });
});

describe('breaks in Correct Shift and Add Missed Shift', () => {
  const closedShift = () =>
    shift({ clockOut: '2026-11-20T16:00:00.000Z', isActive: false, totalHours: 8.03 });
  const lunch = {
    id: 'break-1',
    start: '2026-11-20T11:00:00.000Z',
    end: '2026-11-20T11:30:00.000Z',
    paid: false,
  };

  it('shows the stored breaks, sends an untouched one to the millisecond and a new one as typed', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [{ ...lunch, start: '2026-11-20T11:00:27.500Z' }] } },
      'PUT /api/admin/shifts/shift-1': {
        status: 200,
        body: { message: 'Shift corrected', shift: closedShift() },
      },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'correct', shift: closedShift() });
    const first = within(dialog).getByRole('group', { name: 'Break 1' });
    expect(zonedFieldValue(first, 'Break start')).toBe('2026-11-20T12:00');
    expect(zonedFieldValue(first, 'Break end')).toBe('2026-11-20T12:30');
    expect(within(first).getByRole('checkbox', { name: 'Paid break' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Add break' }));
    const second = within(dialog).getByRole('group', { name: 'Break 2' });
    // A new break starts on the shift's day, its times left to type.
    expect(zonedFieldValue(second, 'Break start')).toBe('2026-11-20T');
    setZonedField(second, 'Break start', '2026-11-20T15:00');
    setZonedField(second, 'Break end', '2026-11-20T15:10');
    await user.click(within(second).getByRole('checkbox', { name: 'Paid break' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      clockIn: '2026-11-20T08:58:00.000+01:00',
      clockOut: '2026-11-20T17:00:00.000+01:00',
      breaks: [
        { start: '2026-11-20T12:00:27.500+01:00', end: '2026-11-20T12:30:00.000+01:00', paid: false },
        { start: '2026-11-20T15:00:00.000+01:00', end: '2026-11-20T15:10:00.000+01:00', paid: true },
      ],
    });
  });

  it("checks breaks by the contract's rules beside the field, and removes one", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [lunch] } },
    });
    const { dialog } = await renderDialog({ mode: 'correct', shift: closedShift() });
    await user.click(within(dialog).getByRole('button', { name: 'Add break' }));
    const second = within(dialog).getByRole('group', { name: 'Break 2' });
    setZonedField(second, 'Break start', '2026-11-20T12:15');
    setZonedField(second, 'Break end', '2026-11-20T12:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('Breaks cannot overlap')).toBeVisible();

    setZonedField(second, 'Break start', '2026-11-20T17:15');
    setZonedField(second, 'Break end', '2026-11-20T17:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('A break must be within the shift')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Remove break 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Break 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove break 1' }));
    expect(within(dialog).getByText('No breaks.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('when the breaks cannot be loaded, a correction sends the times only', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 500, body: { message: 'Internal server error' } },
      'PUT /api/admin/shifts/shift-1': {
        status: 200,
        body: { message: 'Shift corrected', shift: closedShift() },
      },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'correct', shift: closedShift() });
    expect(within(dialog).getByText(/The breaks could not be loaded/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Add break' })).not.toBeInTheDocument();
    setZonedField(dialog, 'Clock-out', '2026-11-20T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('breaks');
  });

  it("shows a break the server refuses beside its field, and the audit trail's breaks", async () => {
    const user = userEvent.setup();
    stubApi({
      [auditPath]: {
        status: 200,
        body: {
          entries: [
            auditEntry({
              before: {
                clockIn: '2026-11-20T07:58:00.000Z',
                clockOut: '2026-11-20T16:00:00.000Z',
                breaks: [{ start: lunch.start, end: null, paid: false }],
              },
              after: {
                clockIn: '2026-11-20T07:58:00.000Z',
                clockOut: '2026-11-20T16:00:00.000Z',
                breaks: [
                  { start: lunch.start, end: lunch.end, paid: false },
                  { start: '2026-11-20T14:00:00.000Z', end: '2026-11-20T14:10:00.000Z', paid: true },
                ],
              },
            }),
          ],
        },
      },
      [breaksPath]: { status: 200, body: { breaks: [lunch] } },
      'PUT /api/admin/shifts/shift-1': {
        status: 400,
        body: {
          message: 'A break must be within the shift',
          errors: [{ path: 'breaks.0.end', msg: 'A break must be within the shift' }],
        },
      },
    });
    const { dialog } = await renderDialog({ mode: 'correct', shift: closedShift() });
    expect(await within(dialog).findByText('Breaks: 12:00–12:30 (unpaid), 15:00–15:10 (paid)')).toBeVisible();
    expect(within(dialog).getByText('Breaks: 12:00–open (unpaid)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const first = within(dialog).getByRole('group', { name: 'Break 1' });
    expect(await within(first).findByText('A break must be within the shift')).toBeVisible();
    expect(within(first).getByLabelText('Break end time')).toHaveAttribute('aria-invalid', 'true');
  });
});
