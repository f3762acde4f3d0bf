import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleWarnings } from '../../../api/schedule/schedule-warnings.ts';
import { formatCalendarDate, formatDecimal } from '../../../lib/time/clock.ts';
import { formatMoney } from '../warning-text.ts';

/** The scheduled hours and cost of each day and of all of them, and who has no rate. */
export function LabourCostTable({ totals }: { totals: ScheduleWarnings['totals'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('schedule-warnings.costs.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('schedule-warnings.costs.caption')}</p>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {t('schedule-warnings.costs.day')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('schedule-warnings.costs.hours')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('schedule-warnings.costs.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.days.map((day) => (
            <tr key={day.date} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {formatCalendarDate(day.date, 'weekdayDayMonth')}
              </th>
              <td className={cell}>{formatDecimal(day.hours, 2)}</td>
              <td className={cell}>{formatMoney(day.cost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-2 py-1 text-left">
              {t('schedule-warnings.costs.total')}
            </th>
            <td className={cell}>{formatDecimal(totals.week.hours, 2)}</td>
            <td className={cell}>{formatMoney(totals.week.cost)}</td>
          </tr>
        </tfoot>
      </table>
      {totals.noRate.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('schedule-warnings.costs.noRate', {
            names: totals.noRate.map((person) => person.name).join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}
