import { AlertTriangle, CloudOff, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../api/shifts/shifts.ts';

/** A shift closed by the server or corrected afterwards: its hours deserve a second look. */
export function needsReview(shift: Shift): boolean {
  return shift.autoClosed || shift.corrected;
}

/** 'Active' or 'Completed' in words (colour is never the only signal), plus 'Auto-closed', 'Corrected' and 'Offline'. */
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
      {shift.autoClosed ? (
        <span
          title={t('manager.shifts.autoClosedReason')}
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
        >
          <AlertTriangle aria-hidden="true" className="size-3" />
          {t('manager.shifts.autoClosed')}
          <span className="sr-only">: {t('manager.shifts.autoClosedReason')}</span>
        </span>
      ) : null}
      {shift.corrected ? (
        <span
          title={t('manager.shifts.correctedReason')}
          className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800"
        >
          <PenLine aria-hidden="true" className="size-3" />
          {t('manager.shifts.corrected')}
          <span className="sr-only">: {t('manager.shifts.correctedReason')}</span>
        </span>
      ) : null}
      {shift.offline ? (
        <span
          title={t('manager.shifts.offlineReason')}
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
        >
          <CloudOff aria-hidden="true" className="size-3" />
          {t('manager.shifts.offline')}
          <span className="sr-only">: {t('manager.shifts.offlineReason')}</span>
        </span>
      ) : null}
    </span>
  );
}
