import { CALENDAR_ROW_PX, TOOLTIP_DELAY_MS } from '@shiftclock/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarItem } from './shift-items.ts';

/** Shorter than 45 minutes on the grid: too small to read, so its tooltip shows at once. */
export const NARROW_PX = 3 * CALENDAR_ROW_PX;

/** A moment to move the pointer from a block onto its tooltip without the tooltip closing. */
const HIDE_GRACE_MS = 150;

/** A shift's details, or a list of shifts ('+N more', or those folded before or after the window). */
export type PopoverContent =
  | { kind: 'shift'; item: CalendarItem }
  | { kind: 'more'; items: CalendarItem[]; title?: string };

export interface PopoverState {
  content: PopoverContent;
  /** The element it points at, measured when it opens. */
  anchor: DOMRect;
  /** Opened by a click: stays until closed, and may hold buttons. */
  pinned: boolean;
  /** The id of the element it describes, for aria-describedby. */
  ownerKey: string;
}

/**
 * One tooltip for the whole calendar (not one per block: a busy week has 700 blocks). Hover or focus
 * opens it after 3 s (docs/product.md section 9), at once for a narrow block; leaving closes it; a click pins
 * it open (an actual shift with no plan shows its details this way, and '+N more' lists its shifts).
 */
export function useShiftPopover() {
  const [state, setState] = useState<PopoverState | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pinned = state?.pinned ?? false;

  const clearTimers = useCallback(() => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
  }, []);

  const hover = useCallback(
    (key: string, item: CalendarItem, element: HTMLElement, narrow: boolean) => {
      clearTimers();
      const open = () =>
        setState((current) =>
          current?.pinned
            ? current
            : {
                content: { kind: 'shift', item },
                anchor: element.getBoundingClientRect(),
                pinned: false,
                ownerKey: key,
              },
        );
      if (narrow) open();
      else showTimer.current = setTimeout(open, TOOLTIP_DELAY_MS);
    },
    [clearTimers],
  );

  const leave = useCallback(() => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(
      () => setState((current) => (current?.pinned ? current : null)),
      HIDE_GRACE_MS,
    );
  }, []);

  /** The pointer reached the tooltip itself: keep it (WCAG 1.4.13, hoverable). */
  const stay = useCallback(() => clearTimeout(hideTimer.current), []);

  const pin = useCallback(
    (key: string, content: PopoverContent, element: HTMLElement) => {
      clearTimers();
      setState({ content, anchor: element.getBoundingClientRect(), pinned: true, ownerKey: key });
    },
    [clearTimers],
  );

  const close = useCallback(() => {
    clearTimers();
    setState(null);
  }, [clearTimers]);

  // Escape closes it; a scroll or a resize moves its anchor away, so it closes then too.
  useEffect(() => {
    if (!state) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onScroll = () => close();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [state, close]);

  // A pinned one closes on a press anywhere else.
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-calendar-popover]')) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned, close]);

  useEffect(() => clearTimers, [clearTimers]);

  return { state, hover, leave, stay, pin, close };
}

export type ShiftPopover = ReturnType<typeof useShiftPopover>;
