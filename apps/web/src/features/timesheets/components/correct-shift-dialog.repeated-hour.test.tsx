import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import { employees, locationId, renderWithProviders, shift } from '../test/timesheet-fixture.tsx';
import { type CorrectionTarget, CorrectShiftDialog } from './correct-shift-dialog.tsx';

// The tests run in whatever zone the machine is in; the location is in New York. On 2026-11-01 its
// clocks go back from 02:00 EDT to 01:00 EST, so 01:00–02:00 happens twice: 01:30 EDT is 05:30Z,
// 01:30 EST is 06:30Z. On 2026-03-08 they go forward from 02:00 to 03:00: there is no 02:30.

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const auditPath = 'GET /api/admin/shifts/shift-1/audit';
const putPath = 'PUT /api/admin/shifts/shift-1';
const breaksPath = 'GET /api/admin/shifts/shift-1/breaks';

/** The kiosk shift of the story: in at 01:30:17 EST (the second pass), out at 05:00 EST: 3.5 hours. */
const secondPass = shift({
  clockIn: '2026-11-01T06:30:17.000Z',
  clockOut: '2026-11-01T10:00:00.000Z',
  originalClockIn: '2026-11-01T06:30:17.000Z',
  originalClockOut: '2026-11-01T10:00:00.000Z',
  totalHours: 3.5,
  isActive: false,
});

/** Renders the dialog and waits until a correction's form holds the shift's breaks. */
async function renderDialog(target: CorrectionTarget, timeFormat: '24h' | '12h' = '24h') {
  const onClose = vi.fn();
  renderWithProviders(
    <CorrectShiftDialog
      locationId={locationId}
      timeZone="America/New_York"
      timeFormat={timeFormat}
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

const puts = (calls: { method: string; body?: unknown }[]) => calls.filter((call) => call.method === 'PUT');
const hours = (body: unknown) => {
  const { clockIn, clockOut } = body as { clockIn: string; clockOut: string };
  return (Date.parse(clockOut) - Date.parse(clockIn)) / 3_600_000;
};

describe('Correct Shift in the repeated hour', () => {
  it('shows which 01:30 the clock-in is and keeps it when saved untouched', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      // A break in the second pass of the repeated hour: 01:40–01:50 EST.
      [breaksPath]: {
        status: 200,
        body: {
          breaks: [
            { id: 'b-1', start: '2026-11-01T06:40:00.000Z', end: '2026-11-01T06:50:00.000Z', paid: false },
          ],
        },
      },
      [putPath]: {
        status: 200,
        body: { message: 'No changes: the shift already has these times', shift: secondPass },
      },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'correct', shift: secondPass });

    // The punches print their zone: two different instants never print alike.
    expect(within(dialog).getByText('Nov 1, 01:30 EST – 05:00')).toBeVisible();
    expect(zonedFieldValue(dialog, 'Clock-in')).toBe('2026-11-01T01:30');
    const choice = within(dialog).getByRole('group', {
      name: 'Clock-in: 01:30 happens twice on Nov 1: the clocks go back. Which one?',
    });
    expect(
      within(choice).getByRole('radio', { name: /^01:30 EST · Second, after the clocks go back/ }),
    ).toBeChecked();
    expect(
      within(choice).getByRole('radio', { name: /^01:30 EDT · First, before the clocks go back/ }),
    ).not.toBeChecked();
    // 05:00 happens once: no choice for the clock-out; the break's two ends each have theirs.
    expect(within(dialog).getAllByRole('group', { name: /happens twice/ })).toHaveLength(3);
    expect(
      within(dialog).getByRole('radio', { name: /^01:40 EST · Second, after the clocks go back/ }),
    ).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The very instants stored, to the second: 3.5 hours still.
    const [sent] = puts(calls);
    expect(sent?.body).toEqual({
      clockIn: '2026-11-01T01:30:17.000-05:00',
      clockOut: '2026-11-01T05:00:00.000-05:00',
      breaks: [{ start: '2026-11-01T01:40:00.000-05:00', end: '2026-11-01T01:50:00.000-05:00', paid: false }],
    });
    expect(hours(sent?.body)).toBeCloseTo(3.495, 3);
    expect(await screen.findByText('No changes: the shift already has these times')).toBeVisible();
  });

  it('moves the clock-in to the first pass only when the manager picks it: one hour more', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [] } },
      [putPath]: { status: 200, body: { message: 'Shift corrected', shift: secondPass } },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'correct', shift: secondPass });
    await user.click(within(dialog).getByRole('radio', { name: /^01:30 EDT/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = puts(calls);
    expect(sent?.body).toEqual({
      clockIn: '2026-11-01T01:30:00.000-04:00',
      clockOut: '2026-11-01T05:00:00.000-05:00',
      breaks: [],
    });
    expect(hours(sent?.body)).toBe(4.5);
  });

  it('keeps the pass while another minute of the repeated hour is typed, in the 12-hour format too', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [] } },
      [putPath]: { status: 200, body: { message: 'Shift corrected', shift: secondPass } },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'correct', shift: secondPass }, '12h');
    setZonedField(dialog, 'Clock-in', '2026-11-01T01:45');
    expect(within(dialog).getByRole('radio', { name: /^1:45 AM EST/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts(calls)[0]?.body).toMatchObject({ clockIn: '2026-11-01T01:45:00.000-05:00' });
  });

  it('asks which one when a repeated time is typed afresh, and sends nothing until answered', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/admin/shifts': { status: 201, body: { message: 'Shift added', shift: secondPass } },
    });
    const { dialog, onClose } = await renderDialog({ mode: 'add' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    setZonedField(dialog, 'Clock-in', '2026-11-01T01:30');
    setZonedField(dialog, 'Clock-out', '2026-11-01T05:00');
    // Neither pass is chosen for the manager.
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose which 01:30: it happens twice on Nov 1, 2026.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Clock-in time')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /^01:30 EST/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      employeeId: '002',
      clockIn: '2026-11-01T01:30:00.000-05:00',
      clockOut: '2026-11-01T05:00:00.000-05:00',
      breaks: [],
    });
  });

  it('refuses a time the clocks skip, with what they do instead, and never moves it', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [auditPath]: { status: 200, body: { entries: [] } },
      [breaksPath]: { status: 200, body: { breaks: [] } },
    });
    const { dialog } = await renderDialog({ mode: 'correct', shift: secondPass });
    const clockIn = within(dialog).getByLabelText('Clock-in time');
    setZonedField(dialog, 'Clock-in', '2026-03-08T02:30');
    setZonedField(dialog, 'Clock-out', '2026-03-08T06:00');
    const message =
      'There is no 02:30 on Mar 8, 2026: the clocks jump from 02:00 to 03:00. Choose another time.';
    // Said as soon as it is typed,
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(clockIn).toHaveAccessibleDescription(message);
    // and on save, which sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(zonedFieldValue(dialog, 'Clock-in')).toBe('2026-03-08T02:30');
    expect(puts(calls)).toEqual([]);
  });
});
