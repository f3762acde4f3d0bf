import { CALENDAR_MAX_SIDE_BY_SIDE, CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import type { CalendarItem } from './shift-items.ts';
import { type CalendarDay, rowPosition, type WeekModel } from './week.ts';

// The geometry of a week: each item cut to the day windows it crosses, then laid out in lanes so
// overlapping shifts stand side by side (an interval-graph colouring: each shift takes the first lane
// free at its start). Pure numbers, computed once per data change; the components only draw them.

export interface Segment {
  key: string;
  item: CalendarItem;
  dayIndex: number;
  /** Pixels from the top of the grid body. */
  top: number;
  height: number;
  /** The shift began before / goes on after this day's window. */
  continuesBefore: boolean;
  continuesAfter: boolean;
  lane: number;
  /** Lanes this block spans (it widens into free lanes to its right). */
  span: number;
  /** Lanes shown in its group of overlapping shifts (at most 8). */
  lanes: number;
}

/**
 * Shifts of a group too wide for its lanes: those past the last lane but one, summarised as
 * '+N more' in the last, from the first one's top to the last one's bottom (the pill stays in view
 * while any of them is).
 */
export interface Overflow {
  key: string;
  dayIndex: number;
  top: number;
  bottom: number;
  /** Lanes of its group: the pill takes the last. */
  lanes: number;
  items: CalendarItem[];
}

export interface DayLayout {
  segments: Segment[];
  overflows: Overflow[];
}

/** One day's pieces of the items, before lanes: clipped to the window. */
export function cutToDay(items: readonly CalendarItem[], day: CalendarDay, dayIndex: number): Segment[] {
  const segments: Segment[] = [];
  for (const item of items) {
    if (item.end <= day.start || item.start >= day.end) continue;
    const top = rowPosition(day, Math.max(item.start, day.start)) * CALENDAR_ROW_PX;
    const bottom = rowPosition(day, Math.min(item.end, day.end)) * CALENDAR_ROW_PX;
    segments.push({
      key: `${item.key}@${dayIndex}`,
      item,
      dayIndex,
      top,
      // A sliver (a few minutes inside the window) still needs a block big enough to see and click.
      height: Math.max(bottom - top, CALENDAR_ROW_PX / 2),
      continuesBefore: item.start < day.start,
      continuesAfter: item.end > day.end,
      lane: 0,
      span: 1,
      lanes: 1,
    });
  }
  return segments;
}

/**
 * Lanes for one day. Groups are runs of transitively overlapping blocks; intervals are half-open, so
 * a shift ending at 17:00 and one starting at 17:00 share a lane.
 */
export function assignLanes(
  segments: Segment[],
  dayIndex: number,
  maxLanes = CALENDAR_MAX_SIDE_BY_SIDE,
): DayLayout {
  const sorted = [...segments].sort(
    (a, b) => a.top - b.top || b.height - a.height || a.key.localeCompare(b.key),
  );
  const placed: Segment[] = [];
  const overflows: Overflow[] = [];
  let group: Segment[] = [];
  let groupBottom = Number.NEGATIVE_INFINITY;
  let laneBottoms: number[] = [];

  const closeGroup = () => {
    if (group.length === 0) return;
    const lanes = Math.min(laneBottoms.length, maxLanes);
    // A group that does not fit keeps its last lane free for the '+N more' pill, so the pill never
    // covers a block's ID or name.
    const drawnLanes = laneBottoms.length > maxLanes ? maxLanes - 1 : lanes;
    const shown = group.filter((segment) => segment.lane < drawnLanes);
    const hidden = group.filter((segment) => segment.lane >= drawnLanes);
    for (const segment of shown) {
      segment.lanes = lanes;
      segment.span = freeSpan(segment, shown, drawnLanes);
      placed.push(segment);
    }
    if (hidden.length > 0) {
      overflows.push({
        key: `more:${dayIndex}:${hidden[0]?.key}`,
        dayIndex,
        top: Math.min(...hidden.map((segment) => segment.top)),
        bottom: Math.max(...hidden.map((segment) => segment.top + segment.height)),
        lanes,
        items: hidden.map((segment) => segment.item),
      });
    }
    group = [];
    laneBottoms = [];
  };

  for (const segment of sorted) {
    if (segment.top >= groupBottom) {
      closeGroup();
      groupBottom = Number.NEGATIVE_INFINITY;
    }
    let lane = laneBottoms.findIndex((bottom) => bottom <= segment.top);
    if (lane === -1) lane = laneBottoms.length;
    laneBottoms[lane] = segment.top + segment.height;
    segment.lane = lane;
    group.push(segment);
    groupBottom = Math.max(groupBottom, segment.top + segment.height);
  }
  closeGroup();
  return { segments: placed, overflows };
}

function overlaps(a: Segment, b: Segment): boolean {
  return a.top < b.top + b.height && b.top < a.top + a.height;
}

/** How many lanes a block can take: its own and the free ones to its right. */
function freeSpan(segment: Segment, group: Segment[], lanes: number): number {
  let span = 1;
  for (let lane = segment.lane + 1; lane < lanes; lane++) {
    if (group.some((other) => other.lane === lane && overlaps(segment, other))) break;
    span++;
  }
  return span;
}

/**
 * The whole week's layout, one entry per visible day. A finished shift longer than a window goes on
 * in the next window that covers it; a shift still in progress is drawn once, in the first window it
 * reaches, marked as going on: its open end grows with the clock, and a second "In Progress" block
 * the next morning would read as a second person at work. `maxLanes` is what the columns' width
 * allows (grid-size.ts).
 */
export function layoutWeek(
  week: WeekModel,
  items: readonly CalendarItem[],
  maxLanes = CALENDAR_MAX_SIDE_BY_SIDE,
): DayLayout[] {
  const drawnInProgress = new Set<string>();
  return week.days.map((day, index) => {
    const segments = cutToDay(items, day, index).filter(
      (segment) => !segment.item.inProgress || !drawnInProgress.has(segment.item.key),
    );
    for (const segment of segments) if (segment.item.inProgress) drawnInProgress.add(segment.item.key);
    return assignLanes(segments, index, maxLanes);
  });
}
