import { localDayOf, wallClockAt } from '@shiftclock/contract/time/zoned-time';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { i18n } from '../i18n.ts';
import { formatClockTime } from '../time-of-day.ts';
import { dateLocale } from './date-locale.ts';

// Times on screen belong to a location, not to the device showing them: a kiosk or a manager's
// laptop may sit in another zone (or have the wrong one set). Every helper here takes the location's
// IANA zone and formats the instant in it, so daylight-saving changes follow the location's rules.

export type Instant = Date | string | number;

/** The zone the device is set to; the fallback while a location's zone is unknown or unusable. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True for a zone the browser knows (an IANA name such as 'Europe/Paris', or 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    valid = zone.trim() !== '' && acceptsZone(zone);
    knownZones.set(zone, valid);
  }
  return valid;
}

// Every formatted time asks whether its zone is valid, and building a formatter to find out is slow
// (a week's calendar asked thousands of times: 127 ms of a 557 ms reload, docs/performance-history.md). Zones are few.
const knownZones = new Map<string, boolean>();

function acceptsZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to format in: the location's when the browser knows it, else the device's. A zone name
 * from the server that this browser's time-zone data lacks must not blank a kiosk's clock.
 */
export function usableTimeZone(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : deviceTimeZone();
}

function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/**
 * The hour, minute and second of an instant on the wall clock of `timeZone`, by the browser's own
 * time-zone data (Intl, through the shared zone module) rather than a date library: the kiosk shows
 * only these, and its page stays light.
 */
function wallClock(
  instant: Instant,
  timeZone: string,
): Record<'hour' | 'minute' | 'second', string> | undefined {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const { hour, minute, second } = wallClockAt(date, usableTimeZone(timeZone));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { hour: pad(hour), minute: pad(minute), second: pad(second) };
}

/**
 * A time of day at the location in its time format: 'HH:MM' (docs/product.md's 'Since HH:MM') or
 * '9:05 AM' in every language (the location's setting decides the clock, docs/decisions/0152-languages.md),
 * with seconds for a live clock. '' for an invalid instant.
 */
export function formatTimeOfDay(
  instant: Instant,
  timeZone: string,
  { seconds = false, timeFormat = '24h' as TimeFormat } = {},
): string {
  const parts = wallClock(instant, timeZone);
  if (!parts) return '';
  // Some engines write midnight as hour 24 in the h23 cycle.
  const hour = String(Number(parts.hour) % 24).padStart(2, '0');
  return formatClockTime(`${hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`, timeFormat);
}

export interface DurationParts {
  hours: number;
  minutes: number;
}

/**
 * Whole hours and minutes from one instant to another, counted in real elapsed time (a shift across
 * a daylight-saving change lasts what the clock on the wall did not show). Partial minutes are
 * dropped, and a negative span (a device clock behind the server's) counts as zero.
 */
export function durationBetween(from: Instant, to: Instant): DurationParts {
  const ms = toDate(to).getTime() - toDate(from).getTime();
  const totalMinutes = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

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

/**
 * Each date already written, by language, style and the location's calendar day: every style is a
 * date without a time, so the day says it all. A week's calendar writes a date for each of its
 * hundreds of shifts, and an Intl format costs far more on a slow tablet than reading the day
 * (docs/performance.md). Cleared when it grows past a few thousand.
 */
const written = new Map<string, string>();

/** An instant's date at the location in the page's language and region (lib/time/date-locale.ts). '' for an invalid instant. */
export function formatDate(instant: Instant, timeZone: string, style: DateStyle): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const zone = usableTimeZone(timeZone);
  const locale = dateLocale();
  const day = localDayOf(date, zone);
  const key = `${locale}|${style}|${day}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= 4096) written.clear();
    // The day at noon UTC, written in UTC: the same date the location's clock shows.
    text = formatterOf(locale, style).format(new Date(`${day}T12:00:00Z`));
    written.set(key, text);
  }
  return text;
}

function formatterOf(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
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

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with fixed decimals in the page's language: '7.5' in English, '7,5' in German. */
export function formatDecimal(value: number, decimals: number): string {
  const language = intlLanguage();
  const key = `${language}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
