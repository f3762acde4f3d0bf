import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinuteOfDay } from '../format.ts';
import type { AxisRow } from '../week.ts';

/** The hours down the left edge, in the location's time format; a repeated hour is marked (2nd). */
export const TimeAxis = memo(function TimeAxis({
  rows,
  timeFormat,
}: {
  rows: AxisRow[];
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="sticky left-0 z-20 border-r border-slate-200 bg-white"
      style={{ height: rows.length * CALENDAR_ROW_PX }}
    >
      {rows.map((row, index) =>
        row.minuteOfDay % 60 === 0 ? (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity on the axis
            key={index}
            className="absolute right-2 left-1 text-right text-xs leading-none text-slate-600 tabular-nums"
            style={{ top: index * CALENDAR_ROW_PX + 4 }}
          >
            {row.occurrence > 0
              ? t('calendar.repeatedHour', { time: formatMinuteOfDay(row.minuteOfDay, timeFormat) })
              : formatMinuteOfDay(row.minuteOfDay, timeFormat)}
          </div>
        ) : null,
      )}
    </div>
  );
});
