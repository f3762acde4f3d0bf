import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { formatBreakMinutes, formatHours } from '../format.ts';

/** Break time in whole minutes with its unit: '45 min'. */
function useBreakText() {
  const { t } = useTranslation();
  return (minutes: number) => t('timesheets.table.breakMinutes', { minutes: formatBreakMinutes(minutes) });
}

const headCell =
  'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const numberHead = `${headCell} text-right`;
const cell = 'whitespace-nowrap px-3 py-2.5';
const numberCell = `${cell} text-right tabular-nums`;

/**
 * One row per employee with the hours the server computed (shown to two decimals, as the CSV has
 * them), and a totals row of the server's own totals, never a sum of rounded rows.
 */
export function TimesheetTable({ timesheet }: { timesheet: TimesheetResponse }) {
  // A phone gets a card per employee instead of a ten-column table scrolled sideways.
  return useMediaQuery(NARROW_SCREEN) ? (
    <TimesheetCards timesheet={timesheet} />
  ) : (
    <HoursTable timesheet={timesheet} />
  );
}

function HoursTable({ timesheet }: { timesheet: TimesheetResponse }) {
  const { t } = useTranslation();
  const breaks = useBreakText();
  const { totals } = timesheet;
  // Where punches are rounded, the hours as punched stand beside the rounded total.
  const rounded = timesheet.settings.roundingMinutes !== null;
  return (
    // A wide table scrolls sideways inside itself on a narrow screen; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('timesheets.table.label')} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('timesheets.table.employeeId')}
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.table.name')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.days')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.regular')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.overtime')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.doubleTime')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.total')}
            </th>
            {rounded ? (
              <th scope="col" className={numberHead}>
                {t('timesheets.table.actual')}
              </th>
            ) : null}
            <th scope="col" className={numberHead}>
              {t('timesheets.table.unpaidBreaks')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.paidBreaks')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.deductions')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.scheduled')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.shifts')}
            </th>
            <th scope="col" className={numberHead}>
              {t('timesheets.table.late')}
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.table.review')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {timesheet.employees.map((row) => {
            return (
              <tr key={row.employee.id}>
                <td className={`${cell} font-mono text-slate-700`}>{row.employee.employeeId}</td>
                <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                  {row.employee.name}
                  {row.employee.isActive ? null : (
                    <span className="ml-1.5 text-xs font-normal text-slate-600">
                      {t('timesheets.table.inactive')}
                    </span>
                  )}
                </th>
                <td className={numberCell}>{row.daysWorked}</td>
                <td className={numberCell}>{formatHours(row.regularHours)}</td>
                <td
                  className={`${numberCell} ${row.overtimeHours > 0 ? 'font-semibold text-amber-900' : ''}`}
                >
                  {formatHours(row.overtimeHours)}
                </td>
                <td
                  className={`${numberCell} ${row.doubleTimeHours > 0 ? 'font-semibold text-amber-900' : ''}`}
                >
                  {formatHours(row.doubleTimeHours)}
                </td>
                <td className={`${numberCell} font-semibold text-slate-900`}>
                  {formatHours(row.totalHours)}
                </td>
                {rounded ? (
                  <td className={`${numberCell} text-slate-700`}>{formatHours(row.actualHours)}</td>
                ) : null}
                <td className={numberCell}>{breaks(row.unpaidBreakMinutes)}</td>
                <td className={numberCell}>{breaks(row.paidBreakMinutes)}</td>
                <td className={numberCell}>{breaks(row.deductionMinutes)}</td>
                <td className={`${numberCell} text-slate-700`}>{formatHours(row.scheduledHours)}</td>
                <td className={numberCell}>{row.shiftCount}</td>
                <td className={`${numberCell} ${row.lateArrivals > 0 ? 'font-semibold text-amber-900' : ''}`}>
                  {row.lateArrivals}
                </td>
                <td className={cell}>
                  <ReviewCount row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              {t('timesheets.table.totals')}
            </th>
            <td className={numberCell}>{formatHours(totals.regularHours)}</td>
            <td className={numberCell}>{formatHours(totals.overtimeHours)}</td>
            <td className={numberCell}>{formatHours(totals.doubleTimeHours)}</td>
            <td className={numberCell}>{formatHours(totals.totalHours)}</td>
            {rounded ? <td className={numberCell}>{formatHours(totals.actualHours)}</td> : null}
            <td className={numberCell}>{breaks(totals.unpaidBreakMinutes)}</td>
            <td className={numberCell}>{breaks(totals.paidBreakMinutes)}</td>
            <td className={numberCell}>{breaks(totals.deductionMinutes)}</td>
            <td className={numberCell}>{formatHours(totals.scheduledHours)}</td>
            <td className={numberCell}>{totals.shiftCount}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

type TimesheetRow = TimesheetResponse['employees'][number];

/** 'Needs review (2)' and 'Awaiting review (1)' badges, or a dash when nothing needs a look. */
function ReviewCount({ row }: { row: TimesheetRow }) {
  const { t } = useTranslation();
  if (row.needsReview === 0) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('timesheets.table.reviewNone')}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {t('timesheets.table.reviewCount', { count: row.needsReview })}
      </span>
      {row.awaitingReview > 0 ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {t('timesheets.table.awaitingCount', { count: row.awaitingReview })}
        </span>
      ) : null}
    </span>
  );
}

/** The table's facts per employee, labelled, and the totals last. */
function TimesheetCards({ timesheet }: { timesheet: TimesheetResponse }) {
  const { t } = useTranslation();
  const breaks = useBreakText();
  const rounded = timesheet.settings.roundingMinutes !== null;
  const { totals } = timesheet;
  const fact = (label: string, value: ReactNode, strong = false) => (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
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
          <dl className="mt-2 space-y-1">
            {fact(t('timesheets.table.total'), formatHours(row.totalHours), true)}
            {rounded ? fact(t('timesheets.table.actual'), formatHours(row.actualHours)) : null}
            {fact(t('timesheets.table.regular'), formatHours(row.regularHours))}
            {fact(t('timesheets.table.overtime'), formatHours(row.overtimeHours), row.overtimeHours > 0)}
            {fact(
              t('timesheets.table.doubleTime'),
              formatHours(row.doubleTimeHours),
              row.doubleTimeHours > 0,
            )}
            {fact(t('timesheets.table.unpaidBreaks'), breaks(row.unpaidBreakMinutes))}
            {fact(t('timesheets.table.paidBreaks'), breaks(row.paidBreakMinutes))}
            {fact(t('timesheets.table.deductions'), breaks(row.deductionMinutes))}
            {fact(t('timesheets.table.scheduled'), formatHours(row.scheduledHours))}
            {fact(t('timesheets.table.days'), row.daysWorked)}
            {fact(t('timesheets.table.shifts'), row.shiftCount)}
            {fact(t('timesheets.table.late'), row.lateArrivals, row.lateArrivals > 0)}
          </dl>
        </li>
      ))}
      <li className="rounded-md border-2 border-slate-300 bg-slate-50 px-3 py-3 text-sm">
        <p className="font-semibold text-slate-900">{t('timesheets.table.totals')}</p>
        <dl className="mt-2 space-y-1">
          {fact(t('timesheets.table.total'), formatHours(totals.totalHours), true)}
          {rounded ? fact(t('timesheets.table.actual'), formatHours(totals.actualHours)) : null}
          {fact(t('timesheets.table.regular'), formatHours(totals.regularHours))}
          {fact(t('timesheets.table.overtime'), formatHours(totals.overtimeHours))}
          {fact(t('timesheets.table.doubleTime'), formatHours(totals.doubleTimeHours))}
          {fact(t('timesheets.table.unpaidBreaks'), breaks(totals.unpaidBreakMinutes))}
          {fact(t('timesheets.table.paidBreaks'), breaks(totals.paidBreakMinutes))}
          {fact(t('timesheets.table.deductions'), breaks(totals.deductionMinutes))}
          {fact(t('timesheets.table.scheduled'), formatHours(totals.scheduledHours))}
          {fact(t('timesheets.table.shifts'), totals.shiftCount)}
        </dl>
      </li>
    </ul>
  );
}
