import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import { useTranslation } from 'react-i18next';
import { formatShortDate, formatTime } from '../format.ts';
import type { TextOptions } from '../shift-text.ts';
import { type CalendarDay, SLOT_MS } from '../week.ts';

interface SlotCursorProps extends TextOptions {
  day: CalendarDay;
  dayIndex: number;
  slot: number;
  onSlot: (start: number) => void;
}

/**
 * The keyboard's way into the empty slots: one button for the whole grid (one Tab stop), moved by the
 * arrow keys (calendar-grid). A screen reader hears one "Schedule a shift on …" button, not 700, and
 * the page stays light. The pointer needs no button per slot: the column works out the slot clicked.
 */
export function SlotCursor({ day, dayIndex, slot, timeZone, timeFormat, onSlot }: SlotCursorProps) {
  const { t } = useTranslation();
  const row = day.slotRows[slot] ?? 0;
  const start = day.start + slot * SLOT_MS;
  return (
    <button
      type="button"
      data-day={dayIndex}
      data-slot={slot}
      aria-label={t('calendar.slotLabel', {
        date: formatShortDate(start, timeZone),
        time: formatTime(start, timeZone, timeFormat),
      })}
      className="absolute inset-x-0 z-0 block opacity-0 focus-visible:bg-accent-100/70 focus-visible:opacity-100 focus-visible:-outline-offset-2"
      style={{ top: row * CALENDAR_ROW_PX, height: CALENDAR_ROW_PX }}
      onClick={() => onSlot(start)}
    />
  );
}
