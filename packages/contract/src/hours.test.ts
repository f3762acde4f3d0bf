import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoursOf, minutesOf } from './hours.ts';

const HOUR_MS = 3_600_000;

describe('hours and minutes, rounded once and half up', () => {
  it("rounds the audit's exact ties up, whatever their binary fraction", () => {
    // 69.445 h and 45.135 h: floating point made the first 69.44 and the second 45.14.
    expect(hoursOf(250_002_000)).toBe(69.45); // 69.445 h in whole milliseconds
    expect(hoursOf(162_486_000)).toBe(45.14); // 45.135 h
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(17_999)).toBe(0);
    expect(hoursOf(18_000)).toBe(0.01);
    expect(hoursOf(-18_000)).toBe(-0.01);
    expect(hoursOf(7.25 * HOUR_MS, 1)).toBe(7.3);
    expect(minutesOf(30_000)).toBe(1);
    expect(minutesOf(29_999)).toBe(0);
  });

  it('rounds every exact half-hundredth of an hour up, and prints it as such', () => {
    // k hundredths and a half, in milliseconds: 36,000 ms is a hundredth of an hour.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (k) => {
        const hours = hoursOf(k * 36_000 + 18_000);
        expect(hours.toFixed(2)).toBe(((k + 1) / 100).toFixed(2));
        expect(hours * 100).toBeCloseTo(k + 1, 6);
        // Just under the tie rounds down.
        expect(hoursOf(k * 36_000 + 17_999).toFixed(2)).toBe((k / 100).toFixed(2));
      }),
    );
  });

  it('rounds every exact half-tenth up at one decimal, and every half minute up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (k) => {
        expect(hoursOf(k * 360_000 + 180_000, 1).toFixed(1)).toBe(((k + 1) / 10).toFixed(1));
        expect(minutesOf(k * 60_000 + 30_000)).toBe(k + 1);
      }),
    );
  });

  it('never moves a figure by more than half its last place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (ms) => {
        expect(Math.abs(hoursOf(ms) - ms / HOUR_MS)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
