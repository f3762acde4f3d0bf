import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { useTranslation } from 'react-i18next';
import { FigureList, figuresOf, strongFirst } from './figure-list.tsx';
import { useHoursColumns } from './hours-columns.ts';
import { HoursElsewhereNote } from './hours-elsewhere-mark.tsx';
import { ReviewCount } from './review-count.tsx';
import { ProvisionalNote, WorkdayHours } from './workday-hours.tsx';

/** The table's facts per employee, labelled, the total first; the totals last. */
export function TimesheetCards({
  timesheet,
  timeZone,
  timeFormat,
}: {
  timesheet: TimesheetResponse;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const ordered = strongFirst(useHoursColumns(timesheet));
  return (
    <ul aria-label={t('timesheets.table.label')} className="space-y-3">
      {timesheet.employees.map((row) => (
        <li key={row.employee.id} className="rounded-md border border-slate-200 px-3 py-3 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium text-slate-900">
              {row.employee.name}{' '}
              <span className="font-mono font-normal text-slate-700">{row.employee.employeeId}</span>
              {row.employee.isActive ? null : (
                <span className="ml-1.5 text-xs font-normal text-slate-600">
                  {t('timesheets.table.inactive')}
                </span>
              )}
            </p>
            <ReviewCount row={row} />
          </div>
          <HoursElsewhereNote row={row} />
          <ProvisionalNote row={row} timeZone={timeZone} timeFormat={timeFormat} />
          <FigureList figures={figuresOf(ordered, row)} />
          {row.workdays.length > 0 ? (
            <details className="mt-2">
              <summary className="cursor-pointer font-medium text-sky-800">
                {t('timesheets.workdays.summary')}
              </summary>
              <div className="mt-1">
                <WorkdayHours row={row} />
              </div>
            </details>
          ) : null}
        </li>
      ))}
      <li className="rounded-md border-2 border-slate-300 bg-slate-50 px-3 py-3 text-sm">
        <p className="font-semibold text-slate-900">{t('timesheets.table.totals')}</p>
        <FigureList
          figures={ordered.flatMap(({ key, label, total, strong }) =>
            total ? [{ key, label, value: total(timesheet.totals), strong: Boolean(strong) }] : [],
          )}
        />
      </li>
    </ul>
  );
}
