import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '../../../lib/use-element-size.ts';
import type { DayFolds } from '../folds.ts';
import { formatDayMonth } from '../format.ts';
import { AXIS_PX, MIN_COLUMN_PX } from '../grid-size.ts';
import type { DayLayout, Overflow, Segment } from '../layout.ts';
import type { TextOptions } from '../shift-text.ts';
import type { TimeOffMark } from '../time-off-days.ts';
import type { ScheduledShift } from '../types.ts';
import type { ShiftPopover } from '../use-shift-popover.ts';
import { type DateKey, rowPosition, type WeekModel } from '../week.ts';
import { DayColumn } from './day-column.tsx';
import { DayHeader, type OnFold } from './day-header.tsx';
import { TimeAxis } from './time-axis.tsx';

interface CalendarGridProps {
  week: WeekModel;
  days: DayLayout[];
  /** Per day, the shifts outside its window (counted in its header). */
  folds: DayFolds[];
  timeFormat: TextOptions['timeFormat'];
  today: DateKey | null;
  now: number;
  loading: boolean;
  popover: ShiftPopover;
  popoverId: string;
  onCreate: (start: number) => void;
  onEdit: ((shift: ScheduledShift) => void) | undefined;
  /** Approved time off by day (time-off-days.ts), marked in the day's header. */
  timeOff?: ReadonlyMap<string, TimeOffMark[]> | undefined;
}

interface ActiveSlot {
  day: number;
  slot: number;
}

/**
 * The week as a time grid: a sticky row of days, a sticky time axis and one column per day, inside
 * its own scroll box so the headers stay in view over a long (overnight or 24-hour) layout.
 */
export function CalendarGrid({
  week,
  days,
  folds,
  timeOff,
  timeFormat,
  today,
  now,
  loading,
  popover,
  popoverId,
  onCreate,
  onEdit,
}: CalendarGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLElement>(null);
  const gridLabelId = useId();
  const { timeZone } = week;
  const todayIndex = week.days.findIndex((day) => day.date === today);
  const [active, setActive] = useState<ActiveSlot>({ day: Math.max(todayIndex, 0), slot: 0 });
  const activeSlot =
    week.days[active.day]?.slotRows[active.slot] === undefined ? { day: 0, slot: 0 } : active;

  const nowDay = week.days.findIndex((day) => now >= day.start && now < day.end);
  const nowTop =
    nowDay === -1
      ? null
      : rowPosition(week.days[nowDay] as (typeof week.days)[number], now) * CALENDAR_ROW_PX;

  // A new week (or a new layout of it) opens at the current time when it holds it, else at the top.
  const nowTopRef = useRef(nowTop);
  nowTopRef.current = nowTop;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when another week or layout is shown
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const target = nowTopRef.current;
    box.scrollTop = target === null ? 0 : Math.max(0, target - box.clientHeight / 3);
  }, [week.anchor, week.start, week.rows.length]);

  const { hover, leave, pin, close } = popover;
  const onHover = useCallback(
    (segment: Segment, element: HTMLElement, narrow: boolean) =>
      hover(segment.key, segment.item, element, narrow),
    [hover],
  );
  const onActivate = useCallback(
    (segment: Segment, element: HTMLElement) => {
      const { scheduled } = segment.item;
      // A shift with a plan opens Edit Shift; an actual shift alone has nothing to edit there, so its
      // details stay open beside it instead.
      if (scheduled && onEdit) {
        close();
        onEdit(scheduled);
      } else pin(segment.key, { kind: 'shift', item: segment.item }, element);
    },
    [onEdit, pin, close],
  );
  const onMore = useCallback(
    (overflow: Overflow, element: HTMLElement) =>
      pin(overflow.key, { kind: 'more', items: overflow.items }, element),
    [pin],
  );
  const onFold = useCallback<OnFold>(
    (key, items, title, element) => pin(key, { kind: 'more', items, title }, element),
    [pin],
  );

  // The slot button is drawn anew where the arrow key sent it; the focus follows it there.
  const focusPending = useRef(false);
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-day="${activeSlot.day}"][data-slot="${activeSlot.slot}"]`)
      ?.focus();
  });

  // Arrow keys move the slot button (one Tab stop for the whole grid): up and down within a day, left
  // and right to the same row of the next day, Home and End to the day's first and last slot.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.slot === undefined) return;
    const day = Number(target.dataset.day);
    const slot = Number(target.dataset.slot);
    const current = week.days[day];
    if (!current) return;
    let next: ActiveSlot | null = null;
    if (event.key === 'ArrowUp') next = { day, slot: Math.max(0, slot - 1) };
    else if (event.key === 'ArrowDown') next = { day, slot: Math.min(current.slotRows.length - 1, slot + 1) };
    else if (event.key === 'Home') next = { day, slot: 0 };
    else if (event.key === 'End') next = { day, slot: current.slotRows.length - 1 };
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const nextDay = day + (event.key === 'ArrowLeft' ? -1 : 1);
      const other = week.days[nextDay];
      if (other) next = { day: nextDay, slot: nearestSlot(other.slotRows, current.slotRows[slot] ?? 0) };
    }
    if (!next) return;
    event.preventDefault();
    focusPending.current = true;
    setActive(next);
  };

  // Only the column holding the described block re-renders when the tooltip comes and goes.
  const describedKey = popover.state && !popover.state.pinned ? popover.state.ownerKey : null;
  // The days share the width (all seven in view at 1280 and 768 px); only below MIN_COLUMN_PX a
  // day stops shrinking and the grid scrolls sideways. Busy hours show as many shifts side by side as
  // fit (grid-size.ts), the rest as '+N more'.
  const minWidth = AXIS_PX + week.days.length * MIN_COLUMN_PX;
  // The row of day headers is as tall as its tallest cell (a clock-change note, folded shifts); the
  // shift blocks keep their words just below it while they scroll (shift-block.tsx).
  const [corner, setCorner] = useState<HTMLDivElement | null>(null);
  const headerHeight = useElementSize(corner).height;
  const firstDay = week.days[0];
  const lastDay = week.days.at(-1);

  return (
    <div className="relative">
      {loading ? (
        <div
          role="status"
          aria-label={t('calendar.loadingShifts')}
          className="absolute inset-x-0 top-0 z-40 h-1 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-pulse bg-accent-500" />
        </div>
      ) : null}
      <p id={gridLabelId} className="sr-only">
        {firstDay && lastDay
          ? t('calendar.gridLabel', {
              from: formatDayMonth(firstDay.start, timeZone),
              to: formatDayMonth(lastDay.start, timeZone),
            })
          : null}
      </p>
      <section
        ref={scrollRef}
        aria-labelledby={gridLabelId}
        aria-busy={loading || undefined}
        className="relative max-h-[max(28rem,calc(100vh-14rem))] overflow-auto"
        style={{ '--calendar-header': `${headerHeight}px` } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        <div
          className="grid"
          style={{
            gridTemplateColumns: `${AXIS_PX}px repeat(${week.days.length}, minmax(${MIN_COLUMN_PX}px, 1fr))`,
            minWidth,
          }}
        >
          <div ref={setCorner} className="sticky top-0 left-0 z-40 border-b border-slate-200 bg-white" />
          {week.days.map((day, index) => (
            <DayHeader
              key={day.date}
              day={day}
              timeZone={timeZone}
              timeFormat={timeFormat}
              isToday={day.date === today}
              folds={folds[index]}
              onFold={onFold}
              timeOff={timeOff?.get(day.date)}
            />
          ))}
          <TimeAxis rows={week.rows} timeFormat={timeFormat} />
          {week.days.map((day, index) => (
            <DayColumn
              key={day.date}
              day={day}
              dayIndex={index}
              layout={days[index] ?? { segments: [], overflows: [] }}
              rowCount={week.rows.length}
              isToday={day.date === today}
              nowTop={index === nowDay ? nowTop : null}
              activeSlot={activeSlot.day === index ? activeSlot.slot : null}
              describedKey={describedKey?.endsWith(`@${index}`) ? describedKey : null}
              popoverId={popoverId}
              timeZone={timeZone}
              timeFormat={timeFormat}
              onSlot={onCreate}
              onMore={onMore}
              onHover={onHover}
              onLeave={leave}
              onActivate={onActivate}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

/** The slot of a day whose row is closest to `row` (days may lack the rows of a skipped hour). */
function nearestSlot(slotRows: number[], row: number): number {
  let best = 0;
  for (let slot = 0; slot < slotRows.length; slot++) {
    if (Math.abs((slotRows[slot] ?? 0) - row) < Math.abs((slotRows[best] ?? 0) - row)) best = slot;
  }
  return best;
}
