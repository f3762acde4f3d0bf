import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotalHours, rowsByEmployee } from '../by-employee.ts';
import { employeeColour } from '../colours.ts';
import { formatDayMonth, formatWeekday } from '../format.ts';
import type { CalendarItem } from '../shift-items.ts';
import { shiftLabel, type TextOptions } from '../shift-text.ts';
import type { DateKey, WeekLayout, WeekModel } from '../week.ts';
import { ShiftLines } from './shift-lines.tsx';

interface ByEmployeeGridProps extends TextOptions {
  week: WeekModel;
  layout: WeekLayout;
  items: readonly CalendarItem[];
  today: DateKey | null;
  now: number;
  /** A chip was chosen: the same as a block of the time grid (Edit Shift, or its details). */
  onActivate: (item: CalendarItem, element: HTMLElement) => void;
}

/**
 * The week as a table: a row per employee with shifts this week, a column per day with a chip per
 * shift (its times, its deviation, In Progress), and the week's worked and scheduled hours per row.
 * Readable at 50 employees where the time grid can only set 50 columns side by side.
 */
export function ByEmployeeGrid({
  week,
  layout,
  items,
  today,
  now,
  onActivate,
  ...options
}: ByEmployeeGridProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const rows = useMemo(() => rowsByEmployee(items, week, layout, now), [items, week, layout, now]);
  const first = week.days[0];
  const last = week.days.at(-1);

  if (rows.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-6">{t('calendar.legendEmpty')}</p>
    );
  }
  return (
    // A wide table scrolls sideways inside itself; the region takes a tab stop so the keyboard can too.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative max-h-[max(28rem,calc(100vh-14rem))] overflow-auto"
    >
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {first && last
            ? t('calendar.byEmployee.caption', {
                from: formatDayMonth(first.start, week.timeZone),
                to: formatDayMonth(last.start, week.timeZone),
              })
            : null}
        </caption>
        <thead className="sticky top-0 z-20 bg-white">
          <tr className="border-b border-slate-200">
            <th
              scope="col"
              className="sticky left-0 z-10 w-44 bg-white px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase"
            >
              {t('calendar.byEmployee.employee')}
            </th>
            {week.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                aria-current={day.date === today ? 'date' : undefined}
                className={`border-l border-slate-200 px-2 py-2 text-center text-xs font-medium ${
                  day.date === today ? 'bg-accent-50 text-accent-800' : 'text-slate-600'
                }`}
              >
                <span className="block uppercase">{formatWeekday(day.start, week.timeZone)}</span>
                <span className="block text-sm font-semibold text-slate-900">
                  {formatDayMonth(day.start, week.timeZone)}
                </span>
              </th>
            ))}
            <th
              scope="col"
              className="border-l border-slate-200 px-3 py-2 text-right text-xs font-semibold text-slate-600 uppercase"
            >
              {t('calendar.byEmployee.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.employee.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-3 py-2 text-left align-top font-normal"
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: employeeColour(row.employee.employeeId).strong }}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{row.employee.name}</span>
                    <span className="block font-mono text-xs text-slate-600">{row.employee.employeeId}</span>
                  </span>
                </span>
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={week.days[index]?.date}
                  className={`border-l border-slate-100 px-1 py-1 align-top ${
                    week.days[index]?.date === today ? 'bg-accent-50/40' : ''
                  }`}
                >
                  <div className="flex flex-col gap-1">
                    {cell.map((item) => (
                      <ShiftChip key={item.key} item={item} options={options} onActivate={onActivate} />
                    ))}
                  </div>
                </td>
              ))}
              <td className="border-l border-slate-100 px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">
                <span className="block font-semibold text-slate-900">
                  {t('calendar.byEmployee.worked', { hours: formatTotalHours(row.workedMs) })}
                </span>
                <span className="block text-xs text-slate-600">
                  {t('calendar.byEmployee.scheduledHours', { hours: formatTotalHours(row.scheduledMs) })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ShiftChip({
  item,
  options,
  onActivate,
}: {
  item: CalendarItem;
  options: TextOptions;
  onActivate: (item: CalendarItem, element: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const colour = employeeColour(item.employee.employeeId);
  return (
    <button
      type="button"
      data-shift={item.key}
      data-kind={item.kind}
      aria-label={shiftLabel(t, item, options, false)}
      onClick={(event) => onActivate(item, event.currentTarget)}
      className={`relative flex w-full flex-col rounded-md border border-l-4 px-1.5 py-1 text-left text-xs leading-tight text-slate-900 hover:shadow-md ${
        item.kind === 'scheduled' ? 'border-dashed' : ''
      } ${item.inProgress ? 'border-green-700 bg-green-50' : ''}`}
      style={{
        borderLeftColor: colour.strong,
        borderLeftStyle: 'solid',
        ...(item.inProgress ? {} : { backgroundColor: colour.tint, borderColor: colour.strong }),
      }}
    >
      <ShiftLines t={t} item={item} options={options} truncate={false} />
    </button>
  );
}
