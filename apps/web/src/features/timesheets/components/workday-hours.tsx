import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/time/clock.ts';
import { formatHours, formatPunch } from '../format.ts';

type TimesheetRow = TimesheetResponse['employees'][number];

/**
 * An employee's hours workday by workday, as the daily rules split them: a night shift counts on
 * both sides of the workday's start (docs/api.md, "Hours and pay rules"), so this is where a
 * manager sees why Tuesday has overtime.
 */
export function WorkdayHours({ row }: { row: TimesheetRow }) {
  const { t } = useTranslation();
  if (row.workdays.length === 0) return <p className="text-slate-600">{t('timesheets.workdays.none')}</p>;
  return (
    <ul aria-label={t('timesheets.workdays.label', { name: row.employee.name })} className="space-y-0.5">
      {row.workdays.map((day) => (
        <li key={day.workday} className="flex flex-wrap gap-x-3 tabular-nums">
          <span className="w-full font-medium text-slate-800 sm:w-28">
            {formatCalendarDate(day.workday, 'weekdayDayMonth')}
          </span>
          <span>{t('timesheets.workdays.regular', { hours: formatHours(day.regularHours) })}</span>
          {day.overtimeHours > 0 ? (
            <span className="font-semibold text-amber-900">
              {t('timesheets.workdays.overtime', { hours: formatHours(day.overtimeHours) })}
            </span>
          ) : null}
          {day.doubleTimeHours > 0 ? (
            <span className="font-semibold text-amber-900">
              {t('timesheets.workdays.doubleTime', { hours: formatHours(day.doubleTimeHours) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A row whose figures wait for a review: auto-closed shifts of its workweeks count 0 until a
 * manager corrects or confirms them, and may then change any figure (the seventh day).
 */
export function ProvisionalNote({
  row,
  timeZone,
  timeFormat,
}: {
  row: TimesheetRow;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  if (row.pendingShifts.length === 0) return null;
  const shifts = row.pendingShifts
    .map((shift) => formatPunch(shift.clockIn, timeZone, timeFormat))
    .join(', ');
  return (
    <span className="block text-xs text-red-900">
      <span className="font-semibold">{t('timesheets.workdays.provisional')}</span>{' '}
      {t('timesheets.workdays.provisionalBecause', { count: row.pendingShifts.length, shifts })}
    </span>
  );
}
