import { CALENDAR_MAX_SIDE_BY_SIDE } from '@shiftclock/contract/constants';

// How wide the week's parts are. The days share the width they are given (all seven fit at 1280 px
// and at 768 px); a busy day shows as many shifts side by side as its width allows and sums up the
// rest as '+N more' (docs/decisions/0174-the-whole-week-in-view.md).

/** The time axis down the left edge. */
export const AXIS_PX = 72;
/** Narrower than this, a day column stops shrinking and the grid scrolls sideways instead. */
export const MIN_COLUMN_PX = 88;
/** The least width of a shift side by side with others: its ID and name written downwards. */
export const LANE_MIN_PX = 16;

/**
 * How many shifts may stand side by side in each day column when the grid is `gridPx` wide (the
 * last lane of a fuller group holds the '+N more' pill). An unknown width (0: not laid out yet)
 * allows the most.
 */
export function lanesThatFit(gridPx: number, dayCount: number): number {
  if (gridPx <= 0 || dayCount <= 0) return CALENDAR_MAX_SIDE_BY_SIDE;
  const columnPx = Math.max(MIN_COLUMN_PX, (gridPx - AXIS_PX) / dayCount);
  return Math.max(2, Math.min(CALENDAR_MAX_SIDE_BY_SIDE, Math.floor(columnPx / LANE_MIN_PX)));
}
