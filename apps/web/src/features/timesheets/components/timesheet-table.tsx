import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeFormat } from '../../../lib/time/clock.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { formatBreakMinutes, formatHours } from '../format.ts';
import { ProvisionalNote, WorkdayHours } from './workday-hours.tsx';

/** Break time in whole minutes with its unit: '45 min'. */
function useBreakText() {
  const { t } = useTranslation();
  return (minutes: number) => t('timesheets.table.breakMinutes', { minutes: formatBreakMinutes(minutes) });
}

// Headings may wrap ('Unpaid / breaks') and some are shortened, so that the figures fit a laptop's
// 1280 px in every language with every rule's column (docs/decisions/0175-a-phone-dashboard.md); the
// figures never wrap.
const headCell =
  'px-2 py-2 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
const numberHead = `${headCell} text-right`;
const cell = 'whitespace-nowrap px-2 py-2.5';
// A long name may wrap at its spaces (onto two lines at most, for names of usual length) where the
// columns would otherwise pass the table's width.
const nameCell = 'min-w-32 px-2 py-2.5';
const numberCell = `${cell} text-right tabular-nums`;

type TimesheetRow = TimesheetResponse['employees'][number];
type Totals = TimesheetResponse['totals'];

/** One figure of the hours: its heading, its value per employee and in the totals (if it has one). */
interface HoursColumn {
  key: string;
  label: string;
  /** The heading on screen where the label would widen the table ('Überst.'); the label stays for screen readers. */
  short?: string;
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
      short: t('timesheets.table.short.regular'),
      value: (row) => formatHours(row.regularHours),
      total: (sum) => formatHours(sum.regularHours),
    },
    {
      key: 'overtime',
      label: t('timesheets.table.overtime'),
      short: t('timesheets.table.short.overtime'),
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
      short: t('timesheets.table.short.actual'),
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
      short: t('timesheets.table.short.deductions'),
      value: (row) => breaks(row.deductionMinutes),
      total: (sum) => breaks(sum.deductionMinutes),
    },
    {
      key: 'scheduled',
      label: t('timesheets.table.scheduled'),
      short: t('timesheets.table.short.scheduled'),
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
      short: t('timesheets.table.short.late'),
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

type TableProps = { timesheet: TimesheetResponse; timeZone: string; timeFormat: TimeFormat };

/**
 * One row per employee with the hours the server computed (shown to two decimals, as the CSV has
 * them), and a totals row of the server's own totals, never a sum of rounded rows. Each row opens
 * onto its hours by workday.
 */
export function TimesheetTable(props: TableProps) {
  // A phone gets a card per employee instead of a wide table scrolled sideways.
  return useMediaQuery(NARROW_SCREEN) ? <TimesheetCards {...props} /> : <HoursTable {...props} />;
}

/** The days worked as a button that opens the row's hours by workday. */
function DaysToggle({
  row,
  open,
  controls,
  onToggle,
}: {
  row: TimesheetRow;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t('timesheets.workdays.toggle', { name: row.employee.name, count: row.daysWorked })}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded px-1 font-medium text-sky-800 underline decoration-dotted underline-offset-2 hover:text-sky-950 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
    >
      <ChevronRight
        aria-hidden="true"
        className={`size-3.5 transition-transform ${open ? 'rotate-90' : ''}`}
      />
      {row.daysWorked}
    </button>
  );
}

function HoursTable({ timesheet, timeZone, timeFormat }: TableProps) {
  const { t } = useTranslation();
  const columns = useHoursColumns(timesheet);
  const [openRows, setOpenRows] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (id: string) =>
    setOpenRows((rows) => {
      const next = new Set(rows);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    // A table wider than the screen scrolls sideways inside itself; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('timesheets.table.label')} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              <ColumnHeading
                label={t('timesheets.table.employeeId')}
                short={t('timesheets.table.short.employeeId')}
              />
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.table.name')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numberHead}>
                <ColumnHeading label={column.label} short={column.short} />
              </th>
            ))}
            <th scope="col" className={headCell}>
              {t('timesheets.table.review')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {timesheet.employees.map((row) => {
            const open = openRows.has(row.employee.id);
            const detailsId = `${idPrefix}-${row.employee.id}`;
            return (
              <Fragment key={row.employee.id}>
                <tr>
                  <td className={`${cell} font-mono text-slate-700`}>{row.employee.employeeId}</td>
                  <th scope="row" className={`${nameCell} text-left font-medium text-slate-900`}>
                    {row.employee.name}
                    {row.employee.isActive ? null : (
                      <span className="ml-1.5 text-xs font-normal text-slate-600">
                        {t('timesheets.table.inactive')}
                      </span>
                    )}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className={`${numberCell} ${emphasis(column, row)}`}>
                      {column.key === 'days' ? (
                        <DaysToggle
                          row={row}
                          open={open}
                          controls={detailsId}
                          onToggle={() => toggle(row.employee.id)}
                        />
                      ) : (
                        column.value(row)
                      )}
                    </td>
                  ))}
                  <td className={cell}>
                    <ReviewCount row={row} />
                    <ProvisionalNote row={row} timeZone={timeZone} timeFormat={timeFormat} />
                  </td>
                </tr>
                {open ? (
                  <tr id={detailsId} className="bg-slate-50">
                    <td />
                    <td colSpan={columns.length + 2} className="px-3 py-2 text-sm text-slate-700">
                      <WorkdayHours row={row} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
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

/** A heading shown short, with its whole words for screen readers and on hover. */
function ColumnHeading({ label, short }: { label: string; short?: string | undefined }) {
  if (!short || short === label) return label;
  return (
    <>
      <span
        aria-hidden="true"
        title={label}
        className="cursor-help underline decoration-dotted underline-offset-2"
      >
        {short}
      </span>
      <span className="sr-only">{label}</span>
    </>
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
function TimesheetCards({ timesheet, timeZone, timeFormat }: TableProps) {
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
