import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../api/devices/devices.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { RenameDeviceDialog } from './rename-device-dialog.tsx';

const device: Device = {
  id: '11111111-1111-4111-8111-111111111111',
  name: null,
  number: 2,
  appVersion: '1.0.0',
  createdAt: '2026-11-29T08:00:00.000Z',
  lastSeenAt: '2026-11-29T08:00:00.000Z',
  online: true,
  queuedPunches: 0,
  pinStoppedUntil: null,
};

function renderDialog(onClose = vi.fn()) {
  localStorage.setItem('token', 'manager-token');
  localStorage.setItem('adminToken', 'manager-token');
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RenameDeviceDialog locationId="ABC234" device={device} onClose={onClose} />
    </AppProviders>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Rename Kiosk 2' }), onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('Rename a kiosk', () => {
  it('starts from its shown name, refuses an empty one, saves the new one and closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`PUT /api/admin/devices/${device.id}`]: {
        status: 200,
        body: { message: 'Device renamed', device: { ...device, name: 'Front desk' } },
      },
    });
    const { dialog, onClose } = renderDialog();
    const field = within(dialog).getByLabelText('Name');
    expect(field).toHaveValue('Kiosk 2');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(field, 'Front desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to Front desk')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Front desk' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal above the field and stays open", async () => {
    const user = userEvent.setup();
    stubApi({
      [`PUT /api/admin/devices/${device.id}`]: {
        status: 404,
        body: { message: 'Device not found', code: 'DEVICE_NOT_FOUND' },
      },
    });
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to rename the kiosk');
    expect(onClose).not.toHaveBeenCalled();
  });
});
