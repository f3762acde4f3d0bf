import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value. The calendar's callbacks from its parent (often inline
 * arrows) are read through it, so a new arrow on each parent render does not redraw every column.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
