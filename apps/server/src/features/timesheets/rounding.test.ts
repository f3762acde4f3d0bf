import { describe, expect, it } from 'vitest';
import { roundPunch } from './rounding.ts';

const at = (iso: string, minutes: number, timezone = 'Europe/Paris') =>
  roundPunch(new Date(iso), minutes, timezone).toISOString();

describe('rounding a punch for the hours', () => {
  it('to 15 minutes with the 7-minute rule: up to 7 past rounds down, 8 and more up', () => {
    expect(at('2026-11-23T08:07:59+01:00', 15)).toBe('2026-11-23T07:00:00.000Z');
    expect(at('2026-11-23T08:08:00+01:00', 15)).toBe('2026-11-23T07:15:00.000Z');
    expect(at('2026-11-23T08:52:00+01:00', 15)).toBe('2026-11-23T07:45:00.000Z');
    expect(at('2026-11-23T08:53:00+01:00', 15)).toBe('2026-11-23T08:00:00.000Z');
    expect(at('2026-11-23T23:53:00+01:00', 15)).toBe('2026-11-23T23:00:00.000Z');
  });

  it('to 6 and to 5 minutes', () => {
    expect(at('2026-11-23T08:02:00+01:00', 6)).toBe('2026-11-23T07:00:00.000Z');
    expect(at('2026-11-23T08:03:00+01:00', 6)).toBe('2026-11-23T07:06:00.000Z');
    expect(at('2026-11-23T08:02:59+01:00', 5)).toBe('2026-11-23T07:00:00.000Z');
    expect(at('2026-11-23T08:03:00+01:00', 5)).toBe('2026-11-23T07:05:00.000Z');
  });

  it("to the local clock's marks: Nepal is 45 minutes off the hour, and the night the clocks go back", () => {
    // 08:07 in Kathmandu (+05:45) rounds to 08:00 there, 02:15 UTC.
    expect(at('2026-11-23T08:07:00+05:45', 15, 'Asia/Kathmandu')).toBe('2026-11-23T02:15:00.000Z');
    // 01:53 of the second pass through 01:00-02:00 in New York (-05:00) rounds to 02:00 EST.
    expect(at('2026-11-01T01:53:00-05:00', 15, 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
  });
});
