import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationId, renderWithProviders, scheduledShift } from '../../../test/schedule-data.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { PublishActions } from './publish-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const week = { startDate: '2026-03-09', endDate: '2026-03-15' };
const listPath = 'GET /api/admin/scheduled-shifts';

describe('Publish', () => {
  it("counts the week's unpublished changes, publishes the shown week and says how many were told", {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [listPath]: {
        status: 200,
        body: {
          scheduledShifts: [
            scheduledShift({ id: 'a', state: 'draft' }),
            scheduledShift({ id: 'b', state: 'draft' }),
            scheduledShift({ id: 'c', state: 'changed' }),
            scheduledShift({ id: 'd', state: 'published' }),
          ],
          pendingRemovals: 1,
        },
      },
      'POST /api/admin/schedule/publish': {
        status: 200,
        body: { added: 2, changed: 1, removed: 1, notified: 3 },
      },
    });
    renderWithProviders(
      <PublishActions locationId={locationId} week={week} timeZone="Europe/Paris" timeFormat="24h" />,
    );
    const button = await screen.findByRole('button', { name: 'Publish (4): 4 unpublished changes' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Publish the schedule' });
    expect(within(dialog).getByText('2 new shifts')).toBeVisible();
    expect(within(dialog).getByText('1 changed shift')).toBeVisible();
    expect(within(dialog).getByText('1 cancelled shift')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(week);
    expect(await screen.findByText('Schedule published. 3 employees notified.')).toBeVisible();
  });

  it('shows a refusal in the dialog and keeps it open', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    stubApi({
      [listPath]: {
        status: 200,
        body: { scheduledShifts: [scheduledShift({ state: 'draft' })], pendingRemovals: 0 },
      },
      'POST /api/admin/schedule/publish': {
        status: 409,
        body: {
          message: 'The schedule has warnings that block publishing. Fix them and try again.',
          code: 'PUBLISH_BLOCKED',
        },
      },
    });
    renderWithProviders(
      <PublishActions locationId={locationId} week={week} timeZone="Europe/Paris" timeFormat="24h" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Publish (1): 1 unpublished change' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish the schedule' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/warnings that block publishing/)).toBeVisible();
  });

  it('lists the publish history, newest first', async () => {
    const user = userEvent.setup();
    stubApi({
      [listPath]: { status: 200, body: { scheduledShifts: [], pendingRemovals: 0 } },
      'GET /api/admin/schedule/publishes': {
        status: 200,
        body: {
          publishes: [
            {
              id: 'p1',
              publishedBy: 'Manager',
              publishedAt: '2026-03-08T10:00:00.000Z',
              ...week,
              added: 3,
              changed: 1,
              removed: 0,
            },
          ],
        },
      },
    });
    renderWithProviders(
      <PublishActions locationId={locationId} week={week} timeZone="Europe/Paris" timeFormat="24h" />,
    );
    await user.click(screen.getByRole('button', { name: 'Publish history' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish history' });
    expect(await within(dialog).findByText('3 new, 1 changed, 0 cancelled')).toBeVisible();
    expect(within(dialog).getByText(/by Manager on/)).toBeVisible();
  });
});
