import type { TimeFormat } from '@shiftclock/contract/time-format';
import Coffee from 'lucide-react/icons/coffee';
import { useTranslation } from 'react-i18next';
import type { KioskShift } from '../../../api/kiosk/current-shifts.ts';
import { durationBetween, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { useDurationFormat } from '../use-duration-format.ts';

interface WorkingCardProps {
  shift: KioskShift;
  timeZone: string;
  timeFormat: TimeFormat;
  now: Date;
}

/**
 * One person at work: ID, name, 'Since HH:MM' in the location's zone, and the time elapsed; on a
 * break, 'On break since HH:MM' below.
 */
export function WorkingCard({ shift, timeZone, timeFormat, now }: WorkingCardProps) {
  const { t } = useTranslation();
  const { elapsed } = useDurationFormat();
  const { name, employeeId } = shift.employee;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <div className="flex min-w-0 items-center gap-2">
        <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-base font-semibold text-slate-800">
          <span className="sr-only">{t('kiosk.idLabel')} </span>
          {employeeId}
        </span>
        <span className="truncate text-lg font-semibold text-slate-900" title={name}>
          {name}
        </span>
      </div>
      <div className="flex items-baseline justify-between gap-2 text-slate-700">
        <span>{t('kiosk.since', { time: formatTimeOfDay(shift.clockIn, timeZone, { timeFormat }) })}</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">{t('kiosk.elapsedLabel')} </span>
          {elapsed(durationBetween(shift.clockIn, now))}
        </span>
      </div>
      {shift.onBreakSince ? (
        <p className="flex items-center gap-1.5 self-start rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-950 ring-1 ring-amber-600">
          <Coffee aria-hidden="true" className="size-4 shrink-0" />
          {t('kiosk.onBreakSince', { time: formatTimeOfDay(shift.onBreakSince, timeZone, { timeFormat }) })}
        </p>
      ) : null}
    </li>
  );
}
