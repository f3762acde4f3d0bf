import { formatTimeOfDay, type Instant, type TimeFormat, usableTimeZone } from './clock.ts';
import { i18n } from './i18n.ts';

// Dates, weekday and month names and numbers on screen follow the page's language through Intl:
// 'Mon, Mar 9' in English, 'lun. 9 mars' in French, 'Mo., 9. März' in German. The time of day does
// not: the location's 12h/24h setting decides it (clock.ts), whatever the language.

const styles = {
  /** 'Mon' */
  weekday: { weekday: 'short' },
  /** '9' */
  day: { day: 'numeric' },
  /** 'Mar 9' */
  dayMonth: { month: 'short', day: 'numeric' },
  /** 'Mar 9, 2026' */
  dayMonthYear: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Mon, Mar 9' */
  weekdayDayMonth: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Monday, Mar 9' */
  longWeekdayDayMonth: { weekday: 'long', month: 'short', day: 'numeric' },
  /** 'March 2026' */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'Monday, March 9, 2026' (the kiosk's clock) */
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** '03/09/2026', '09.03.2026', '09/03/2026' */
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The page's language for Intl ('en' reads as en-US, as docs/product.md's dates are). */
export function intlLanguage(): string {
  return i18n.language || 'en';
}

/** An instant's date at the location in the page's language. '' for an invalid instant. */
export function formatDate(instant: Instant, timeZone: string, style: DateStyle): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const zone = usableTimeZone(timeZone);
  const key = `${intlLanguage()}|${zone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLanguage(), { ...styles[style], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A calendar date ('2026-11-16') in words: read at noon UTC, so no zone moves it to another day. */
export function formatCalendarDate(day: string, style: DateStyle): string {
  return formatDate(`${day}T12:00:00Z`, 'UTC', style);
}

/** A date and the time of day: 'Mar 9, 13:05', '9 mars, 1:05 PM'. */
export function formatDateAndTime(
  instant: Instant,
  timeZone: string,
  style: DateStyle,
  timeFormat: TimeFormat,
): string {
  const date = formatDate(instant, timeZone, style);
  return date && `${date}, ${formatTimeOfDay(instant, timeZone, { timeFormat })}`;
}

/** A number with fixed decimals in the page's language: '7.5' in English, '7,5' in German. */
export function formatDecimal(value: number, decimals: number): string {
  return new Intl.NumberFormat(intlLanguage(), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
