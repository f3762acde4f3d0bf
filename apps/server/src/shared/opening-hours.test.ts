import { describe, expect, it } from 'vitest';
import { isOpenAt } from './opening-hours.ts';

const paris = 'Europe/Paris';
// 2026-11-23 is a Monday; Paris is UTC+1 in November.
const at = (local: string) => new Date(`${local}+01:00`);

describe('isOpenAt', () => {
  it('reads a day layout at the location clock', () => {
    const layout = { startDay: 1, endDay: 5, startTime: '09:00', endTime: '17:00' };
    expect(isOpenAt(layout, paris, at('2026-11-23T08:59:00'))).toBe(false);
    expect(isOpenAt(layout, paris, at('2026-11-23T09:00:00'))).toBe(true);
    expect(isOpenAt(layout, paris, at('2026-11-27T16:59:00'))).toBe(true); // Friday
    expect(isOpenAt(layout, paris, at('2026-11-27T17:00:00'))).toBe(false);
    expect(isOpenAt(layout, paris, at('2026-11-28T12:00:00'))).toBe(false); // Saturday
  });

  it('gives the small hours of an overnight layout to the night before, across a wrapped week', () => {
    // Friday to Monday, 18:00 to 04:00.
    const layout = { startDay: 5, endDay: 1, startTime: '18:00', endTime: '04:00' };
    expect(isOpenAt(layout, paris, at('2026-11-27T18:00:00'))).toBe(true); // Friday evening
    expect(isOpenAt(layout, paris, at('2026-11-28T03:59:00'))).toBe(true); // Friday's night
    expect(isOpenAt(layout, paris, at('2026-11-24T03:00:00'))).toBe(true); // Monday's night, on Tuesday
    expect(isOpenAt(layout, paris, at('2026-11-24T18:00:00'))).toBe(false); // Tuesday evening
    expect(isOpenAt(layout, paris, at('2026-11-27T03:00:00'))).toBe(false); // Thursday's night
  });

  it('uses the default layout for a location that never saved settings', () => {
    expect(isOpenAt(null, paris, at('2026-11-23T10:00:00'))).toBe(true);
    expect(isOpenAt(null, paris, at('2026-11-29T10:00:00'))).toBe(false); // Sunday
  });
});
