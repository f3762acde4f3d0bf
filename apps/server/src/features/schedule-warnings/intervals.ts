/**
 * What the warnings are computed from (docs/decisions/0199-schedule-warnings.md): a person's scheduled
 * and worked shifts at all their locations, as instants in milliseconds. Only this location's
 * shifts carry an id that leaves the server; another location's are told by their times alone.
 */

export const HOUR_MS = 3_600_000;

export type WarningEmployee = { id: string; employeeId: string; name: string };

export type Interval = {
  id: string;
  kind: 'scheduled' | 'worked';
  /** At the location asking; false: at another of the person's locations. */
  here: boolean;
  start: number;
  /** A worked shift still open ends `now` (the caller fills it in). */
  end: number;
};

/** One person scheduled at the location asking: their employee row here and all their shifts. */
export type PersonShifts = { employee: WarningEmployee; intervals: Interval[] };

/** Hours with two decimals, as the warnings answer them. */
export const hoursOf = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The ids of this location's scheduled shifts among `intervals`, for the calendar to point at. */
export const scheduledHereIds = (intervals: readonly Interval[]) =>
  intervals
    .filter((interval) => interval.kind === 'scheduled' && interval.here)
    .map((interval) => interval.id);
