import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useTranslation } from 'react-i18next';
import type { FillResult } from '../../../api/schedule-fill/schedule-fill.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDate, formatTimeOfDay } from '../../../lib/time/clock.ts';

/** "N shifts added", then every shift skipped with its employee, day, times and reason: none is dropped unseen. */
export function FillResultSummary({
  result,
  timeZone,
  timeFormat,
}: {
  result: FillResult;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" role="status">
      <Alert tone={result.created.length > 0 ? 'success' : 'info'}>
        {t('scheduleFill.result.added', { count: result.created.length })}
      </Alert>
      {result.skipped.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            {t('scheduleFill.result.skipped', { count: result.skipped.length })}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {result.skipped.map((shift) => (
              <li
                key={`${shift.employee.id} ${shift.scheduledStart}`}
                className="flex flex-wrap justify-between gap-x-3 px-3 py-2"
              >
                <span className="font-medium text-slate-900">
                  {shift.employee.name} · {formatDate(shift.scheduledStart, timeZone, 'weekdayDayMonth')}{' '}
                  {formatTimeOfDay(shift.scheduledStart, timeZone, { timeFormat })}–
                  {formatTimeOfDay(shift.scheduledEnd, timeZone, { timeFormat })}
                </span>
                <span className="text-slate-700">{t(`scheduleFill.result.reasons.${shift.reason}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
