import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type HoursColumn, useHoursColumns } from './hours-columns.ts';
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
  const columns = useHoursColumns(timesheet);
  const ordered = [
    ...columns.filter((column) => column.strong),
    ...columns.filter((column) => !column.strong),
  ];
  const fact = (column: HoursColumn, value: ReactNode, strong: boolean) => (
    <div key={column.key} className="flex justify-between gap-3">
      <dt className="text-slate-600">{column.label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {value}
      </dd>
    </div>
  );
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
          <ProvisionalNote row={row} timeZone={timeZone} timeFormat={timeFormat} />
          <dl className="mt-2 space-y-1">
            {ordered.map((column) =>
              fact(column, column.value(row), Boolean(column.strong || column.flagged?.(row))),
            )}
          </dl>
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
        <dl className="mt-2 space-y-1">
          {ordered.map((column) =>
            column.total ? fact(column, column.total(timesheet.totals), Boolean(column.strong)) : null,
          )}
        </dl>
      </li>
    </ul>
  );
}
