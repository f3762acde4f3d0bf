import { describe, expect, it } from 'vitest';
import { AXIS_PX, lanesThatFit, MIN_COLUMN_PX } from './grid-size.ts';

describe('lanesThatFit', () => {
  it('allows all 8 side by side in a week at 1280 px (a 1,102 px grid)', () => {
    expect(lanesThatFit(1102, 7)).toBe(8);
    // …and all seven columns fit without scrolling.
    expect(AXIS_PX + 7 * MIN_COLUMN_PX).toBeLessThanOrEqual(1102);
  });

  it('allows fewer in a week at 768 px, where the columns are narrower, and all seven still fit', () => {
    expect(lanesThatFit(702, 7)).toBe(5);
    expect(AXIS_PX + 7 * MIN_COLUMN_PX).toBeLessThanOrEqual(702);
  });

  it("allows 8 in a phone's one-day view", () => {
    expect(lanesThatFit(356, 1)).toBe(8);
  });

  it('keeps the least column width when the grid is narrower (it scrolls sideways then)', () => {
    expect(lanesThatFit(300, 7)).toBe(Math.floor(MIN_COLUMN_PX / 16));
  });

  it('allows the most before the grid is laid out', () => {
    expect(lanesThatFit(0, 7)).toBe(8);
  });
});
