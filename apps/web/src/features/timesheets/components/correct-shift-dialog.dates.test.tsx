import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import { employees, locationId, renderWithProviders, shift, timeZone } from '../test/timesheet-fixture.tsx';
import { type CorrectionTarget, CorrectShiftDialog } from './correct-shift-dialog.tsx';

// A typed date is taken when it is complete, on Enter or when the field is left
// (docs/decisions/0170-date-fields.md); what is typed before never changes another field.

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const auditPath = 'GET /api/admin/shifts/shift-1/audit';
const breaksPath = 'GET /api/admin/shifts/shift-1/breaks';
const closedShift = () => shift({ clockOut: '2026-11-20T16:00:00.000Z', isActive: false, totalHours: 8.03 });
const lunch = {
  id: 'break-1',
  start: '2026-11-20T11:00:00.000Z',
  end: '2026-11-20T11:30:00.000Z',
  paid: false,
};

async function renderDialog(target: CorrectionTarget) {
  renderWithProviders(
    <CorrectShiftDialog
      locationId={locationId}
      timeZone={timeZone}
      timeFormat="24h"
      target={target}
      employees={employees}
      onClose={vi.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: target.mode === 'add' ? 'Add Missed Shift' : 'Correct Shift',
  });
  await waitFor(() => expect(within(dialog).queryByText('Loading the breaks...')).not.toBeInTheDocument(), {
    timeout: 3000,
  });
  return dialog;
}

/**
 * Types '11/19/2' into the field's date: it stays as typed and the other fields keep their values;
 * then '6' and Enter: the date is taken and written back ('11/19/2026'), and nothing is sent.
 */
async function typeDateAndEnter(scope: HTMLElement, label: string, others: Record<string, string>) {
  const user = userEvent.setup();
  const { date } = zonedField(scope, label);
  await user.tripleClick(date);
  await user.keyboard('11/19/2');
  expect(date).toHaveValue('11/19/2');
  for (const [other, value] of Object.entries(others)) expect(zonedFieldValue(scope, other)).toBe(value);
  await user.keyboard('6{Enter}');
  expect(date).toHaveValue('11/19/2026');
  for (const [other, value] of Object.entries(others)) expect(zonedFieldValue(scope, other)).toBe(value);
}

describe('Correct Shift and Add Missed Shift: typing a date', { timeout: 20_000 }, () => {
  it("Correct Shift's clock-in", async () => {
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [] } },
    });
    const dialog = await renderDialog({ mode: 'correct', shift: closedShift() });
    await typeDateAndEnter(dialog, 'Clock-in', { 'Clock-out': '2026-11-20T17:00' });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(zonedFieldValue(dialog, 'Clock-in')).toBe('2026-11-19T08:58');
  });

  it("Add Missed Shift's clock-out", async () => {
    const { calls } = stubApi({});
    const dialog = await renderDialog({ mode: 'add' });
    setZonedField(dialog, 'Clock-in', '2026-11-19T09:00');
    await typeDateAndEnter(dialog, 'Clock-out', { 'Clock-in': '2026-11-19T09:00' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("a break's start, and the bad-time message in the manager's words", async () => {
    const user = userEvent.setup();
    stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [lunch] } },
    });
    const dialog = await renderDialog({ mode: 'correct', shift: closedShift() });
    const first = within(dialog).getByRole('group', { name: 'Break 1' });
    await typeDateAndEnter(first, 'Break start', { 'Break end': '2026-11-20T12:30' });
    expect(zonedFieldValue(dialog, 'Clock-in')).toBe('2026-11-20T08:58');

    setZonedField(first, 'Break end', '2026-11-20Tlunch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Enter a time such as 14:30')).toBeVisible();
    expect(within(dialog).queryByText('Must be an ISO date-time')).toBeNull();
  });
});
