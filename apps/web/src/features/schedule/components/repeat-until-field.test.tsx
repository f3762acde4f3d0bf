import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField } from '../../../test/zoned-field.ts';
import { renderScheduleDialog, scheduledShift } from '../test/schedule-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

async function typeDay(dialog: HTMLElement, label: string, day: string) {
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, `${day}{Tab}`);
}

describe('Schedule New Shift: repeat weekly until', () => {
  const renderSchedule = () =>
    renderScheduleDialog({
      employeeId: '007',
      start: '2026-03-10T08:00:00.000Z',
      end: '2026-03-10T16:00:00.000Z',
    });

  it('schedules the shift, then repeats it to the date and says how many were added and skipped', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/admin/scheduled-shifts': {
        status: 201,
        body: { message: 'Shift scheduled successfully', scheduledShift: scheduledShift() },
      },
      'POST /api/admin/scheduled-shifts/shift-1/repeat': {
        status: 200,
        body: {
          created: [scheduledShift({ id: 'shift-3', _id: 'shift-3' })],
          skipped: [
            {
              employee: { id: 'uuid-007', name: 'Grace Hopper', employeeId: '007' },
              scheduledStart: '2026-03-17T08:00:00.000Z',
              scheduledEnd: '2026-03-17T16:00:00.000Z',
              reason: 'busyElsewhere' as const,
            },
          ],
        },
      },
    });
    const { dialog, onClose } = renderSchedule();
    await typeDay(dialog, 'Repeat weekly until (optional)', '2026-03-24');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path.endsWith('/repeat'))?.body).toEqual({ until: '2026-03-24' });
    // Three toasts stack: the ones beneath are in the page, not all in view.
    expect(await screen.findByText('Shift scheduled and repeated: 1 more added')).toBeInTheDocument();
    expect(await screen.findByText('1 week skipped: the employee is not free then')).toBeInTheDocument();
  });

  it('refuses a date less than a week after the shift and schedules nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { dialog } = renderSchedule();
    setZonedField(dialog, 'Start', '2026-03-10T09:00');
    await typeDay(dialog, 'Repeat weekly until (optional)', '2026-03-15');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('Choose a date at least a week after the shift')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
