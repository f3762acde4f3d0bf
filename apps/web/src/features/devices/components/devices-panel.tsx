import type { TimeFormat } from '@shiftclock/contract/time-format';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, useDevices, useRevokeDevice } from '../../../api/devices/devices.ts';
import { DeviceList, RevokeDeviceDialog } from '../../../components/devices/device-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';

// Its form validates with the contract's zod schema, which the manager's first screen does without.
const RenameDeviceDialog = lazyDialog(
  () => import('./rename-device-dialog.tsx').then((module) => module.RenameDeviceDialog),
  ({ device }) => device !== null,
);

interface DevicesPanelProps {
  locationId: string;
  /** The location's zone and time format, for the last contact; null while the zone loads. */
  timeZone: string | null;
  timeFormat: TimeFormat;
}

/**
 * 'Kiosks': the devices opened with the location's password (docs/api.md, "Devices"), each online
 * or offline, when it was last heard from, its version and any punches it still holds, with Rename
 * and Revoke.
 */
export function DevicesPanel({ locationId, timeZone, timeFormat }: DevicesPanelProps) {
  const { t } = useTranslation();
  const devices = useDevices(locationId);
  const revoke = useRevokeDevice(locationId);
  const [revoking, setRevoking] = useState<Device | null>(null);
  const [renaming, setRenaming] = useState<Device | null>(null);
  const list = devices.data?.devices ?? [];

  return (
    <>
      <CollapsibleCard
        storageKey="devices"
        title={
          devices.data
            ? t('manager.devices.title', { count: list.length })
            : t('manager.devices.titleLoading')
        }
      >
        {devices.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
            {t('manager.devices.loadFailed')}
            <Button variant="secondary" onClick={() => void devices.refetch()}>
              {t('manager.common.retry')}
            </Button>
          </div>
        ) : devices.isPending ? null : list.length === 0 ? (
          <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
            <MonitorSmartphone aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 font-medium text-slate-900">{t('manager.devices.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('manager.devices.emptyHint')}</p>
          </div>
        ) : (
          <DeviceList
            devices={list}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onRevoke={setRevoking}
            onRename={setRenaming}
          />
        )}
      </CollapsibleCard>
      <RevokeDeviceDialog device={revoking} revoke={revoke} onClose={() => setRevoking(null)} />
      <RenameDeviceDialog locationId={locationId} device={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}
