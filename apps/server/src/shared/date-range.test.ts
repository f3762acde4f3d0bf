import { describe, expect, it } from 'vitest';
import { resolveRange } from './date-range.ts';

describe('resolveRange', () => {
  it('treats days as whole local days, end inclusive', () => {
    const { from, to } = resolveRange('2026-11-01', '2026-11-30', 'Europe/Paris');
    expect(from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('gives a daylight-saving day its 23 hours', () => {
    const { from, to } = resolveRange('2026-03-29', '2026-03-29', 'Europe/Paris');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
  });

  it('takes full date-times as instants, end exclusive', () => {
    const { from, to } = resolveRange(
      '2026-11-01T08:00:00Z',
      '2026-11-01T10:00:00+01:00',
      'America/New_York',
    );
    expect(from.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('refuses an end before the start', () => {
    expect(() => resolveRange('2026-11-02', '2026-11-01', 'UTC')).toThrow(/endDate/);
  });
});
