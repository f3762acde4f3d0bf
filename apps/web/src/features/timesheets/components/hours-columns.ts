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

/** One figure of the hours: its heading, its value per employee and in the totals (if it has one). */
export interface HoursColumn {
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
export function useHoursColumns({ settings, totals }: TimesheetResponse): HoursColumn[] {
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
