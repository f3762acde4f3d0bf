import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import CloudOff from 'lucide-react/icons/cloud-off';
import Coffee from 'lucide-react/icons/coffee';
import PenLine from 'lucide-react/icons/pen-line';
import Smartphone from 'lucide-react/icons/smartphone';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../api/shifts/shifts.ts';

/** A shift closed by the server or corrected afterwards: its hours deserve a second look. */
export function needsReview(shift: Shift): boolean {
  return shift.autoClosed || shift.corrected;
}

/**
 * 'Active' or 'Completed' in words (colour is never the only signal), plus 'On break', 'Auto-closed',
 * 'Corrected', 'Offline' and 'Phone'.
 */
export function ShiftStatus({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {shift.isActive ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-green-600" />
          {t('manager.shifts.active')}
        </span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t('manager.shifts.completed')}
        </span>
      )}
      {shift.onBreakSince ? (
        <FlagBadge
          icon={Coffee}
          tone="bg-amber-100 text-amber-900"
          label={t('manager.shifts.onBreak')}
          reason={t('manager.shifts.onBreakReason')}
        />
      ) : null}
      {shift.autoClosed ? (
        <FlagBadge
          icon={AlertTriangle}
          tone="bg-amber-100 text-amber-900"
          label={t('manager.shifts.autoClosed')}
          reason={t('manager.shifts.autoClosedReason')}
        />
      ) : null}
      {shift.corrected ? (
        <FlagBadge
          icon={PenLine}
          tone="bg-accent-50 text-accent-800"
          label={t('manager.shifts.corrected')}
          reason={t('manager.shifts.correctedReason')}
        />
      ) : null}
      {shift.offline ? (
        <FlagBadge
          icon={CloudOff}
          tone="bg-amber-100 text-amber-900"
          label={t('manager.shifts.offline')}
          reason={t('manager.shifts.offlineReason')}
        />
      ) : null}
      {shift.phone ? (
        <FlagBadge
          icon={Smartphone}
          tone="bg-sky-100 text-sky-900"
          label={t('manager.shifts.phone')}
          reason={t('manager.shifts.phoneReason', { detail: phoneReason(shift.phone, t) })}
        />
      ) : null}
    </span>
  );
}

/** Which punches came from the employee's phone, and how far from the location. */
function phoneReason(phone: NonNullable<Shift['phone']>, t: TFunction) {
  const parts = [
    phone.clockInMeters === null ? null : t('manager.shifts.phoneIn', { meters: phone.clockInMeters }),
    phone.clockOutMeters === null ? null : t('manager.shifts.phoneOut', { meters: phone.clockOutMeters }),
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/** A flag in words, with its reason as a tooltip and for screen readers. */
function FlagBadge({
  icon: Icon,
  tone,
  label,
  reason,
}: {
  icon: LucideIcon;
  tone: string;
  label: string;
  reason: string;
}) {
  return (
    <span
      title={reason}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {label}
      <span className="sr-only">: {reason}</span>
    </span>
  );
}
