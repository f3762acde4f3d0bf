import type { TimeFormat } from '@shiftclock/contract/time-format';
import CloudOff from 'lucide-react/icons/cloud-off';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OfflinePunch,
  useDismissOfflinePunch,
  useOfflinePunchReview,
} from '../../../api/timesheets/offline-punches.ts';
import { useDeviceLabel } from '../../../components/devices/device-label.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatPunch } from '../format.ts';

interface OfflinePunchListProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
}

/**
 * Punches a kiosk took without a connection that the server could not apply (docs/api.md, "Offline
 * punches"), whatever their period: the manager fixes the shifts (Correct, Add Missed Shift) and
 * dismisses them. Not shown while there are none.
 */
export function OfflinePunchList({ locationId, timeZone, timeFormat }: OfflinePunchListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useOfflinePunchReview(locationId);
  const punches = data?.punches ?? [];
  if (punches.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CloudOff aria-hidden="true" className="size-5 text-amber-700" />
        {t('timesheets.offline.title', { count: punches.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('timesheets.offline.hint')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {punches.map((punch) => (
          <OfflinePunchItem
            key={punch.id}
            locationId={locationId}
            punch={punch}
            timeZone={timeZone}
            timeFormat={timeFormat}
          />
        ))}
      </ul>
    </section>
  );
}

function OfflinePunchItem({
  locationId,
  punch,
  timeZone,
  timeFormat,
}: OfflinePunchListProps & { punch: OfflinePunch }) {
  const { t } = useTranslation();
  const dismiss = useDismissOfflinePunch(locationId);
  const deviceLabel = useDeviceLabel();
  const time = formatPunch(punch.punchTime, timeZone, timeFormat);
  const who = punch.employee?.name ?? t('timesheets.offline.unknownEmployee');
  const kind = t(punch.type === 'clock-in' ? 'timesheets.offline.clockIn' : 'timesheets.offline.clockOut');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      {/* At least 12rem, so on a phone the Dismiss button wraps under the text rather than squeezing it. */}
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">
          {who} <span className="font-mono text-sm font-normal text-slate-600">({punch.employeeId})</span>
        </p>
        <p className="text-sm text-slate-700 tabular-nums">
          {kind} · {time}
          {punch.deviceNumber !== null ? (
            <span className="text-slate-600">
              {' '}
              · {deviceLabel({ name: punch.deviceName, number: punch.deviceNumber })}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-amber-900">{t(`timesheets.offline.reasons.${punch.reason}`)}</p>
      </div>
      <Button
        variant="secondary"
        busy={dismiss.isPending}
        aria-label={t('timesheets.offline.dismissLabel', { kind, name: who, time })}
        onClick={() =>
          dismiss.mutate(punch.id, {
            onSuccess: () => toast.success(t('timesheets.offline.dismissed')),
            onError: (error) => toast.error(errorMessage(error, t('timesheets.offline.dismissFailed'))),
          })
        }
      >
        {dismiss.isPending ? null : <X aria-hidden="true" className="size-4" />}
        {t('timesheets.offline.dismiss')}
      </Button>
    </li>
  );
}
