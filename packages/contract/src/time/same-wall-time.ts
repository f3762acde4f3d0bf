import {
  addDaysToDay,
  instantAtLocalTime,
  instantsAtLocalTime,
  localDayOf,
  wallClockAt,
} from './zoned-time.ts';

// A shift copied to another day keeps its times on the location's clock, not its distance in hours
// (docs/decisions/0197-filling-a-week.md): 09:00-17:00 copied across a clock change is 09:00-17:00.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The check constraint `scheduled_shifts_at_most_24h`. */
const MAX_SHIFT_MS = DAY_MS;

/** A wall time at a location: its day, hour and minute, which pass of a repeated hour, and the seconds past the minute. */
export interface WallTime {
  day: string;
  hour: number;
  minute: number;
  /** 0, or 1 for the second pass of an hour the clocks go back over. */
  pass: number;
  /** Milliseconds past the minute. */
  rest: number;
}

export function wallTimeOf(instant: number, timeZone: string): WallTime {
  const wall = wallClockAt(instant, timeZone);
  const rest = wall.second * 1000 + (((instant % 1000) + 1000) % 1000);
  const day = localDayOf(instant, timeZone);
  const pass = instantsAtLocalTime(day, wall.hour, wall.minute, timeZone).indexOf(instant - rest);
  return { day, hour: wall.hour, minute: wall.minute, pass: Math.max(pass, 0), rest };
}

/**
 * The instant a wall time names, by the rules of the schedule dialogs' fields
 * (apps/web/src/lib/time/zoned-input.ts): a repeated hour keeps the pass it held when the day has
 * two, else its first; a time the clocks skip cannot be asked of anyone here, so it moves forward
 * by the jump (02:30 on a spring-forward night is 03:30), as instantAtLocalTime does.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): number {
  const passes = instantsAtLocalTime(wall.day, wall.hour, wall.minute, timeZone);
  const at =
    passes[wall.pass] ??
    passes[0] ??
    instantAtLocalTime(wall.day, wall.hour, wall.minute, timeZone).getTime();
  return at + wall.rest;
}

/** A shift's start and end, epoch milliseconds. */
export interface ShiftTimes {
  start: number;
  end: number;
}

/**
 * The shift's end as read on the clock, unless a clock change would leave it before the start or
 * over 24 hours (a 24-hour shift over the night the clocks go back): then the shift keeps its length.
 */
function withUsableEnd(start: number, end: number, length: number): ShiftTimes {
  return end <= start || end - start > MAX_SHIFT_MS
    ? { start, end: start + Math.min(length, MAX_SHIFT_MS) }
    : { start, end };
}

/** The shift `days` calendar days later (or earlier) at the same wall times. */
export function movedByDays(shift: ShiftTimes, days: number, timeZone: string): ShiftTimes {
  const move = (instant: number) => {
    const wall = wallTimeOf(instant, timeZone);
    return instantOfWallTime({ ...wall, day: addDaysToDay(wall.day, days) }, timeZone);
  };
  return withUsableEnd(move(shift.start), move(shift.end), shift.end - shift.start);
}

/** A shift of a week template: days after the week's first, the local start 'HH:MM', wall-clock minutes. */
export interface TemplateLine {
  dayOffset: number;
  startTime: string;
  durationMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A wall time counted as if it were UTC, to subtract two of them on the clock. */
const wallMs = (wall: WallTime) =>
  Date.parse(`${wall.day}T00:00:00Z`) + (wall.hour * 60 + wall.minute) * MINUTE_MS;

/** A shift as a template line of the week beginning on `weekStart` (seconds dropped). */
export function templateLineOf(shift: ShiftTimes, weekStart: string, timeZone: string): TemplateLine {
  const start = wallTimeOf(shift.start, timeZone);
  const end = wallTimeOf(shift.end, timeZone);
  return {
    dayOffset: Math.round(
      (Date.parse(`${start.day}T00:00:00Z`) - Date.parse(`${weekStart}T00:00:00Z`)) / DAY_MS,
    ),
    startTime: `${pad(start.hour)}:${pad(start.minute)}`,
    durationMinutes: Math.max(1, Math.round((wallMs(end) - wallMs(start)) / MINUTE_MS)),
  };
}

/** A template line in the week beginning on `weekStart`: its start and end on the clock. */
export function shiftOfTemplateLine(line: TemplateLine, weekStart: string, timeZone: string): ShiftTimes {
  const [hour, minute] = line.startTime.split(':').map(Number) as [number, number];
  const startWall = { day: addDaysToDay(weekStart, line.dayOffset), hour, minute, pass: 0, rest: 0 };
  const endAt = new Date(wallMs(startWall) + line.durationMinutes * MINUTE_MS);
  const endWall = {
    day: endAt.toISOString().slice(0, 10),
    hour: endAt.getUTCHours(),
    minute: endAt.getUTCMinutes(),
    pass: 0,
    rest: 0,
  };
  return withUsableEnd(
    instantOfWallTime(startWall, timeZone),
    instantOfWallTime(endWall, timeZone),
    line.durationMinutes * MINUTE_MS,
  );
}
