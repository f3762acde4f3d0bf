import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import { type MouseEvent, memo, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayLayout, Overflow } from '../layout.ts';
import type { TextOptions } from '../shift-text.ts';
import { type CalendarDay, SLOT_MS } from '../week.ts';
import { BusyBandView } from './busy-band.tsx';
import { ShiftBlock, type ShiftBlockHandlers } from './shift-block.tsx';
import { SlotCursor } from './slot-cursor.tsx';

// Slot lines drawn by the background, not by 700 elements: a faint line every 15 minutes, a firmer
// one every hour (the axis starts on a whole hour, and a repeated or skipped hour is four rows).
const SLATE_200 = 'oklch(92.9% 0.013 255.508)';
const SLATE_100 = 'oklch(96.8% 0.007 247.896)';
const GRID_LINES = [
  `repeating-linear-gradient(to bottom, ${SLATE_200} 0 1px, transparent 1px ${4 * CALENDAR_ROW_PX}px)`,
  `repeating-linear-gradient(to bottom, ${SLATE_100} 0 1px, transparent 1px ${CALENDAR_ROW_PX}px)`,
].join(', ');
/** Hours a day does not have (skipped by the clocks going forward): hatched, not clickable. */
const MISSING = `repeating-linear-gradient(135deg, ${SLATE_100} 0 6px, ${SLATE_200} 6px 8px)`;

interface DayColumnProps extends ShiftBlockHandlers, TextOptions {
  day: CalendarDay;
  dayIndex: number;
  layout: DayLayout;
  rowCount: number;
  isToday: boolean;
  /** Pixels from the top for the now-line, when now falls in this day's window. */
  nowTop: number | null;
  /** The slot that holds the grid's one slot button, when it is in this day. */
  activeSlot: number | null;
  /** The shift the tooltip describes, and the tooltip's id. */
  describedKey: string | null;
  popoverId: string;
  onSlot: (start: number) => void;
  onMore: (overflow: Overflow, element: HTMLElement) => void;
}

/** One day: its slots, the hours it lacks, its shifts and the now-line. */
export const DayColumn = memo(function DayColumn({
  day,
  dayIndex,
  layout,
  rowCount,
  isToday,
  nowTop,
  activeSlot,
  describedKey,
  popoverId,
  timeZone,
  timeFormat,
  onSlot,
  onMore,
  onHover,
  onLeave,
  onActivate,
}: DayColumnProps) {
  const { t } = useTranslation();
  const highlight = useRef<HTMLDivElement>(null);

  /** The slot under the pointer: the column's own background, not a shift or a missing hour. */
  const slotAt = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return null;
    const row = Math.floor(
      (event.clientY - event.currentTarget.getBoundingClientRect().top) / CALENDAR_ROW_PX,
    );
    const slot = day.slotRows.indexOf(row);
    return slot === -1 ? null : { row, start: day.start + slot * SLOT_MS };
  };

  // The hovered slot is lit by moving one element, without a render per pointer move.
  const track = (event: PointerEvent<HTMLDivElement>) => {
    const box = highlight.current;
    if (!box) return;
    const slot = slotAt(event);
    box.style.display = slot ? 'block' : 'none';
    if (slot) box.style.top = `${slot.row * CALENDAR_ROW_PX}px`;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keyboard reaches every slot through the grid's slot button (SlotCursor); this is the pointer's shortcut to the same action
    <div
      data-day-column={day.date}
      className={`relative cursor-pointer border-l border-slate-200 ${isToday ? 'bg-accent-50/40' : ''}`}
      style={{ height: rowCount * CALENDAR_ROW_PX, backgroundImage: GRID_LINES }}
      onClick={(event) => {
        const slot = slotAt(event);
        if (slot) onSlot(slot.start);
      }}
      onPointerMove={track}
      onPointerLeave={() => {
        if (highlight.current) highlight.current.style.display = 'none';
      }}
    >
      <div
        ref={highlight}
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 hidden bg-accent-100/70"
        style={{ height: CALENDAR_ROW_PX }}
      />
      {day.missingRows.map((gap) => (
        <div
          key={gap.from}
          title={t('calendar.noSlot')}
          className="absolute inset-x-0 cursor-default"
          style={{
            top: gap.from * CALENDAR_ROW_PX,
            height: (gap.to - gap.from) * CALENDAR_ROW_PX,
            backgroundImage: MISSING,
          }}
        />
      ))}
      {activeSlot !== null ? (
        <SlotCursor
          day={day}
          dayIndex={dayIndex}
          slot={activeSlot}
          timeZone={timeZone}
          timeFormat={timeFormat}
          onSlot={onSlot}
        />
      ) : null}
      {layout.segments.map((segment) =>
        segment.item.kind === 'busy' ? (
          <BusyBandView key={segment.key} segment={segment} />
        ) : (
          <ShiftBlock
            key={segment.key}
            t={t}
            segment={segment}
            describedBy={describedKey === segment.key ? popoverId : undefined}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onHover={onHover}
            onLeave={onLeave}
            onActivate={onActivate}
          />
        ),
      )}
      {layout.overflows.map((overflow) => (
        // The pill sticks below the day headers for as long as the shifts it stands for are in view,
        // and is written downwards like a thin block, so it keeps to its lane and hides no name.
        <div
          key={overflow.key}
          className="pointer-events-none absolute z-30"
          style={{
            top: overflow.top + 2,
            height: overflow.bottom - overflow.top - 2,
            left: `calc(${((overflow.lanes - 1) * 100) / overflow.lanes}% + 1px)`,
            width: `calc(${100 / overflow.lanes}% - 2px)`,
          }}
        >
          <button
            type="button"
            className="pointer-events-auto sticky top-[calc(var(--calendar-header,0px)+2px)] flex w-full justify-center overflow-clip rounded-full border border-slate-300 bg-white py-1.5 text-slate-800 shadow-sm hover:bg-slate-50"
            onClick={(event) => onMore(overflow, event.currentTarget)}
          >
            <span className="text-[11px] leading-3 font-semibold whitespace-nowrap [writing-mode:vertical-rl]">
              {t('calendar.more', { count: overflow.items.length })}
            </span>
          </button>
        </div>
      ))}
      {nowTop !== null ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-600"
          style={{ top: nowTop }}
        >
          <div className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-600" />
        </div>
      ) : null}
    </div>
  );
});
