import { describe, expect, it } from 'vitest';
import { formatHours, formatPunch } from './format.ts';

describe('formatHours', () => {
  it('rounds to one decimal and always shows it', () => {
    expect(formatHours(7.96)).toBe('8.0');
    expect(formatHours(7.94)).toBe('7.9');
    expect(formatHours(0.05)).toBe('0.1');
    expect(formatHours(8)).toBe('8.0');
    expect(formatHours(0)).toBe('0.0');
  });
});

describe('formatPunch', () => {
  const now = '2026-06-01T12:00:00.000Z';

  it("shows the instant on the location's wall clock, not the device's", () => {
    expect(formatPunch('2026-03-10T13:05:00.000Z', 'America/New_York', '24h', now)).toBe('Mar 10, 09:05');
    expect(formatPunch('2026-03-10T13:05:00.000Z', 'Asia/Tokyo', '24h', now)).toBe('Mar 10, 22:05');
  });

  it("uses the location's 12-hour format when it is chosen", () => {
    expect(formatPunch('2026-03-10T13:05:00.000Z', 'America/New_York', '12h', now)).toBe('Mar 10, 9:05 AM');
    expect(formatPunch('2025-12-31T21:00:00.000Z', 'Europe/Paris', '12h', now)).toBe(
      'Dec 31, 2025, 10:00 PM',
    );
  });

  it("adds the year when it is not the location's current year", () => {
    expect(formatPunch('2025-12-31T21:00:00.000Z', 'Europe/Paris', '24h', now)).toBe('Dec 31, 2025, 22:00');
    // Already 2026 in Tokyo.
    expect(formatPunch('2025-12-31T21:00:00.000Z', 'Asia/Tokyo', '24h', now)).toBe('Jan 1, 06:00');
  });
});
