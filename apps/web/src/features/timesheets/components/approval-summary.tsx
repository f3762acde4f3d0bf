import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { useTranslation } from 'react-i18next';
import { formatHours } from '../format.ts';

/**
 * What an approval sends to payroll, shown before it is approved: who worked, how many shifts, and
 * the hours by pay rate (the server's totals, as the table's totals row has them).
 */
export function ApprovalSummary({ timesheet }: { timesheet: TimesheetResponse }) {
  const { t } = useTranslation();
  const { totals } = timesheet;
  const facts = [
    [
      t('timesheets.approval.summary.employees'),
      timesheet.employees.filter((row) => row.shiftCount > 0).length,
    ],
    [t('timesheets.approval.summary.shifts'), totals.shiftCount],
    [t('timesheets.approval.summary.regular'), formatHours(totals.regularHours)],
    [t('timesheets.approval.summary.overtime'), formatHours(totals.overtimeHours)],
    [t('timesheets.approval.summary.doubleTime'), formatHours(totals.doubleTimeHours)],
    [t('timesheets.approval.summary.total'), formatHours(totals.totalHours)],
  ] as const;
  return (
    <dl className="mt-4 divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
      {facts.map(([label, value], index) => (
        <div
          key={label}
          className={`flex justify-between gap-3 px-3 py-1.5 ${index === facts.length - 1 ? 'font-semibold text-slate-900' : ''}`}
        >
          <dt className="text-slate-700">{label}</dt>
          <dd className="tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
