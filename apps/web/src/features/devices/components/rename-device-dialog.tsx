import { zodResolver } from '@hookform/resolvers/zod';
import { renameDeviceBody } from '@shiftclock/contract/devices';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Device, useRenameDevice } from '../../../api/devices/devices.ts';
import { useDeviceLabel } from '../../../components/devices/device-label.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
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
  const formId = useId();
  const rename = useRenameDevice(locationId);
  const close = () => {
    if (rename.isPending) return;
    rename.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={device !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.devices.renameTitle', { name: device ? label(device) : '' })}
      closeLabel={t('manager.common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={rename.isPending}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={rename.isPending}>
            {t('manager.common.save')}
          </Button>
        </>
      }
    >
      {device ? (
        <RenameForm
          id={formId}
          // An unnamed kiosk starts from its shown name, so a small change ('Kiosk 2 back door') is easy.
          name={label(device)}
          onRename={async (name) => {
            await rename.mutateAsync({ deviceId: device.id, name });
            toast.success(t('manager.devices.renamed', { name }));
            rename.reset();
            onClose();
          }}
          error={
            rename.isError
              ? t('manager.devices.renameFailed', {
                  message: errorMessage(rename.error, t('errors.generic')),
                })
              : null
          }
        />
      ) : null}
    </ModalDialog>
  );
}

function RenameForm({
  id,
  name,
  onRename,
  error,
}: {
  id: string;
  name: string;
  onRename: (name: string) => Promise<void>;
  error: string | null;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(renameDeviceBody), defaultValues: { name } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onRename(values.name);
    } catch {
      // Shown from `error`, above the field.
    }
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('manager.devices.nameLabel')}
        hint={t('manager.devices.nameHint')}
        autoComplete="off"
        maxLength={60}
        error={errors.name?.message}
        {...register('name')}
      />
    </form>
  );
}
