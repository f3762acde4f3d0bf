import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationId, renderWithProviders, scheduledShift, timeZone } from '../../../test/schedule-data.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CopyWeekDialog } from './copy-week-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const copied = {
  created: [scheduledShift({ id: 'shift-2', _id: 'shift-2' })],
  skipped: [
    {
      employee: { id: 'uuid-107', name: 'Katherine Johnson', employeeId: '107' },
      scheduledStart: '2026-03-10T08:00:00.000Z',
      scheduledEnd: '2026-03-10T12:00:00.000Z',
      reason: 'busyElsewhere' as const,
    },
  ],
};

function renderCopy() {
  renderWithProviders(
    <CopyWeekDialog
      locationId={locationId}
      timeZone={timeZone}
      timeFormat="24h"
      weekStart="2026-03-09"
      onClose={vi.fn()}
    />,
  );
  return screen.getByRole('dialog', { name: 'Copy shifts' });
}

async function typeDay(dialog: HTMLElement, label: string, day: string) {
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, `${day}{Tab}`);
}

describe('Copy week…', () => {
  it('copies the week before into the week on screen, then lists what was added and skipped', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/admin/scheduled-shifts/copy': { status: 200, body: copied } });
    const dialog = renderCopy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy shifts' }));
    expect(await within(dialog).findByText('1 shift added')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: { startDate: '2026-03-02', endDate: '2026-03-08' },
      to: { startDate: '2026-03-09' },
    });
    expect(within(dialog).getByText('1 shift skipped')).toBeVisible();
    const item = within(dialog).getByRole('listitem');
    expect(item).toHaveTextContent('Katherine Johnson · Tue, Mar 10 09:00–13:00');
    expect(item).toHaveTextContent('Scheduled at another location then');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it('copies one day, and refuses a target that overlaps the day copied without asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/admin/scheduled-shifts/copy': { status: 200, body: copied } });
    const dialog = renderCopy();
    await user.click(within(dialog).getByRole('radio', { name: 'One day' }));
    await typeDay(dialog, 'From the day', '2026-03-10');
    await typeDay(dialog, 'Into the day', '2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Copy shifts' }));
    expect(within(dialog).getByText('Choose days that do not overlap the days copied')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await typeDay(dialog, 'Into the day', '2026-03-12');
    await user.click(within(dialog).getByRole('button', { name: 'Copy shifts' }));
    await within(dialog).findByText('1 shift added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: { startDate: '2026-03-10', endDate: '2026-03-10' },
      to: { startDate: '2026-03-12' },
    });
  });
});
