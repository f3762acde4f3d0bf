import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import { locationId, renderWithProviders, scheduledShift, timeZone } from '../test/schedule-fixture.tsx';
import { EditShiftDialog } from './edit-shift-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const shiftPath = '/api/admin/scheduled-shifts/shift-1';

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <EditShiftDialog
      locationId={locationId}
      timeZone={timeZone}
      shift={scheduledShift()}
      onClose={onClose}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Edit Shift' }), onClose };
}

describe('Edit Shift', () => {
  it("shows the shift on the location's clock and sends only the start and the end", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`PUT ${shiftPath}`]: {
        status: 200,
        body: { message: 'Shift updated successfully', scheduledShift: scheduledShift() },
      },
    });
    const { dialog, onClose } = renderDialog();
    expect(within(dialog).getByText('Grace Hopper')).toBeVisible();
    expect(zonedFieldValue(dialog, 'Start')).toBe('2026-03-10T09:00');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-03-10T17:00');

    setZonedField(dialog, 'End', '2026-03-10T18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      scheduledStart: '2026-03-10T09:00:00.000+01:00',
      scheduledEnd: '2026-03-10T18:30:00.000+01:00',
    });
    expect(await screen.findByText('Shift updated successfully')).toBeVisible();
  });

  it("shows docs/product.md's messages for missing or reversed times", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { dialog } = renderDialog();
    setZonedField(dialog, 'Start', '');
    setZonedField(dialog, 'End', '');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Start time is required')).toBeVisible();
    expect(within(dialog).getByText('End time is required')).toBeVisible();

    setZonedField(dialog, 'Start', '2026-03-10T12:00');
    setZonedField(dialog, 'End', '2026-03-10T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it.each([
    [401, { message: 'Invalid or expired token' }, 'Authentication required'],
    [400, { message: 'Must be an ISO date-time' }, 'Invalid shift data. Please try again.'],
    [
      409,
      { message: 'This employee already has a scheduled shift at that time' },
      'This employee already has a scheduled shift at that time',
    ],
    [500, undefined, 'Failed to update shift'],
  ])('a refused update (%i) says %#', async (status, body, text) => {
    const user = userEvent.setup();
    stubApi({ [`PUT ${shiftPath}`]: { status, body } });
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`DELETE ${shiftPath}`]: { status: 200, body: { message: 'Shift deleted successfully' } },
    });
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Shift' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Shift' });
    expect(within(confirm).getByText('Are you sure you want to delete this shift?')).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
    expect(await screen.findByText('Shift deleted successfully')).toBeVisible();
  });

  it.each([
    [
      400,
      { message: 'Cannot delete this shift. It may be in progress or completed.' },
      'Cannot delete this shift. It may be in progress or completed.',
    ],
    [403, { message: 'Forbidden' }, 'Access denied. You cannot delete this shift.'],
    [404, { message: 'Shift not found' }, 'Shift not found. It may have already been deleted.'],
    [500, { message: 'Internal server error' }, 'Server error. Please try again later.'],
    ['network', undefined, 'Network error. Please check your connection and try again.'],
  ] as const)('a refused delete (%s) says %#', async (status, body, text) => {
    const user = userEvent.setup();
    stubApi({ [`DELETE ${shiftPath}`]: status === 'network' ? 'network-error' : { status, body } });
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Shift' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Shift' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Shift' }));
    expect(await within(confirm).findByText(text)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
