import { describe, expect, it } from 'vitest';
import { draftFromButton } from './schedule-button-draft.ts';

describe('draftFromButton', () => {
  it("starts at the location's next full hour and lasts the default duration", () => {
    const draft = draftFromButton(Date.parse('2026-03-10T11:20:00Z'), 6, 'Europe/Paris');
    expect(draft).toEqual({ start: '2026-03-10T12:00:00.000Z', end: '2026-03-10T18:00:00.000Z' });
  });

  it('finds the full hour of a zone with a quarter-hour offset', () => {
    // Kathmandu is UTC+05:45: 17:05 local is 11:20Z, and 18:00 local is 12:15Z.
    const draft = draftFromButton(Date.parse('2026-03-10T11:20:00Z'), 4, 'Asia/Kathmandu');
    expect(draft.start).toBe('2026-03-10T12:15:00.000Z');
    expect(draft.end).toBe('2026-03-10T16:15:00.000Z');
  });

  it('moves on to the next hour when it is exactly on the hour', () => {
    const draft = draftFromButton(Date.parse('2026-03-10T12:00:00Z'), 1, 'UTC');
    expect(draft.start).toBe('2026-03-10T13:00:00.000Z');
  });

  it('counts real hours across the night the clocks go back', () => {
    // New York, 1 Nov 2026 00:30 EDT: the next hour is 01:00 EDT; 6 real hours later is 06:00 EST.
    const draft = draftFromButton(Date.parse('2026-11-01T04:30:00Z'), 6, 'America/New_York');
    expect(draft).toEqual({ start: '2026-11-01T05:00:00.000Z', end: '2026-11-01T11:00:00.000Z' });
  });
});
