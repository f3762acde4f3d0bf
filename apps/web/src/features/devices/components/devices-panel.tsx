import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, useDevices, useRevokeDevice } from '../../../api/devices/devices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateAndTime, type TimeFormat } from '../../../lib/clock.ts';
import { toast } from '../../../lib/toast.ts';

interface DevicesPanelProps {
  locationId: string;
  /** The location's zone and time format, for the last contact; null while the zone loads. */
  timeZone: string | null;
  timeFormat: TimeFormat;
}

/**
 * 'Kiosks': the devices opened with the location's password (docs/api.md, "Devices"), each online
 * or offline, when it was last heard from, its version and any punches it still holds, with Revoke.
 */
export function DevicesPanel({ locationId, timeZone, timeFormat }: DevicesPanelProps) {
  const { t } = useTranslation();
  const devices = useDevices(locationId);
  const revoke = useRevokeDevice(locationId);
  const [revoking, setRevoking] = useState<Device | null>(null);
  const list = devices.data?.devices ?? [];
  const lastContact = (device: Device) =>
    timeZone ? formatDateAndTime(device.lastSeenAt, timeZone, 'dayMonth', timeFormat) : '';

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
          <ul aria-label={t('manager.devices.listLabel')} className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {list.map((device) => (
              <li
                key={device.id}
                className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-white px-3 py-2"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{device.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t('manager.devices.lastContact', { time: lastContact(device) })}
                    {device.appVersion
                      ? ` · ${t('manager.devices.version', { version: device.appVersion })}`
                      : ''}
                    {device.queuedPunches > 0
                      ? ` · ${t('manager.devices.queued', { count: device.queuedPunches })}`
                      : ''}
                  </span>
                </span>
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-sm font-medium ${
                    device.online ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`size-2 rounded-full ${device.online ? 'bg-emerald-600' : 'bg-red-600'}`}
                  />
                  {device.online ? t('manager.devices.online') : t('manager.devices.offline')}
                </span>
                <Button
                  variant="ghost"
                  className="h-11 px-3 sm:h-9"
                  aria-label={t('manager.devices.revokeLabel', { name: device.name })}
                  onClick={() => setRevoking(device)}
                >
                  {t('manager.devices.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CollapsibleCard>
      <ConfirmModal
        open={revoking !== null}
        onOpenChange={(next) => {
          if (next) return;
          revoke.reset();
          setRevoking(null);
        }}
        title={t('manager.devices.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('manager.devices.revokeConfirm')}
        confirmLabel={t('manager.devices.revoke')}
        cancelLabel={t('manager.common.cancel')}
        tone="danger"
        busy={revoke.isPending}
        error={
          revoke.isError
            ? t('manager.devices.revokeFailed', { message: errorMessage(revoke.error, t('errors.generic')) })
            : null
        }
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t('manager.devices.revoked', { name: revoking.name }));
              revoke.reset();
              setRevoking(null);
            },
          });
        }}
      />
    </>
  );
}
