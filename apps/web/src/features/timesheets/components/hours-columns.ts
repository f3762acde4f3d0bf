import type { OrganizationHours } from '@shiftclock/contract/organization-timesheet';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBreakMinutes, formatHours } from '../format.ts';

// The timesheet's figures as columns, shared by the table (a laptop) and the cards (a phone).

/** Break time in whole minutes with its unit: '45 min'. */
function useBreakText() {
  const { t } = useTranslation();
  return (minutes: number) => t('timesheets.table.breakMinutes', { minutes: formatBreakMinutes(minutes) });
}

export type TimesheetRow = TimesheetResponse['employees'][number];
type Totals = TimesheetResponse['totals'];

/** The figures a row and the totals both carry, on a location's timesheet and the organization's. */
export type Figures = Pick<
  OrganizationHours,
  | 'regularHours'
  | 'overtimeHours'
  | 'doubleTimeHours'
  | 'totalHours'
  | 'actualHours'
  | 'unpaidBreakMinutes'
  | 'paidBreakMinutes'
  | 'deductionMinutes'
  | 'shiftCount'
  | 'paidTimeOffHours'
>;

/** One figure of the hours: its heading, its value per row and in the totals (if it has one). */
export interface HoursColumn<Row = TimesheetRow, Sum = Totals> {
  key: string;
  label: string;
  /** The heading on screen where the label would widen the table ('Überst.'); the label stays for screen readers. */
  short?: string;
  value: (row: Row) => ReactNode;
  total?: (totals: Sum) => ReactNode;
  /** Bold in amber when it is something to look at (overtime, late arrivals). */
  flagged?: (row: Row) => boolean;
  /** The figure paid: always bold. */
  strong?: boolean;
}

/** A column whose figure reads the same from a row and from the totals. */
export type FigureColumn = HoursColumn<Figures, Figures>;

/** The figures both timesheets show, each read alike from a row and from the totals. */
export function useFigureColumns() {
  const { t } = useTranslation();
  const breaks = useBreakText();
  const hours = (read: (figures: Figures) => number) => (figures: Figures) => formatHours(read(figures));
  const minutes = (read: (figures: Figures) => number) => (figures: Figures) => breaks(read(figures));
  const both = (read: (figures: Figures) => ReactNode) => ({ value: read, total: read });
  return {
    regular: {
      key: 'regular',
      label: t('timesheets.table.regular'),
      short: t('timesheets.table.short.regular'),
      ...both(hours((f) => f.regularHours)),
    },
    overtime: {
      key: 'overtime',
      label: t('timesheets.table.overtime'),
      short: t('timesheets.table.short.overtime'),
      ...both(hours((f) => f.overtimeHours)),
      flagged: (f) => f.overtimeHours > 0,
    },
    doubleTime: {
      key: 'doubleTime',
      label: t('timesheets.table.doubleTime'),
      ...both(hours((f) => f.doubleTimeHours)),
      flagged: (f) => f.doubleTimeHours > 0,
    },
    total: {
      key: 'total',
      label: t('timesheets.table.total'),
      ...both(hours((f) => f.totalHours)),
      strong: true,
    },
    actual: {
      key: 'actual',
      label: t('timesheets.table.actual'),
      short: t('timesheets.table.short.actual'),
      ...both(hours((f) => f.actualHours)),
    },
    unpaidBreaks: {
      key: 'unpaidBreaks',
      label: t('timesheets.table.unpaidBreaks'),
      ...both(minutes((f) => f.unpaidBreakMinutes)),
    },
    paidBreaks: {
      key: 'paidBreaks',
      label: t('timesheets.table.paidBreaks'),
      ...both(minutes((f) => f.paidBreakMinutes)),
    },
    deductions: {
      key: 'deductions',
      label: t('timesheets.table.deductions'),
      short: t('timesheets.table.short.deductions'),
      ...both(minutes((f) => f.deductionMinutes)),
    },
    shifts: {
      key: 'shifts',
      label: t('timesheets.table.shifts'),
      ...both((f) => f.shiftCount),
    },
    paidTimeOff: {
      key: 'paidTimeOff',
      label: t('timesheets.table.paidTimeOff'),
      short: t('timesheets.table.short.paidTimeOff'),
      ...both(hours((f) => f.paidTimeOffHours ?? 0)),
    },
  } satisfies Record<string, FigureColumn>;
}

/**
 * The figures after the name, in order. Columns for rules the location does not use, and that hold
 * nothing this period, are left out (paid breaks where breaks are unpaid, deductions where nothing is
 * deducted, actual hours where nothing is rounded), so the usual table fits a laptop without
 * scrolling sideways; the CSVs always carry every column.
 */
export function useHoursColumns({ settings, totals }: TimesheetResponse): HoursColumn[] {
  const { t } = useTranslation();
  const figure = useFigureColumns();
  const columns: (HoursColumn | false)[] = [
    { key: 'days', label: t('timesheets.table.days'), value: (row) => row.daysWorked },
    figure.regular,
    figure.overtime,
    figure.doubleTime,
    figure.total,
    // Where punches are rounded, the hours as punched stand beside the rounded total.
    settings.roundingMinutes !== null && figure.actual,
    (!settings.breaksPaid || totals.unpaidBreakMinutes > 0) && figure.unpaidBreaks,
    (settings.breaksPaid || totals.paidBreakMinutes > 0) && figure.paidBreaks,
    (settings.autoDeductMinutes !== null || totals.deductionMinutes > 0) && figure.deductions,
    {
      key: 'scheduled',
      label: t('timesheets.table.scheduled'),
      short: t('timesheets.table.short.scheduled'),
      value: (row) => formatHours(row.scheduledHours),
      total: (sum) => formatHours(sum.scheduledHours),
    },
    // Paid time off (docs/decisions/0203): not worked time, its own column, only when the period holds some.
    totals.paidTimeOffHours !== undefined && figure.paidTimeOff,
    figure.shifts,
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
