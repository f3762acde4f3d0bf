import { describe, expect, it } from 'vitest';
import {
  addHoursToInputValue,
  fromZonedInputValue,
  nextDays,
  toZonedInputValue,
  zonedDay,
} from './zoned-time.ts';

describe('location wall-clock values', () => {
  it("reads a datetime-local value on the location's clock, with its offset", () => {
    expect(fromZonedInputValue('2026-03-10T09:00', 'Europe/Paris')).toBe('2026-03-10T09:00:00.000+01:00');
    expect(fromZonedInputValue('2026-07-10T09:00', 'Europe/Paris')).toBe('2026-07-10T09:00:00.000+02:00');
    expect(fromZonedInputValue('2026-03-10T09:00', 'America/New_York')).toBe('2026-03-10T09:00:00.000-04:00');
  });

  it('leaves an empty or malformed value for the contract to refuse', () => {
    expect(fromZonedInputValue('', 'Europe/Paris')).toBe('');
    expect(fromZonedInputValue('tomorrow', 'Europe/Paris')).toBe('tomorrow');
  });

  it("shows an instant on the location's clock", () => {
    expect(toZonedInputValue('2026-03-10T08:00:00.000Z', 'Europe/Paris')).toBe('2026-03-10T09:00');
    expect(toZonedInputValue('2026-03-10T08:00:00.000Z', 'Asia/Tokyo')).toBe('2026-03-10T17:00');
  });

  it('adds real hours, across midnight and a daylight-saving change', () => {
    expect(addHoursToInputValue('2026-03-10T20:00', 8, 'Europe/Paris')).toBe('2026-03-11T04:00');
    // 29 March 2026: Paris goes from 02:00 to 03:00; eight hours after 22:00 is 07:00 on the wall.
    expect(addHoursToInputValue('2026-03-28T22:00', 8, 'Europe/Paris')).toBe('2026-03-29T07:00');
    expect(addHoursToInputValue('', 8, 'Europe/Paris')).toBe('');
  });

  it("counts days on the location's calendar", () => {
    // 23:30 in New York is already the next day in UTC.
    expect(zonedDay('2026-03-11T03:30:00.000Z', 'America/New_York')).toBe('2026-03-10');
    expect(nextDays('2026-03-11T03:30:00.000Z', 7, 'America/New_York')).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-16',
    });
    expect(nextDays('2026-12-29T12:00:00.000Z', 7, 'UTC')).toEqual({
      startDate: '2026-12-29',
      endDate: '2027-01-04',
    });
  });
});
