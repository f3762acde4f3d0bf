import type { MyShift } from '@shiftclock/contract/my-shifts';
import { localDayOf, offsetAt } from '@shiftclock/contract/time/zoned-time';
import { deviceTimeZone } from '../../lib/time/clock.ts';
import { dateLocale } from '../../lib/time/date-locale.ts';

// The employee's shifts in their location's zone, with Intl alone: no date library in the app's
// first load (apps/web/vite.config.ts, `loadsWithout`). Days and offsets come from the zone module,
// which reads each zone's offset once per hour; the Shifts tab's first paint reads them for every
// shift, and an Intl read per shift was a tenth of that paint on a slow phone (docs/performance.md).

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per `key` (what it writes, in which language and zone), made once. */
function format(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/** The calendar day of `instant` in `timeZone`, as 'YYYY-MM-DD' (sorts and compares as text). */
export function dayIn(instant: Date | string, timeZone: string): string {
  return localDayOf(new Date(instant), timeZone);
}

/** 'Thursday, March 11' in the page's language, for a 'YYYY-MM-DD' day. */
export function dayLabel(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const locale = dateLocale();
  return format(`label ${locale}`, locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(noon);
}

/** '9:00 AM', '09:00': the time of `instant` in `timeZone`, as the page's language writes it. */
export function timeIn(instant: Date | string, timeZone: string): string {
  const locale = dateLocale();
  return format(`time ${locale} ${timeZone}`, locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

let phone: { zone: string; readAt: number } | undefined;
/**
 * This phone's zone (the device's), read again after a minute: making a formatter to ask costs a
 * millisecond on a slow phone, and a phone that travels with the app open learns its new zone soon
 * enough. Kept here rather than in `deviceTimeZone`, whose other callers read it rarely.
 */
export function phoneZone(now = Date.now()): string {
  if (!phone || now - phone.readAt > 60_000) phone = { zone: deviceTimeZone(), readAt: now };
  return phone.zone;
}

/**
 * The zone's short name at `instant` ('EST', 'GMT+1') when its clock differs from the phone's then:
 * a shift at a location in another zone says whose time it is. Null when the clocks agree.
 */
export function zoneNameIfOther(
  instant: Date | string,
  timeZone: string,
  phone = phoneZone(),
): string | null {
  const at = new Date(instant);
  if (offsetAt(at, timeZone) === offsetAt(at, phone)) return null;
  const locale = dateLocale();
  return (
    format(`zone ${locale} ${timeZone}`, locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A shift's times as shown: start and end in the location's zone, and whether it ends on a later day. */
export function shiftTimes(
  shift: Pick<MyShift, 'scheduledStart' | 'scheduledEnd' | 'location'>,
  phone = phoneZone(),
) {
  const { timezone } = shift.location;
  return {
    start: timeIn(shift.scheduledStart, timezone),
    end: timeIn(shift.scheduledEnd, timezone),
    endsNextDay: dayIn(shift.scheduledEnd, timezone) !== dayIn(shift.scheduledStart, timezone),
    zone: zoneNameIfOther(shift.scheduledStart, timezone, phone),
  };
}

export type ShiftDay<T> = { day: string; shifts: T[] };

/**
 * Today's shifts first (those starting today in their location's zone, or still running from
 * yesterday), then the rest by the day they start on there, in the answer's order (by start).
 */
export function groupByDay<T extends Pick<MyShift, 'scheduledStart' | 'location'>>(
  shifts: T[],
  now = new Date(),
) {
  const today: T[] = [];
  const days = new Map<string, T[]>();
  for (const shift of shifts) {
    const day = dayIn(shift.scheduledStart, shift.location.timezone);
    if (day <= dayIn(now, shift.location.timezone)) {
      today.push(shift);
      continue;
    }
    const list = days.get(day) ?? [];
    list.push(shift);
    days.set(day, list);
  }
  // Days of two zones may come in the answer's order crossed: sorted by the day itself.
  const later: ShiftDay<T>[] = [...days]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, list]) => ({ day, shifts: list }));
  return { today, later };
}
