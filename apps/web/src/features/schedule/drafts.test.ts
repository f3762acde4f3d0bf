import { describe, expect, it } from 'vitest';
import { draftFromStart } from './drafts.ts';

describe('draftFromStart', () => {
  it("lasts the location's Default Shift Duration", () => {
    expect(draftFromStart(Date.parse('2026-03-10T12:00:00Z'), 6)).toEqual({
      start: '2026-03-10T12:00:00.000Z',
      end: '2026-03-10T18:00:00.000Z',
    });
  });

  it('counts real hours across the night the clocks go back', () => {
    // New York, 1 Nov 2026: from 01:00 EDT, 6 real hours later is 06:00 EST.
    expect(draftFromStart(Date.parse('2026-11-01T05:00:00Z'), 6)).toEqual({
      start: '2026-11-01T05:00:00.000Z',
      end: '2026-11-01T11:00:00.000Z',
    });
  });
});
