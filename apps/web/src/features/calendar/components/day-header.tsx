import type { TimeFormat } from '@shiftclock/contract/time-format';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayFolds } from '../folds.ts';
import { formatDayMonth, formatTime, formatWeekday } from '../format.ts';
import type { CalendarItem } from '../shift-items.ts';
import type { TimeOffMark } from '../time-off-days.ts';
import type { CalendarDay } from '../week.ts';

export type OnFold = (key: string, items: CalendarItem[], title: string, element: HTMLElement) => void;

interface DayHeaderProps {
  day: CalendarDay;
  timeZone: string;
  timeFormat: TimeFormat;
  isToday: boolean;
  /** The day's shifts outside the window, folded here so the header (always in view) shows them. */
  folds: DayFolds | undefined;
  onFold: OnFold;
  /** Who has approved time off that day. */
  timeOff?: TimeOffMark[] | undefined;
}

/**
 * The weekday and date above a column; a daylight-saving day says how long it really is, a day the
 * week layout leaves out says so, and shifts outside the window are counted before and after it.
 */
export const DayHeader = memo(function DayHeader({
  day,
  timeZone,
  timeFormat,
  isToday,
  folds,
  onFold,
  timeOff,
}: DayHeaderProps) {
  const { t } = useTranslation();
  const date = formatDayMonth(day.start, timeZone);
  const sides = [
    { side: 'before', items: folds?.before ?? [], time: formatTime(day.start, timeZone, timeFormat) },
    { side: 'after', items: folds?.after ?? [], time: formatTime(day.end, timeZone, timeFormat) },
  ] as const;
  return (
    <div
      aria-current={isToday ? 'date' : undefined}
      className={`sticky top-0 z-[35] border-b border-l border-slate-200 px-1 py-2 text-center ${day.outsideLayout ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className={`text-xs font-medium uppercase ${isToday ? 'text-accent-700' : 'text-slate-600'}`}>
        {formatWeekday(day.start, timeZone)}
      </div>
      <div
        className={`mx-auto mt-0.5 w-fit rounded-full px-2 text-sm font-semibold ${isToday ? 'bg-accent-700 text-white' : 'text-slate-900'}`}
      >
        {date}
        {isToday ? <span className="sr-only"> ({t('calendar.todayMarker')})</span> : null}
      </div>
      {day.hours !== day.wallHours ? (
        <div className="mt-0.5 text-[11px] font-medium text-amber-800">
          {t(day.hours < day.wallHours ? 'calendar.clocksForward' : 'calendar.clocksBack', {
            hours: day.hours,
          })}
        </div>
      ) : null}
      {day.outsideLayout ? (
        <div className="mt-0.5 text-[11px] leading-tight text-slate-600">{t('calendar.outsideLayout')}</div>
      ) : null}
      {timeOff && timeOff.length > 0 ? (
        <ul aria-label={t('calendar.timeOff.label')} className="mt-1 space-y-0.5">
          {timeOff.map((mark) => (
            <li
              key={mark.key}
              data-time-off={mark.employee.employeeId}
              title={`${mark.employee.name}: ${mark.allDay ? t('calendar.timeOff.allDay') : `${formatTime(Date.parse(mark.start ?? ''), timeZone, timeFormat)}–${formatTime(Date.parse(mark.end ?? ''), timeZone, timeFormat)}`}`}
              className="truncate rounded border border-amber-300 bg-amber-50 px-1 py-0.5 text-[11px] font-medium leading-tight text-amber-900"
            >
              <span className="tabular-nums">{mark.employee.employeeId}</span> {mark.employee.name}
              <span className="sr-only">
                {' '}
                {mark.allDay
                  ? t('calendar.timeOff.allDay')
                  : `${formatTime(Date.parse(mark.start ?? ''), timeZone, timeFormat)}–${formatTime(Date.parse(mark.end ?? ''), timeZone, timeFormat)}`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {sides.map(({ side, items, time }) =>
        items.length > 0 ? (
          <button
            key={side}
            type="button"
            data-fold={side}
            className="mx-auto mt-1 block w-full rounded border border-slate-300 bg-slate-50 px-1 py-0.5 text-[11px] font-medium leading-tight text-slate-800 hover:bg-slate-100"
            onClick={(event) =>
              onFold(
                `fold:${side}:${day.date}`,
                items,
                t(side === 'before' ? 'calendar.foldedBeforeTitle' : 'calendar.foldedAfterTitle', {
                  time,
                  date,
                }),
                event.currentTarget,
              )
            }
          >
            {t(side === 'before' ? 'calendar.foldedBefore' : 'calendar.foldedAfter', {
              count: items.length,
              time,
            })}
          </button>
        ) : null,
      )}
    </div>
  );
});
