import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import { employees, locationId, renderWithProviders, scheduledShift } from '../test/schedule-fixture.tsx';
import { EditShiftDialog } from './edit-shift-dialog.tsx';
import { ScheduleShiftDialog } from './schedule-shift-dialog.tsx';

// A Berlin location: on 2026-10-25 its clocks go back from 03:00 CEST to 02:00 CET, so 02:30 happens
// twice (00:30Z as CEST, 01:30Z as CET); on 2026-03-29 they go forward from 02:00 to 03:00.
const timeZone = 'Europe/Berlin';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('Edit Shift in the repeated hour', () => {
  it('keeps a start on the second 02:30 when saved with only the end changed', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'PUT /api/admin/scheduled-shifts/shift-1': {
        status: 200,
        body: { message: 'Shift updated successfully', scheduledShift: scheduledShift() },
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <EditShiftDialog
        locationId={locationId}
        timeZone={timeZone}
        shift={scheduledShift({
          scheduledStart: '2026-10-25T01:30:00.000Z', // 02:30 CET, the second pass
          scheduledEnd: '2026-10-25T09:00:00.000Z', // 10:00 CET: 7.5 hours
        })}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    expect(within(dialog).getByRole('radio', { name: /^02:30 (CET|UTC\+1) · Second/ })).toBeChecked();
    setZonedField(dialog, 'End', '2026-10-25T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // 02:30 CET to 11:00 CET: 8.5 hours, not the 9.5 a first-pass start would make.
    expect(calls[0]?.body).toEqual({
      scheduledStart: '2026-10-25T02:30:00.000+01:00',
      scheduledEnd: '2026-10-25T11:00:00.000+01:00',
    });
  });
});

describe('Schedule New Shift on a spring-forward night', () => {
  it('refuses a start the clocks skip and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderWithProviders(
      <ScheduleShiftDialog
        locationId={locationId}
        timeZone={timeZone}
        employees={employees}
        draft={{ employeeId: '007' }}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Schedule New Shift' });
    setZonedField(dialog, 'Start', '2026-03-29T02:30');
    const message =
      'There is no 02:30 on Mar 29, 2026: the clocks jump from 02:00 to 03:00. Choose another time.';
    expect(within(dialog).getByText(message)).toBeVisible();
    // The usual end is not filled in from a time that does not exist.
    expect(zonedFieldValue(dialog, 'End')).toBe('');
    setZonedField(dialog, 'End', '2026-03-29T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    // No shift is sent (the picked employee's availability may have been read on the way).
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
