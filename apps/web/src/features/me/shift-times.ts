import type { MyShift } from '@shiftclock/contract/my-shifts';
import { dateLocale } from '../../lib/time/date-locale.ts';

// The employee's shifts in their location's zone, with Intl alone: no date library in the app's
// first load (apps/web/vite.config.ts, `loadsWithout`).

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/** The calendar day of `instant` in `timeZone`, as 'YYYY-MM-DD' (sorts and compares as text). */
export function dayIn(instant: Date | string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return format('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** 'Thursday, March 11' in the page's language, for a 'YYYY-MM-DD' day. */
export function dayLabel(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return format(dateLocale(), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    noon,
  );
}

/** '9:00 AM', '09:00': the time of `instant` in `timeZone`, as the page's language writes it. */
export function timeIn(instant: Date | string, timeZone: string): string {
  return format(dateLocale(), { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

const offsetIn = (instant: Date, timeZone: string) =>
  format('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;

/** This phone's zone. */
export const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
  if (offsetIn(at, timeZone) === offsetIn(at, phone)) return null;
  return (
    format(dateLocale(), { timeZone, timeZoneName: 'short' })
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
