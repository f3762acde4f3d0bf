import { describe, expect, it } from 'vitest';
import { dateMessages, dayString, instantOf, isoDateTime, rangeBound } from './dates.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('dates and date-times (docs/api.md, "Dates and times")', () => {
  const dateTime = isoDateTime('Required');

  it('accepts RFC 3339 instants with Z or an offset, with or without seconds and fractions', () => {
    for (const value of [
      '2026-03-29T02:30:00+02:00',
      '2026-11-01T01:30-05:00',
      '2026-04-05T03:15:00.123+13:45',
      '2024-02-29T23:59:59Z',
      '2026-06-01T00:00:00.123456789Z',
    ])
      expect(messageOf(dateTime.safeParse(value)), value).toBeNull();
  });

  it('refuses a wall time without an offset: it would be read in the server process zone', () => {
    expect(messageOf(dateTime.safeParse('2026-03-29T02:30:00'))).toBe(dateMessages.offsetRequired);
    expect(messageOf(dateTime.safeParse('2026-03-29T02:30'))).toBe(dateMessages.offsetRequired);
    expect(Number.isNaN(instantOf('2026-03-29T02:30:00'))).toBe(true);
    expect(instantOf('2026-03-29T02:30:00+02:00')).toBe(Date.parse('2026-03-29T00:30:00Z'));
  });

  it('refuses dates and times that do not exist instead of rolling them over', () => {
    const cases: [string, string][] = [
      ['2026-02-30T10:00:00Z', dateMessages.dayDoesNotExist], // not 2 March
      ['2026-02-29T10:00:00Z', dateMessages.dayDoesNotExist], // not 1 March: 2026 is no leap year
      ['2100-02-29T10:00:00Z', dateMessages.dayDoesNotExist],
      ['2026-04-31T10:00:00Z', dateMessages.dayDoesNotExist],
      ['2026-13-01T10:00:00Z', dateMessages.dayDoesNotExist],
      ['2026-00-10T10:00:00Z', dateMessages.dayDoesNotExist],
      ['0099-06-01T10:00:00Z', dateMessages.yearOutOfRange], // not 1999
      ['3000-01-01T00:00:00Z', dateMessages.yearOutOfRange],
      ['2026-06-01T24:00:00Z', dateMessages.timeDoesNotExist],
      ['2026-06-01T23:60:00Z', dateMessages.timeDoesNotExist],
      ['2026-06-01T23:59:60Z', dateMessages.timeDoesNotExist],
      ['2026-06-01T10:00:00+15:00', dateMessages.invalidDateTime],
      ['2026-06-01 10:00:00Z', dateMessages.invalidDateTime],
      ['soon', dateMessages.invalidDateTime],
    ];
    for (const [value, message] of cases) expect(messageOf(dateTime.safeParse(value)), value).toBe(message);
    expect(messageOf(dateTime.safeParse(''))).toBe('Required');
  });

  it('days: the same calendar rules, in query strings and bodies', () => {
    const day = dayString();
    expect(messageOf(day.safeParse('2024-02-29'))).toBeNull();
    expect(messageOf(day.safeParse('2026-02-29'))).toBe(dateMessages.dayDoesNotExist);
    expect(messageOf(day.safeParse('0099-01-01'))).toBe(dateMessages.yearOutOfRange);
    expect(messageOf(day.safeParse('2026-1-5'))).toBe(dateMessages.invalidDay);
    expect(messageOf(dayString('Please enter a valid date').safeParse('2026-02-30'))).toBe(
      'Please enter a valid date',
    );
  });

  it('range bounds: a day or an instant, each with its rules', () => {
    expect(messageOf(rangeBound.safeParse('2026-11-01'))).toBeNull();
    expect(messageOf(rangeBound.safeParse('2026-11-01T04:00:00Z'))).toBeNull();
    expect(messageOf(rangeBound.safeParse('2026-02-30'))).toBe(dateMessages.dayDoesNotExist);
    expect(messageOf(rangeBound.safeParse('2026-11-01T00:00:00'))).toBe(dateMessages.offsetRequired);
    expect(messageOf(rangeBound.safeParse('next week'))).toBe(dateMessages.invalidRangeBound);
  });
});
