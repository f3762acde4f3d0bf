import { describe, expect, it } from 'vitest';
import { durationBetween, formatDate, formatTimeOfDay, isValidTimeZone, usableTimeZone } from './clock.ts';
import { formatInTimeZone } from './pattern.ts';

describe('formatting in a location time zone', () => {
  const instant = '2026-01-15T08:05:09Z';

  it('shows the wall clock of the given zone, whatever the device zone', () => {
    expect(formatTimeOfDay(instant, 'Europe/Paris')).toBe('09:05');
    expect(formatTimeOfDay(instant, 'America/New_York')).toBe('03:05');
    expect(formatTimeOfDay(instant, 'Asia/Tokyo', { seconds: true })).toBe('17:05:09');
  });

  it("follows the location's time format, 24-hour by default", () => {
    expect(formatTimeOfDay(instant, 'Asia/Tokyo', { timeFormat: '12h' })).toBe('5:05 PM');
    expect(formatTimeOfDay(instant, 'Europe/Paris', { timeFormat: '12h', seconds: true })).toBe('9:05:09 AM');
    expect(formatTimeOfDay('2026-01-15T00:30:00Z', 'UTC', { timeFormat: '12h' })).toBe('12:30 AM');
    expect(formatTimeOfDay('2026-01-15T12:00:00Z', 'UTC', { timeFormat: '12h' })).toBe('12:00 PM');
    expect(formatTimeOfDay(instant, 'Asia/Tokyo', { timeFormat: '24h' })).toBe('17:05');
  });

  it('gives the date of the zone, which may differ from UTC', () => {
    expect(formatDate('2026-01-15T23:30:00Z', 'UTC', 'longDate')).toBe('Thursday, January 15, 2026');
    expect(formatDate('2026-01-15T23:30:00Z', 'Asia/Tokyo', 'longDate')).toBe('Friday, January 16, 2026');
  });

  it('follows the zone across a daylight-saving change (Paris, 29 March 2026, 02:00 → 03:00)', () => {
    expect(formatTimeOfDay('2026-03-29T00:59:00Z', 'Europe/Paris')).toBe('01:59');
    // One real minute later the wall clock has jumped an hour.
    expect(formatTimeOfDay('2026-03-29T01:00:00Z', 'Europe/Paris')).toBe('03:00');
    // And back in autumn: 03:00 becomes 02:00 again, so 02:30 happens twice.
    expect(formatTimeOfDay('2026-10-25T00:30:00Z', 'Europe/Paris')).toBe('02:30');
    expect(formatTimeOfDay('2026-10-25T01:30:00Z', 'Europe/Paris')).toBe('02:30');
  });

  it('falls back to the device zone for an unknown zone instead of throwing', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(usableTimeZone(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatTimeOfDay(instant, 'Mars/Olympus_Mons')).toMatch(/^\d{2}:\d{2}$/);
  });

  it('gives an empty string for an invalid instant', () => {
    expect(formatInTimeZone('not a date', 'UTC', 'HH:mm')).toBe('');
  });
});

describe('durationBetween', () => {
  it('counts whole hours and minutes, dropping partial minutes', () => {
    expect(durationBetween('2026-01-15T08:00:00Z', '2026-01-15T08:00:59Z')).toEqual({ hours: 0, minutes: 0 });
    expect(durationBetween('2026-01-15T08:00:00Z', '2026-01-15T08:45:30Z')).toEqual({
      hours: 0,
      minutes: 45,
    });
    expect(durationBetween('2026-01-15T08:00:00Z', '2026-01-15T16:07:00Z')).toEqual({ hours: 8, minutes: 7 });
  });

  it('counts real time across a daylight-saving change, not the wall-clock difference', () => {
    // Paris 01:30 (CET) to 03:30 (CEST): the wall clock says two hours, one really passed.
    expect(durationBetween('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')).toEqual({ hours: 1, minutes: 0 });
  });

  it('treats a span that ends before it starts as zero (a device clock behind the server)', () => {
    expect(durationBetween('2026-01-15T08:00:10Z', '2026-01-15T08:00:00Z')).toEqual({ hours: 0, minutes: 0 });
  });
});
