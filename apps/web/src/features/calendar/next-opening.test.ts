import { describe, expect, it } from 'vitest';
import { nextFullHour, proposedShiftStart } from './next-opening.ts';
import type { WeekLayout } from './week.ts';

const iso = (instant: number) => new Date(instant).toISOString();
const PARIS = 'Europe/Paris';
// A café open 07:00-22:00 every day.
const cafe: WeekLayout = { startDay: 1, endDay: 0, startTime: '07:00', endTime: '22:00' };

describe('nextFullHour', () => {
  it("is the location's next full hour", () => {
    expect(iso(nextFullHour(Date.parse('2026-03-10T11:20:00Z'), PARIS))).toBe('2026-03-10T12:00:00.000Z');
  });

  it('finds the full hour of a zone with a quarter-hour offset', () => {
    // Kathmandu is UTC+05:45: 17:05 local is 11:20Z, and 18:00 local is 12:15Z.
    expect(iso(nextFullHour(Date.parse('2026-03-10T11:20:00Z'), 'Asia/Kathmandu'))).toBe(
      '2026-03-10T12:15:00.000Z',
    );
  });

  it('moves on to the next hour when it is exactly on the hour', () => {
    expect(iso(nextFullHour(Date.parse('2026-03-10T12:00:00Z'), 'UTC'))).toBe('2026-03-10T13:00:00.000Z');
  });
});

describe('proposedShiftStart', () => {
  it('is the next full hour while the location is open', () => {
    // Tuesday 10 March, 12:20 in Paris (UTC+1).
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T11:20:00Z'), cafe, PARIS))).toBe(
      '2026-03-10T12:00:00.000Z',
    );
  });

  it("is tomorrow's opening late at night, not midnight", () => {
    // 23:30 in Paris: tomorrow 07:00 (06:00Z).
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T22:30:00Z'), cafe, PARIS))).toBe(
      '2026-03-11T06:00:00.000Z',
    );
  });

  it('is the next opening when the next full hour is closing time, or in the small hours', () => {
    // 21:30: the next full hour, 22:00, is closing time.
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T20:30:00Z'), cafe, PARIS))).toBe(
      '2026-03-11T06:00:00.000Z',
    );
    // 02:10: today's opening at 07:00.
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T01:10:00Z'), cafe, PARIS))).toBe(
      '2026-03-10T06:00:00.000Z',
    );
  });

  it('keeps the next full hour in the small hours of an overnight window', () => {
    // A bar open 18:00-04:00: at 01:30 it is still open (the night that began yesterday).
    const bar: WeekLayout = { startDay: 1, endDay: 0, startTime: '18:00', endTime: '04:00' };
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T00:30:00Z'), bar, PARIS))).toBe(
      '2026-03-10T01:00:00.000Z',
    );
    // At 04:30 it has closed: tonight's 18:00.
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T03:30:00Z'), bar, PARIS))).toBe(
      '2026-03-10T17:00:00.000Z',
    );
  });

  it('skips the days the week layout leaves out', () => {
    // Monday to Saturday; Saturday 14 March at 23:30 → Monday 16 March 07:00.
    const monSat: WeekLayout = { ...cafe, endDay: 6 };
    expect(iso(proposedShiftStart(Date.parse('2026-03-14T22:30:00Z'), monSat, PARIS))).toBe(
      '2026-03-16T06:00:00.000Z',
    );
  });

  it('opens at the wall-clock time on the morning the clocks go forward', () => {
    // Saturday 28 March 23:30 CET; Sunday 29 March 07:00 is CEST (UTC+2): 05:00Z, not 06:00Z.
    expect(iso(proposedShiftStart(Date.parse('2026-03-28T22:30:00Z'), cafe, PARIS))).toBe(
      '2026-03-29T05:00:00.000Z',
    );
  });

  it('is the next full hour for a layout with no hours', () => {
    const none: WeekLayout = { ...cafe, endTime: '07:00' };
    expect(iso(proposedShiftStart(Date.parse('2026-03-10T22:30:00Z'), none, PARIS))).toBe(
      '2026-03-10T23:00:00.000Z',
    );
  });
});
