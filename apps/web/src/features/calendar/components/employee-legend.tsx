import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeColour } from '../colours.ts';
import type { DayFolds } from '../folds.ts';
import type { DayLayout } from '../layout.ts';
import type { CalendarEmployee } from '../types.ts';

/** The employees on screen this week, each with their colour, and what the block styles mean. */
export const EmployeeLegend = memo(function EmployeeLegend({
  days,
  folds,
}: {
  days: DayLayout[];
  folds: DayFolds[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const employees = useMemo(() => employeesOf(days, folds), [days, folds]);
  return (
    <div className="border-t border-slate-200 px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('calendar.legend')}
        </h3>
        <ul
          aria-label={t('calendar.legendKinds')}
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
        >
          {[
            ['border border-dashed border-slate-500 bg-slate-50', t('calendar.kindScheduled')],
            ['border border-slate-500 bg-slate-100', t('calendar.kindWorked')],
            ['border-2 border-green-700 bg-green-50', t('calendar.inProgress')],
            // docs/decisions/0198-draft-and-publish.md
            [
              'border border-dashed border-slate-500 bg-slate-50 outline-2 outline-amber-700 outline-dashed',
              t('publish.legend'),
            ],
          ].map(([swatch, label]) => (
            <li key={label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`h-3 w-5 rounded-sm ${swatch}`} />
              {label}
            </li>
          ))}
        </ul>
      </div>
      {employees.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('calendar.legendEmpty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
          {employees.map((employee) => (
            <li key={employee.id} className="flex items-center gap-1.5 text-sm text-slate-800">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: employeeColour(employee.employeeId).strong }}
              />
              {t('calendar.legendEmployee', { name: employee.name, employeeId: employee.employeeId })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** Everyone with a shift drawn (or summarised, or folded) this week, in employee-ID order. */
function employeesOf(days: DayLayout[], folds: DayFolds[]): CalendarEmployee[] {
  const byId = new Map<string, CalendarEmployee>();
  for (const fold of folds)
    for (const item of [...fold.before, ...fold.after]) byId.set(item.employee.id, item.employee);
  for (const day of days) {
    for (const segment of day.segments) byId.set(segment.item.employee.id, segment.item.employee);
    for (const overflow of day.overflows)
      for (const item of overflow.items) byId.set(item.employee.id, item.employee);
  }
  return [...byId.values()].sort(
    (a, b) => a.employeeId.localeCompare(b.employeeId) || a.name.localeCompare(b.name),
  );
}
