import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, useOwnerDevices, useOwnerRevokeDevice } from '../../../api/devices/devices.ts';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { DeviceList, RevokeDeviceDialog } from '../../../components/devices/device-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * A location card's 'Kiosks' (docs/api.md, "Devices"): how many are online, a warning when the
 * location is open by its week layout and none is, and the list with Revoke.
 */
export function LocationKiosks({ location }: { location: DashboardLocation }) {
  const { t } = useTranslation();
  const { registered, online, openNow } = location.stats.kiosks;
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState<Device | null>(null);
  const devices = useOwnerDevices(location.locationId, open);
  const revoke = useOwnerRevokeDevice(location.locationId);
  return (
    <div className="space-y-2">
      {openNow && online === 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('organization.kiosks.noneOnline')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {registered === 0
            ? t('organization.kiosks.none')
            : t('organization.kiosks.online', { online, registered })}
        </p>
        {registered > 0 ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('organization.kiosks.manage')}
          </Button>
        ) : null}
      </div>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
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
    </div>
  );
}
