/**
 * Every conversion between instants and a location's calendar goes through here, with the zone named
 * explicitly (docs/api.md, "Dates and times"), for the server and the web app alike
 * (docs/decisions/0181-one-time-zone-module.md). Nothing in this module reads the process's own time
 * zone: wall clocks come from Intl with an explicit `timeZone`, calendar-day arithmetic is done on
 * UTC dates, where every day has 24 hours. So a result never depends on `TZ`. No date library either:
 * the kiosk's page must load without one (docs/performance.md).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string) {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

// en-US writes '11/1/2026, 01:30:00'. Reading that string is about twice as fast as formatToParts,
// and the web calendar reads thousands of wall clocks per week it draws.
const EN_US_WALL = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;

const msOf = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());
/** The offset a wall clock read at an instant shows. */
const offsetOf = (w: WallClock, ms: number) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;

/** The wall clock in `timezone` at an instant (to the second), read from Intl. */
function wallClockFromIntl(instant: Date | number, timezone: string): WallClock {
  const formatter = formatterFor(timezone);
  const match = EN_US_WALL.exec(formatter.format(instant));
  if (match) {
    const [month, day, year, hour, minute, second] = match.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { year, month, day, hour, minute, second };
  }
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(instant)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = Number(part.value);
  }
  return wall;
}

/**
 * Each zone's offset per UTC hour, read from Intl once: a month's timesheet of 50 locations reads
 * tens of thousands of wall clocks, and each Intl read costs microseconds (docs/performance.md). An
 * hour's offset is kept only where its first and its last second show the same one, since no zone
 * changes its clocks twice within an hour; in an hour with a change (Lord Howe's and Chatham's fall on
 * a half or three quarters of an hour) every instant is read from Intl. `null` marks such an hour.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();
/** About eleven years of hours per zone; then the zone's table starts again. */
const HOURS_KEPT = 100_000;

function offsetOfHour(hour: number, timezone: string): number | null {
  let zone = hourOffsets.get(timezone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timezone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    if (zone.size >= HOURS_KEPT) zone.clear();
    const first = hour * HOUR_MS;
    const last = first + HOUR_MS - 1000;
    const atFirst = offsetOf(wallClockFromIntl(first, timezone), first);
    offset = atFirst === offsetOf(wallClockFromIntl(last, timezone), last) ? atFirst : null;
    zone.set(hour, offset);
  }
  return offset;
}

/** The wall clock in `timezone` at an instant (to the second). */
export function wallClockAt(instant: Date | number, timezone: string): WallClock {
  const ms = msOf(instant);
  const offset = offsetOfHour(Math.floor(ms / HOUR_MS), timezone);
  if (offset === null) return wallClockFromIntl(ms, timezone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The zone's UTC offset at an instant, in milliseconds (east positive: Berlin in winter is +3,600,000). */
export function offsetAt(instant: Date | number, timezone: string): number {
  const ms = msOf(instant);
  return offsetOfHour(Math.floor(ms / HOUR_MS), timezone) ?? offsetOf(wallClockFromIntl(ms, timezone), ms);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (w: { year: number; month: number; day: number }) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** The calendar day `YYYY-MM-DD` an instant falls on in a time zone. */
export const localDayOf = (instant: Date | number, timezone: string) =>
  dayText(wallClockAt(instant, timezone));

// ---------------------------------------------------------------------------------------------
// Calendar days (`YYYY-MM-DD`, years 1970-2999 per the contract), without any zone

/**
 * Remembers a pure function's answers, a few thousand at most. Timesheets walk the same days many
 * times over (each person's workweeks, each location's period): the organization's timesheet of 50
 * locations spent a third of its time parsing and printing the same few hundred days.
 */
function remembered<K, V>(compute: (key: K) => V) {
  const answers = new Map<K, V>();
  return (key: K) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= 4096) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

const utcMidnight = remembered((day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
});
const dayOfUtc = remembered((ms: number) => new Date(ms).toISOString().slice(0, 10));

export const addDaysToDay = (day: string, days: number) => dayOfUtc(utcMidnight(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
/** The last day of the day's month. */
export const lastDayOfMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return dayOfUtc(Date.UTC(y, m, 0));
};
/** The same day of the month `months` months later (the caller keeps the day of the month <= 28). */
export const addMonthsToDay = (day: string, months: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOfUtc(Date.UTC(y, m - 1 + months, d));
};

// ---------------------------------------------------------------------------------------------
// From the calendar to instants

/**
 * The first instant of a local day: its FIRST midnight when midnight happens twice (America/Havana
 * on 2026-11-01 falls back from 01:00 to 00:00), and the moment the clocks jump when midnight never
 * happens (America/Santiago springs from 00:00 to 01:00). 23- and 25-hour days come out right.
 */
export function startOfLocalDay(day: string, timezone: string): Date {
  const midnight = utcMidnight(day);
  // Local midnight lies within [midnight - 14 h, midnight + 12 h] (the widest offsets there are); the
  // offsets at both ends and in the middle are every offset in force there.
  let first: number | undefined;
  for (const probe of [midnight - 14 * HOUR_MS, midnight, midnight + 12 * HOUR_MS]) {
    const offset = offsetAt(probe, timezone);
    const candidate = midnight - offset;
    if (offsetAt(candidate, timezone) === offset && (first === undefined || candidate < first))
      first = candidate;
  }
  if (first !== undefined) return new Date(first);
  // No midnight that day: it starts at the transition, the first instant whose local day is `day`.
  let before = midnight - 15 * HOUR_MS;
  let after = midnight + 13 * HOUR_MS;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (localDayOf(middle, timezone) >= day) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/**
 * The instant a local wall time names on a day: inside a repeated hour its first pass, inside a
 * skipped hour the same time after the jump (02:30 on a spring-forward night is 03:30), as
 * Temporal's 'compatible' disambiguation does.
 */
export function instantAtLocalTime(day: string, hour: number, minute: number, timezone: string): Date {
  const [first] = instantsAtLocalTime(day, hour, minute, timezone);
  if (first !== undefined) return new Date(first);
  // In a gap: read the wall time with the offset from before the jump.
  const wall = utcMidnight(day) + hour * HOUR_MS + minute * 60_000;
  return new Date(wall - offsetAt(wall - DAY_MS, timezone));
}

/**
 * Every instant (epoch ms) at which the zone's clock shows a wall time, earliest first: none inside
 * a skipped hour, one on any usual day, two inside a repeated hour.
 */
export function instantsAtLocalTime(day: string, hour: number, minute: number, timezone: string): number[] {
  const wall = utcMidnight(day) + hour * HOUR_MS + minute * 60_000;
  // Each offset in force within a day of the wall time; a wall time that exists under one of them is it.
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((probe) => offsetAt(probe, timezone)));
  return [...offsets]
    .map((o) => wall - o)
    .filter((at) => offsetAt(at, timezone) === wall - at)
    .sort((a, b) => a - b);
}

/** The instants [from, to) of the days `first`..`last` (inclusive) in a time zone. */
export const localDaysRange = (first: string, last: string, timezone: string) => ({
  from: startOfLocalDay(first, timezone),
  to: startOfLocalDay(addDaysToDay(last, 1), timezone),
});

// ---------------------------------------------------------------------------------------------
// Printing local times

/**
 * Whether the instant's wall time also happens at another instant: it lies in the repeated hour of a
 * fall-back night (01:30 on 2026-11-01 in New York is both 05:30Z and 06:30Z).
 */
export function isInRepeatedHour(instant: Date | number, timezone: string): boolean {
  const ms = msOf(instant);
  return repeatsAt(ms, offsetAt(ms, timezone), timezone);
}

function repeatsAt(ms: number, offset: number, timezone: string): boolean {
  // The other pass has another offset, in force within a day of this one.
  for (const probe of [ms - DAY_MS, ms + DAY_MS]) {
    const other = offsetAt(probe, timezone);
    if (other !== offset && offsetAt(ms + offset - other, timezone) === other) return true;
  }
  return false;
}

/** An offset as `+HH:MM` / `-HH:MM`. */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `HH:mm` on the zone's clock. */
export function localTimeOfDay(instant: Date | number, timezone: string): string {
  const w = wallClockAt(msOf(instant), timezone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * `YYYY-MM-DD HH:mm` in the zone; inside a repeated hour followed by the offset
 * (`2026-11-01 01:30 -05:00`), so two different instants never print the same.
 */
export function localDateTime(instant: Date | number, timezone: string): string {
  const ms = msOf(instant);
  const w = wallClockAt(ms, timezone);
  const offset = offsetOf(w, ms);
  const text = `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}`;
  return repeatsAt(ms, offset, timezone) ? `${text} ${formatOffset(offset)}` : text;
}
