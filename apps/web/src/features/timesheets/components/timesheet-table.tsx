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

// Headings may wrap ('Unpaid / breaks') so that the figures fit a laptop's width; the figures never do.
const headCell =
  'px-3 py-2 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
const numberHead = `${headCell} text-right`;
const cell = 'whitespace-nowrap px-3 py-2.5';
const numberCell = `${cell} text-right tabular-nums`;

type TimesheetRow = TimesheetResponse['employees'][number];
type Totals = TimesheetResponse['totals'];

/** One figure of the hours: its heading, its value per employee and in the totals (if it has one). */
interface HoursColumn {
  key: string;
  label: string;
  value: (row: TimesheetRow) => ReactNode;
  total?: (totals: Totals) => ReactNode;
  /** Bold in amber when it is something to look at (overtime, late arrivals). */
  flagged?: (row: TimesheetRow) => boolean;
  /** The figure paid: always bold. */
  strong?: boolean;
}

/**
 * The figures after the name, in order. Columns for rules the location does not use, and that hold
 * nothing this period, are left out (paid breaks where breaks are unpaid, deductions where nothing is
 * deducted, actual hours where nothing is rounded), so the usual table fits a laptop without
 * scrolling sideways; the CSVs always carry every column.
 */
function useHoursColumns({ settings, totals }: TimesheetResponse): HoursColumn[] {
  const { t } = useTranslation();
  const breaks = useBreakText();
  const columns: (HoursColumn | false)[] = [
    { key: 'days', label: t('timesheets.table.days'), value: (row) => row.daysWorked },
    {
      key: 'regular',
      label: t('timesheets.table.regular'),
      value: (row) => formatHours(row.regularHours),
      total: (sum) => formatHours(sum.regularHours),
    },
    {
      key: 'overtime',
      label: t('timesheets.table.overtime'),
      value: (row) => formatHours(row.overtimeHours),
      total: (sum) => formatHours(sum.overtimeHours),
      flagged: (row) => row.overtimeHours > 0,
    },
    {
      key: 'doubleTime',
      label: t('timesheets.table.doubleTime'),
      value: (row) => formatHours(row.doubleTimeHours),
      total: (sum) => formatHours(sum.doubleTimeHours),
      flagged: (row) => row.doubleTimeHours > 0,
    },
    {
      key: 'total',
      label: t('timesheets.table.total'),
      value: (row) => formatHours(row.totalHours),
      total: (sum) => formatHours(sum.totalHours),
      strong: true,
    },
    // Where punches are rounded, the hours as punched stand beside the rounded total.
    settings.roundingMinutes !== null && {
      key: 'actual',
      label: t('timesheets.table.actual'),
      value: (row) => formatHours(row.actualHours),
      total: (sum) => formatHours(sum.actualHours),
    },
    (!settings.breaksPaid || totals.unpaidBreakMinutes > 0) && {
      key: 'unpaidBreaks',
      label: t('timesheets.table.unpaidBreaks'),
      value: (row) => breaks(row.unpaidBreakMinutes),
      total: (sum) => breaks(sum.unpaidBreakMinutes),
    },
    (settings.breaksPaid || totals.paidBreakMinutes > 0) && {
      key: 'paidBreaks',
      label: t('timesheets.table.paidBreaks'),
      value: (row) => breaks(row.paidBreakMinutes),
      total: (sum) => breaks(sum.paidBreakMinutes),
    },
    (settings.autoDeductMinutes !== null || totals.deductionMinutes > 0) && {
      key: 'deductions',
      label: t('timesheets.table.deductions'),
      value: (row) => breaks(row.deductionMinutes),
      total: (sum) => breaks(sum.deductionMinutes),
    },
    {
      key: 'scheduled',
      label: t('timesheets.table.scheduled'),
      value: (row) => formatHours(row.scheduledHours),
      total: (sum) => formatHours(sum.scheduledHours),
    },
    {
      key: 'shifts',
      label: t('timesheets.table.shifts'),
      value: (row) => row.shiftCount,
      total: (sum) => sum.shiftCount,
    },
    {
      key: 'late',
      label: t('timesheets.table.late'),
      value: (row) => row.lateArrivals,
      flagged: (row) => row.lateArrivals > 0,
    },
  ];
  return columns.filter((column): column is HoursColumn => column !== false);
}

const emphasis = (column: HoursColumn, row: TimesheetRow) =>
  column.strong
    ? 'font-semibold text-slate-900'
    : column.flagged?.(row)
      ? 'font-semibold text-amber-900'
      : '';

/**
 * One row per employee with the hours the server computed (shown to two decimals, as the CSV has
 * them), and a totals row of the server's own totals, never a sum of rounded rows.
 */
export function TimesheetTable({ timesheet }: { timesheet: TimesheetResponse }) {
  // A phone gets a card per employee instead of a wide table scrolled sideways.
  return useMediaQuery(NARROW_SCREEN) ? (
    <TimesheetCards timesheet={timesheet} />
  ) : (
    <HoursTable timesheet={timesheet} />
  );
}

function HoursTable({ timesheet }: { timesheet: TimesheetResponse }) {
  const { t } = useTranslation();
  const columns = useHoursColumns(timesheet);
  return (
    // A table wider than the screen scrolls sideways inside itself; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('timesheets.table.label')} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('timesheets.table.employeeId')}
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.table.name')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numberHead}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={headCell}>
              {t('timesheets.table.review')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {timesheet.employees.map((row) => (
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
              {columns.map((column) => (
                <td key={column.key} className={`${numberCell} ${emphasis(column, row)}`}>
                  {column.value(row)}
                </td>
              ))}
              <td className={cell}>
                <ReviewCount row={row} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            {/* The label spans the ID, the name and the days (the first column), which have no total. */}
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              {t('timesheets.table.totals')}
            </th>
            {columns.slice(1).map((column) => (
              <td key={column.key} className={numberCell}>
                {column.total?.(timesheet.totals)}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

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

/** The table's facts per employee, labelled, the total first; the totals last. */
function TimesheetCards({ timesheet }: { timesheet: TimesheetResponse }) {
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
          <dl className="mt-2 space-y-1">
            {ordered.map((column) =>
              fact(column, column.value(row), Boolean(column.strong || column.flagged?.(row))),
            )}
          </dl>
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
