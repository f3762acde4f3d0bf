import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TFunction } from 'i18next';
import type { ScheduleWarning } from '../../api/schedule/schedule-warnings.ts';
import { formatCalendarDate, formatDate, formatDecimal, formatTimeOfDay } from '../../lib/time/clock.ts';

export type WarningFormat = { t: TFunction; timeZone: string; timeFormat: TimeFormat };

/**
 * Money as the app has no currency setting: the amount with two decimals in the page's language
 * ('1,240.00', '1.240,00').
 */
export const formatMoney = (amount: number) => formatDecimal(amount, 2);

/** Hours as the warnings give them: whole when whole, else with one or two decimals. */
const formatHours = (hours: number) => (Number.isInteger(hours) ? String(hours) : formatDecimal(hours, 2));

/** 'Tue 22:00' at the location. */
function dayAndTime(instant: string, { timeZone, timeFormat }: WarningFormat) {
  return `${formatDate(instant, timeZone, 'weekday')} ${formatTimeOfDay(instant, timeZone, { timeFormat })}`;
}

/** A shift's time, and when it is another location's, saying so without naming it. */
function shiftTime(shift: { elsewhere: boolean }, instant: string, format: WarningFormat) {
  const time = dayAndTime(instant, format);
  return shift.elsewhere ? format.t('schedule-warnings.elsewhere', { time }) : time;
}

/** One warning in plain words, naming its day (docs/product.md, "Schedule warnings"). */
export function warningText(warning: ScheduleWarning, format: WarningFormat): string {
  const { t } = format;
  switch (warning.kind) {
    case 'rest':
      return t('schedule-warnings.rest', {
        name: warning.employee.name,
        rest: formatHours(warning.restHours),
        from: shiftTime(warning.previous, warning.previous.end ?? warning.previous.start, format),
        to: shiftTime(warning.next, warning.next.start, format),
        minimum: formatHours(warning.minimumHours),
      });
    case 'overlap':
      return t('schedule-warnings.overlap', {
        name: warning.employee.name,
        from: dayAndTime(warning.scheduledStart, format),
        to: formatTimeOfDay(warning.scheduledEnd, format.timeZone, { timeFormat: format.timeFormat }),
        workedFrom: dayAndTime(warning.worked.start, format),
        workedTo: warning.worked.end
          ? formatTimeOfDay(warning.worked.end, format.timeZone, { timeFormat: format.timeFormat })
          : '',
      });
    case 'overtime':
      return t('schedule-warnings.overtime', {
        name: warning.employee.name,
        hours: formatHours(warning.projectedHours),
        week: formatCalendarDate(warning.weekStart, 'weekdayDayMonth'),
        overtime: formatHours(warning.overtimeHours),
      });
    case 'timeOff': {
      const off = warning.timeOff;
      const when =
        off.startDate && off.endDate
          ? off.startDate === off.endDate
            ? formatCalendarDate(off.startDate, 'weekdayDayMonth')
            : `${formatCalendarDate(off.startDate, 'weekdayDayMonth')} – ${formatCalendarDate(off.endDate, 'weekdayDayMonth')}`
          : `${dayAndTime(off.start ?? warning.scheduledStart, format)}–${formatTimeOfDay(off.end ?? warning.scheduledEnd, format.timeZone, { timeFormat: format.timeFormat })}`;
      return t('schedule-warnings.timeOff', {
        name: warning.employee.name,
        from: dayAndTime(warning.scheduledStart, format),
        to: formatTimeOfDay(warning.scheduledEnd, format.timeZone, { timeFormat: format.timeFormat }),
        type: t(`schedule-warnings.timeOffTypes.${off.type}`),
        when,
      });
    }
    case 'availability':
      return t(warning.available ? 'schedule-warnings.availability' : 'schedule-warnings.unavailable', {
        name: warning.employee.name,
        from: dayAndTime(warning.scheduledStart, format),
        to: formatTimeOfDay(warning.scheduledEnd, format.timeZone, { timeFormat: format.timeFormat }),
        day: formatCalendarDate(warning.date, 'weekdayDayMonth'),
        availableFrom: warning.available?.start ?? '',
        availableTo: warning.available?.end ?? '',
      });
    case 'cost':
      return warning.period === 'day'
        ? t('schedule-warnings.costDay', {
            day: formatCalendarDate(warning.date, 'weekdayDayMonth'),
            cost: formatMoney(warning.cost),
            budget: formatMoney(warning.budget),
          })
        : t('schedule-warnings.costWeek', {
            cost: formatMoney(warning.cost),
            budget: formatMoney(warning.budget),
          });
  }
}
