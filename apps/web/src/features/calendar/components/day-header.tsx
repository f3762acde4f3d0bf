import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatWeekday } from '../format.ts';
import type { CalendarDay } from '../week.ts';

interface DayHeaderProps {
  day: CalendarDay;
  timeZone: string;
  isToday: boolean;
}

/** The weekday and date above a column; a daylight-saving day says how long it really is. */
export const DayHeader = memo(function DayHeader({ day, timeZone, isToday }: DayHeaderProps) {
  const { t } = useTranslation();
  return (
    <div
      aria-current={isToday ? 'date' : undefined}
      className="sticky top-0 z-30 border-b border-l border-slate-200 bg-white px-1 py-2 text-center"
    >
      <div className={`text-xs font-medium uppercase ${isToday ? 'text-accent-700' : 'text-slate-600'}`}>
        {formatWeekday(day.start, timeZone)}
      </div>
      <div
        className={`mx-auto mt-0.5 w-fit rounded-full px-2 text-sm font-semibold ${isToday ? 'bg-accent-700 text-white' : 'text-slate-900'}`}
      >
        {formatDayMonth(day.start, timeZone)}
        {isToday ? <span className="sr-only"> ({t('calendar.todayMarker')})</span> : null}
      </div>
      {day.hours !== day.wallHours ? (
        <div className="mt-0.5 text-[11px] font-medium text-amber-800">
          {t(day.hours < day.wallHours ? 'calendar.clocksForward' : 'calendar.clocksBack', {
            hours: day.hours,
          })}
        </div>
      ) : null}
    </div>
  );
});
