import { renameDeviceBody } from '@shiftclock/contract/devices';
import { useTranslation } from 'react-i18next';
import { type Device, useRenameDevice } from '../../../api/devices/devices.ts';
import { useDeviceLabel } from '../../../components/devices/device-label.ts';
import { NameDialog } from '../../../components/ui/name-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

interface RenameDeviceDialogProps {
  locationId: string;
  /** The kiosk being renamed; null keeps the dialog closed. */
  device: Device | null;
  onClose: () => void;
}

/** 'Rename Kiosk 2': the name under the server's own rule (1 to 60 characters, one line). */
export function RenameDeviceDialog({ locationId, device, onClose }: RenameDeviceDialogProps) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  const rename = useRenameDevice(locationId);
  const close = () => {
    rename.reset();
    onClose();
  };
  return (
    <NameDialog
      open={device !== null}
      title={t('manager.devices.renameTitle', { name: device ? label(device) : '' })}
      // An unnamed kiosk starts from its shown name, so a small change ('Kiosk 2 back door') is easy.
      name={device ? label(device) : ''}
      schema={renameDeviceBody}
      label={t('manager.devices.nameLabel')}
      hint={t('manager.devices.nameHint')}
      maxLength={60}
      busy={rename.isPending}
      error={
        rename.isError
          ? t('manager.devices.renameFailed', { message: errorMessage(rename.error, t('errors.generic')) })
          : null
      }
      onSave={async (name) => {
        if (!device) return;
        await rename.mutateAsync({ deviceId: device.id, name });
        toast.success(t('manager.devices.renamed', { name }));
        close();
      }}
      onClose={close}
    />
  );
}
