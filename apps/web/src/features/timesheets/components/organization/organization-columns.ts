import type { OrganizationHours } from '@shiftclock/contract/organization-timesheet';
import { type FigureColumn, useFigureColumns } from '../hours-columns.ts';

/**
 * The organization timesheet's figures after the name and payroll ID, each read alike from a
 * person's total, one of their locations and the organization's totals. Paid breaks, deductions and
 * actual hours only where some location has them this period: their rules are each location's own;
 * paid time off likewise.
 */
export function useOrganizationColumns(totals: OrganizationHours): FigureColumn[] {
  const figure = useFigureColumns();
  const columns: (FigureColumn | false)[] = [
    figure.regular,
    figure.overtime,
    figure.doubleTime,
    figure.total,
    totals.actualHours !== totals.totalHours && figure.actual,
    figure.unpaidBreaks,
    totals.paidBreakMinutes > 0 && figure.paidBreaks,
    totals.deductionMinutes > 0 && figure.deductions,
    figure.shifts,
    // Paid time off (docs/decisions/0203): not worked time, only when some location's period holds some.
    totals.paidTimeOffHours !== undefined && figure.paidTimeOff,
  ];
  return columns.filter((column): column is FigureColumn => column !== false);
}
