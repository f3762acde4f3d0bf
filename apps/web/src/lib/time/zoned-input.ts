import {
  addDaysToDay,
  formatOffset,
  instantsAtLocalTime,
  isInRepeatedHour as isInRepeatedHourAt,
  localDayOf,
  localTimeOfDay,
  offsetAt as offsetMsAt,
} from '@shiftclock/contract/time/zoned-time';
import { type Instant, usableTimeZone } from './clock.ts';

// The date-time fields hold a wall-clock time at the LOCATION ('2026-03-10T09:00' in a
// datetime-local input), whatever zone the manager's device is in. These helpers turn such a value
// into an instant with the location's offset and back, so a manager travelling in another zone
// still schedules 09:00 at the shop.
//
// A wall time is not always one instant (docs/decisions/0135-repeated-hour-fields.md): on the night the
// clocks go back, 01:30 in New York happens twice (05:30Z as EDT, then 06:30Z as EST), and on the
// night they go forward 02:30 never happens. A field's value therefore carries the offset too when
// its wall time is inside a repeated hour ('2026-11-01T01:30-05:00'), so the pass it holds is kept
// from the stored instant to the saved one; a wall time that does not exist is refused, not moved.

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?:([+-])(\d{2}):(\d{2}))?$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A field's value taken apart: the wall time ('yyyy-MM-ddTHH:mm') and the pass it names, if any. */
export interface ZonedInputParts {
  wall: string;
  /** The UTC offset in minutes the value names (only inside a repeated hour), else null. */
  offset: number | null;
}

export function splitZonedInputValue(value: string): ZonedInputParts | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, sign, offsetHours, offsetMinutes] = match;
  const wall = `${year}-${month}-${day}T${hour}:${minute}`;
  if (!sign) return { wall, offset: null };
  const offset = Number(offsetHours) * 60 + Number(offsetMinutes);
  return { wall, offset: sign === '-' ? -offset : offset };
}

/** '+01:00', '-05:00', '+13:45': an offset in minutes as ISO 8601 writes it. */
export function isoOffset(offset: number): string {
  return formatOffset(offset * MINUTE);
}

/** A wall time read as if it were UTC (ms), or NaN when it names no calendar date ('2026-02-30T10:00'). */
function wallAsUtc(wall: string): number {
  const match = INPUT_VALUE.exec(wall);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return Number.NaN;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(ms);
  // Date.UTC rolls 30 February over to 2 March, and reads years 0–99 as 1900–1999.
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? ms : Number.NaN;
}

/** The location's UTC offset at an instant, in minutes (EDT: -240). */
function offsetAt(ms: number, timeZone: string): number {
  return offsetMsAt(ms, usableTimeZone(timeZone)) / MINUTE;
}

/** One way a wall time happens at the location: the instant and the offset in force then. */
export interface WallTimePass {
  instant: number;
  offset: number;
}

/**
 * Every instant at which the location's clock shows `wall`, earliest first: none on the night the
 * clocks skip it, one on any usual day, two inside the hour the clocks go back over.
 */
export function passesOfWallTime(wall: string, timeZone: string): WallTimePass[] {
  if (Number.isNaN(wallAsUtc(wall))) return [];
  const [hour, minute] = [Number(wall.slice(11, 13)), Number(wall.slice(14, 16))];
  return instantsAtLocalTime(wall.slice(0, 10), hour, minute, usableTimeZone(timeZone)).map((instant) => ({
    instant,
    offset: offsetAt(instant, timeZone),
  }));
}

/** An instant as epoch ms (NaN for an invalid one, which the helpers below answer with ''). */
const msOf = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant)).getTime();

/** An instant as the location's wall clock shows it ('yyyy-MM-ddTHH:mm'), '' for an invalid one. */
function wallOf(instant: Instant, timeZone: string): string {
  const ms = msOf(instant);
  if (Number.isNaN(ms)) return '';
  const zone = usableTimeZone(timeZone);
  return `${localDayOf(ms, zone)}T${localTimeOfDay(ms, zone)}`;
}

/**
 * An instant as a date-time field's value on the location's wall clock: 'yyyy-MM-ddTHH:mm', with
 * the offset appended when that wall time happens twice, so the field knows which of the two it is.
 */
export function toZonedInputValue(instant: Instant, timeZone: string): string {
  const wall = wallOf(instant, timeZone);
  if (wall === '' || passesOfWallTime(wall, timeZone).length < 2) return wall;
  return `${wall}${isoOffset(offsetAt(msOf(instant), timeZone))}`;
}

/** What a date-time field's value means at the location. */
export type ZonedReading =
  | { kind: 'empty' }
  /** Not a date-time at all: handed on as typed, for the contract to refuse. */
  | { kind: 'invalid'; value: string }
  /** ISO 8601 with the location's offset ('2026-03-10T09:00:00.000+01:00'). */
  | { kind: 'instant'; iso: string }
  /** The clocks skip this wall time: they jump from the wall time `from` straight to `to`. */
  | { kind: 'skipped'; wall: string; from: string; to: string }
  /** The wall time happens twice and the value does not say which. */
  | { kind: 'repeated'; wall: string; passes: WallTimePass[] };

/** An instant as ISO 8601 on the location's clock, with its offset then ('2026-11-01T01:30:00.000-05:00'). */
function isoInZone(ms: number, timeZone: string): string {
  const offset = offsetAt(ms, timeZone);
  return `${new Date(ms + offset * MINUTE).toISOString().slice(0, 23)}${isoOffset(offset)}`;
}

/** The jump of the wall clock that skips `wall`: the wall time it leaves and the one it lands on. */
function gapAround(wall: string, timeZone: string): { from: string; to: string } {
  const asUtc = wallAsUtc(wall);
  const before = offsetAt(asUtc - DAY, timeZone);
  const after = offsetAt(asUtc + DAY, timeZone);
  // The change happens between these two instants; find its minute by halving.
  let low = asUtc - after * MINUTE;
  let high = asUtc - before * MINUTE;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  // `high` is the first minute on the new offset: the clock reads `from` just as it jumps to `to`.
  const wallAt = (offset: number) => new Date(high + offset * MINUTE).toISOString().slice(0, 16);
  return { from: wallAt(before), to: wallAt(after) };
}

/** Reads a date-time field's value on the location's clock. */
export function readZonedInput(value: string, timeZone: string): ZonedReading {
  if (value === '') return { kind: 'empty' };
  const parts = splitZonedInputValue(value);
  if (!parts || Number.isNaN(wallAsUtc(parts.wall))) return { kind: 'invalid', value };
  const passes = passesOfWallTime(parts.wall, timeZone);
  if (passes.length === 0) return { kind: 'skipped', wall: parts.wall, ...gapAround(parts.wall, timeZone) };
  const chosen = passes.length === 1 ? passes[0] : passes.find((pass) => pass.offset === parts.offset);
  return chosen
    ? { kind: 'instant', iso: isoInZone(chosen.instant, timeZone) }
    : { kind: 'repeated', wall: parts.wall, passes };
}

/**
 * A date-time field's value read on the location's clock, as ISO 8601 with the location's offset
 * ('2026-03-10T09:00:00.000+01:00'), or null when it is not one instant (nothing chosen, a wall time
 * the clocks skip, or a repeated one without its pass). A value that is not a date-time at all is
 * returned as typed, for the contract to refuse.
 */
export function fromZonedInputValue(value: string, timeZone: string): string | null {
  const reading = readZonedInput(value, timeZone);
  if (reading.kind === 'instant') return reading.iso;
  if (reading.kind === 'invalid') return reading.value;
  return reading.kind === 'empty' ? '' : null;
}

/**
 * The value a field shows after the manager types a new wall time: the pass it held is kept while
 * the new wall time is still inside the same repeated hour, and dropped otherwise.
 */
export function withWallTime(previous: string, wall: string, timeZone: string): string {
  const offset = splitZonedInputValue(previous)?.offset ?? null;
  if (offset === null || wall === '') return wall;
  const passes = passesOfWallTime(wall, timeZone);
  return passes.length > 1 && passes.some((pass) => pass.offset === offset)
    ? `${wall}${isoOffset(offset)}`
    : wall;
}

/**
 * The instant a field names, with the instant it started from kept to the millisecond when the
 * field still shows it: a kiosk punch at 08:58:41 saved untouched stays 08:58:41, not 08:58:00.
 */
export function instantOfField(value: string, timeZone: string, initial?: Instant | null): string | null {
  if (initial != null && value !== '' && value === toZonedInputValue(initial, timeZone)) {
    const ms = new Date(initial).getTime();
    if (!Number.isNaN(ms)) return isoInZone(ms, timeZone);
  }
  return fromZonedInputValue(value, timeZone);
}

/** The field value `hours` of real time after `value` (for a new shift's default end). */
export function addHoursToInputValue(value: string, hours: number, timeZone: string): string {
  const start = Date.parse(fromZonedInputValue(value, timeZone) ?? '');
  if (Number.isNaN(start)) return '';
  return toZonedInputValue(start + hours * 3_600_000, timeZone);
}

/**
 * The end after its start moved from `previousStart` to `start`, keeping the shift's real length (as
 * a calendar keeps an event's length when it is moved), or null when any of the three names no
 * single instant (the length or the new start is unknown).
 */
export function endKeepingLength(
  previousStart: string,
  end: string,
  start: string,
  timeZone: string,
): string | null {
  const [from, until, to] = [previousStart, end, start].map((value) =>
    Date.parse(fromZonedInputValue(value, timeZone) ?? ''),
  ) as [number, number, number];
  if ([from, until, to].some(Number.isNaN)) return null;
  return toZonedInputValue(to + (until - from), timeZone);
}

/**
 * The location's name for its offset at an instant: the abbreviation where the browser has one
 * ('EDT', 'EST'), else the offset ('UTC+2', 'UTC−5', 'UTC+13:45').
 */
export function zoneLabel(instant: Instant, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const zone = usableTimeZone(timeZone);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : utcOffsetLabel(offsetAt(date.getTime(), zone));
}

/** 'UTC+2', 'UTC−5', 'UTC+13:45', 'UTC' (with a true minus sign). */
export function utcOffsetLabel(offset: number): string {
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${offset < 0 ? '\u2212' : '+'}${Math.floor(abs / 60)}${minutes}`;
}

/** True when the location's clock showed this instant's wall time twice (a repeated hour). */
export function isInRepeatedHour(instant: Instant, timeZone: string): boolean {
  const ms = msOf(instant);
  return !Number.isNaN(ms) && isInRepeatedHourAt(ms, usableTimeZone(timeZone));
}

/**
 * An instant formatted on the location's clock by `format`, followed by the zone's label when its
 * wall time happens twice ('Nov 1, 01:30 EST'), so two instants never print alike. Every list of
 * punches (timesheet, review list, audit trail) formats through this.
 */
export function formatWallTime(
  instant: Instant,
  timeZone: string,
  format: (instant: Instant, timeZone: string) => string,
): string {
  const text = format(instant, timeZone);
  return text && isInRepeatedHour(instant, timeZone) ? `${text} ${zoneLabel(instant, timeZone)}` : text;
}

/** The location's calendar date of an instant ('yyyy-MM-dd'). */
export function zonedDay(instant: Instant, timeZone: string): string {
  const ms = msOf(instant);
  return Number.isNaN(ms) ? '' : localDayOf(ms, usableTimeZone(timeZone));
}

/**
 * `days` whole days starting with the location's today, as the range the schedule calls take.
 * Days are counted on the calendar, not in 24-hour steps, so a daylight-saving change inside the
 * range cannot shift it.
 */
export function nextDays(
  now: Instant,
  days: number,
  timeZone: string,
): { startDate: string; endDate: string } {
  const startDate = zonedDay(now, timeZone);
  return { startDate, endDate: addDaysToDay(startDate, days - 1) };
}
