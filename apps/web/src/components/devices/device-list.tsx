import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '../../api/devices/devices.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDateAndTime, formatTimeOfDay, usableTimeZone } from '../../lib/time/clock.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { useDeviceLabel } from './device-label.ts';

interface DeviceListProps {
  devices: Device[];
  /** The location's zone and time format, for the last contact; null while the zone loads. */
  timeZone: string | null;
  timeFormat: TimeFormat;
  onRevoke: (device: Device) => void;
  /** The manager's Rename; the owner's list has none. */
  onRename?: ((device: Device) => void) | undefined;
}

/**
 * Kiosks, each online or offline, its last contact, version and waiting punches, with Revoke (and
 * Rename for a manager); a named kiosk shows its number too, since names need not be unique. A kiosk
 * stopped for too many wrong PINs says so, and until when (docs/security.md, "Employee PINs").
 */
export function DeviceList({ devices, timeZone, timeFormat, onRevoke, onRename }: DeviceListProps) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  const lastContact = (device: Device) =>
    timeZone ? formatDateAndTime(device.lastSeenAt, timeZone, 'dayMonth', timeFormat) : '';
  return (
    <ul aria-label={t('manager.devices.listLabel')} className="grid grid-cols-1 gap-2 md:grid-cols-2">
      {devices.map((device) => (
        <li
          key={device.id}
          className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-white px-3 py-2"
        >
          {/* At least 12rem before the status and the buttons wrap below: on a phone the name and its
              details keep the row's width instead of being cut to "Front desk…" beside them. */}
          <span className="min-w-48 flex-1">
            <span className="block font-medium break-words text-slate-900">{label(device)}</span>
            <span className="block text-sm text-slate-600">
              {device.name ? `${t('manager.devices.numberTag', { number: device.number })} · ` : ''}
              {t('manager.devices.lastContact', { time: lastContact(device) })}
              {device.appVersion ? ` · ${t('manager.devices.version', { version: device.appVersion })}` : ''}
              {device.queuedPunches > 0
                ? ` · ${t('manager.devices.queued', { count: device.queuedPunches })}`
                : ''}
            </span>
            {device.pinStoppedUntil ? (
              <span className="block text-sm font-medium text-red-700">
                {t('manager.devices.pinStopped', {
                  time: formatTimeOfDay(device.pinStoppedUntil, usableTimeZone(timeZone), {
                    timeFormat,
                  }),
                })}
              </span>
            ) : null}
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
          {onRename ? (
            <Button
              variant="ghost"
              className="h-11 px-3 sm:h-9"
              aria-label={t('manager.devices.renameLabel', { name: label(device) })}
              onClick={() => onRename(device)}
            >
              {t('manager.devices.rename')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            className="h-11 px-3 sm:h-9"
            aria-label={t('manager.devices.revokeLabel', { name: label(device) })}
            onClick={() => onRevoke(device)}
          >
            {t('manager.devices.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

interface RevokeDeviceDialogProps {
  /** The kiosk to revoke; null keeps the dialog closed. */
  device: Device | null;
  revoke: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
}

/** 'Revoke Front desk iPad?': its token ends at once; a refusal stays in the dialog. */
export function RevokeDeviceDialog({ device, revoke, onClose }: RevokeDeviceDialogProps) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  const name = device ? label(device) : '';
  return (
    <ConfirmModal
      open={device !== null}
      onOpenChange={(next) => {
        if (next) return;
        revoke.reset();
        onClose();
      }}
      title={t('manager.devices.revokeTitle', { name })}
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
        if (!device) return;
        revoke.mutate(device.id, {
          onSuccess: () => {
            toast.success(t('manager.devices.revoked', { name }));
            revoke.reset();
            onClose();
          },
        });
      }}
    />
  );
}
