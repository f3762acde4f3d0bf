import { describe, expect, it } from 'vitest';
import { movedByDays, shiftOfTemplateLine, templateLineOf } from './same-wall-time.ts';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const iso = (times: { start: number; end: number }) => ({
  start: new Date(times.start).toISOString(),
  end: new Date(times.end).toISOString(),
});

describe('a shift moved by days keeps its wall times', () => {
  it('09:00-17:00 EDT a week later is 09:00-17:00 EST (New York falls back on 2026-11-01)', () => {
    const moved = movedByDays({ start: at('2026-10-26T13:00:00Z'), end: at('2026-10-26T21:00:00Z') }, 7, NY);
    expect(iso(moved)).toEqual({ start: '2026-11-02T14:00:00.000Z', end: '2026-11-02T22:00:00.000Z' });
  });

  it('22:00-06:00 over the fall-back night keeps its wall times: 9 hours instead of 8', () => {
    const moved = movedByDays({ start: at('2026-10-25T02:00:00Z'), end: at('2026-10-25T10:00:00Z') }, 7, NY);
    expect(iso(moved)).toEqual({ start: '2026-11-01T02:00:00.000Z', end: '2026-11-01T11:00:00.000Z' });
  });

  it('02:30 moved onto the spring-forward night (2026-03-08) is 03:30, as the clock jumps', () => {
    const moved = movedByDays({ start: at('2026-03-01T07:30:00Z'), end: at('2026-03-01T11:00:00Z') }, 7, NY);
    // 02:30 EST to 06:00 EST becomes 03:30 EDT to 06:00 EDT.
    expect(iso(moved)).toEqual({ start: '2026-03-08T07:30:00.000Z', end: '2026-03-08T10:00:00.000Z' });
  });

  it('keeps the second pass of a repeated hour when the target day has one, else takes the wall time', () => {
    // 01:30 EST on 2025-11-02 (the second pass) to 2026-11-01, a year of Sundays later.
    const secondPass = { start: at('2025-11-02T06:30:00Z'), end: at('2025-11-02T10:00:00Z') };
    expect(iso(movedByDays(secondPass, 364, NY)).start).toBe('2026-11-01T06:30:00.000Z');
    expect(iso(movedByDays(secondPass, 7, NY)).start).toBe('2025-11-09T06:30:00.000Z');
  });

  it('a 24-hour shift over the fall-back night keeps 24 hours rather than become 25', () => {
    const moved = movedByDays({ start: at('2026-10-24T13:00:00Z'), end: at('2026-10-25T13:00:00Z') }, 7, NY);
    expect(moved.end - moved.start).toBe(24 * 3_600_000);
  });
});

describe('template lines', () => {
  it('keeps the start and the wall-clock length, applied across a clock change', () => {
    const line = templateLineOf(
      { start: at('2026-10-27T02:00:00Z'), end: at('2026-10-27T10:00:00Z') },
      '2026-10-26',
      NY,
    );
    expect(line).toEqual({ dayOffset: 0, startTime: '22:00', durationMinutes: 480 });
    // Saturday 22:00 of the week of 2026-10-26 runs over the fall-back night to 06:00 EST.
    const shift = shiftOfTemplateLine({ ...line, dayOffset: 5 }, '2026-10-26', NY);
    expect(iso(shift)).toEqual({ start: '2026-11-01T02:00:00.000Z', end: '2026-11-01T11:00:00.000Z' });
  });
});
