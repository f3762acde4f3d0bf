import { describe, expect, it } from 'vitest';
import { formatHours, formatPeriod, formatPunch, sameDay } from './format.ts';

describe('timesheet formats', () => {
  it('writes hours with two decimals, as the CSV does', () => {
    expect(formatHours(40)).toBe('40.00');
    expect(formatHours(2.333)).toBe('2.33');
    expect(formatHours(0.9166)).toBe('0.92');
    expect(formatHours(0)).toBe('0.00');
  });

  it('names a period by its calendar dates, whatever the device zone, with both years across New Year', () => {
    expect(formatPeriod('2026-11-16', '2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(formatPeriod('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatPeriod('2026-02-01', '2026-02-28')).toBe('Feb 1 – Feb 28, 2026');
  });

  it("shows punches on the location's clock in its time format", () => {
    // 23:30 UTC on Saturday is already Sunday in Tokyo.
    expect(formatPunch('2026-11-21T23:30:00Z', 'Asia/Tokyo', '24h')).toBe('Nov 22, 08:30');
    expect(formatPunch('2026-11-21T23:30:00Z', 'America/New_York', '12h')).toBe('Nov 21, 6:30 PM');
    expect(sameDay('2026-11-21T14:00:00Z', '2026-11-21T23:30:00Z', 'Asia/Tokyo')).toBe(false);
    expect(sameDay('2026-11-21T20:00:00Z', '2026-11-21T23:30:00Z', 'America/New_York')).toBe(true);
  });
});
