import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, useOwnerDevices, useOwnerRevokeDevice } from '../../../api/devices/devices.ts';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { DeviceList, RevokeDeviceDialog } from '../../../components/devices/device-list.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

interface LocationKiosksDialogProps {
  location: DashboardLocation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A location's kiosks, each with Revoke (location-kiosks.tsx opens it from the card). */
export function LocationKiosksDialog({ location, open, onOpenChange }: LocationKiosksDialogProps) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<Device | null>(null);
  const devices = useOwnerDevices(location.locationId, open);
  const revoke = useOwnerRevokeDevice(location.locationId);
  return (
    <>
      <ModalDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('organization.kiosks.title', { name: location.locationName })}
        closeLabel={t('manager.common.close')}
        size="lg"
      >
        {devices.isError ? (
          <p role="alert" className="text-slate-700">
            {t('manager.devices.loadFailed')}
          </p>
        ) : devices.data ? (
          devices.data.devices.length === 0 ? (
            <p className="text-slate-700">{t('organization.kiosks.none')}</p>
          ) : (
            <DeviceList
              devices={devices.data.devices}
              timeZone={location.timezone}
              timeFormat={location.timeFormat}
              onRevoke={setRevoking}
            />
          )
        ) : null}
      </ModalDialog>
      <RevokeDeviceDialog device={revoking} revoke={revoke} onClose={() => setRevoking(null)} />
    </>
  );
}
