import { describe, expect, it } from 'vitest';
import { formatClockTime, parseTimeOfDay } from './time-of-day.ts';

describe('parseTimeOfDay', () => {
  it.each([
    ['14:30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9', '09:00'],
    ['0:05', '00:05'],
    [' 23:59 ', '23:59'],
    ['9:30 pm', '21:30'],
    ['9:30PM', '21:30'],
    ['930p', '21:30'],
    ['12:15 AM', '00:15'],
    ['12:15 p.m.', '12:15'],
    ['12 am', '00:00'],
  ])('reads %j as %s', (typed, expected) => {
    expect(parseTimeOfDay(typed)).toBe(expected);
  });

  it.each(['', '24:00', '9:75', '13 pm', '0 am', 'noon', '9:3', '12:30:00', '1-30'])(
    'refuses %j',
    (typed) => {
      expect(parseTimeOfDay(typed)).toBeNull();
    },
  );
});

describe('formatClockTime', () => {
  it('writes the 24-hour clock as it is', () => {
    expect(formatClockTime('09:05', '24h')).toBe('09:05');
  });

  it.each([
    ['00:15', '12:15 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['18:00', '6:00 PM'],
    ['21:30', '9:30 PM'],
    ['13:05:09', '1:05:09 PM'],
  ])('writes %s on the 12-hour clock as %s', (time, expected) => {
    expect(formatClockTime(time, '12h')).toBe(expected);
  });
});
