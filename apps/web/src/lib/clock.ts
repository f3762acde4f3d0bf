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
  if (zone.trim() === '') return false;
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

/** The location's time format setting (docs/product.md section 3): '24h' (the default) or '12h'. */
export type TimeFormat = '24h' | '12h';

/** The date-fns pattern of a time of day: '13:05' or '1:05 PM', with ':09' seconds for a live clock. */
export function timeOfDayPattern(timeFormat: TimeFormat = '24h', { seconds = false } = {}): string {
  const minutes = seconds ? 'mm:ss' : 'mm';
  return timeFormat === '12h' ? `h:${minutes} a` : `HH:${minutes}`;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of an instant on the wall clock of `timeZone`, by the browser's own time-zone data
 * (Intl) rather than a date library: the kiosk shows only these, and its page stays light.
 */
function wallClock(instant: Instant, timeZone: string): Record<string, string> | undefined {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const zone = usableTimeZone(timeZone);
  let formatter = wallClocks.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * A time of day at the location in its time format: 'HH:MM' (docs/product.md's 'Since HH:MM') or '9:05 AM'
 * (the same text as date-fns's `timeOfDayPattern`), with seconds for a live clock. '' for an
 * invalid instant.
 */
export function formatTimeOfDay(
  instant: Instant,
  timeZone: string,
  { seconds = false, timeFormat = '24h' as TimeFormat } = {},
): string {
  const parts = wallClock(instant, timeZone);
  if (!parts) return '';
  const hour = Number(parts.hour) % 24;
  const tail = `${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  if (timeFormat === '24h') return `${String(hour).padStart(2, '0')}:${tail}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${tail} ${hour < 12 ? 'AM' : 'PM'}`;
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
