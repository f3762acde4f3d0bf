import { FIELD_ERROR_CLEAR_MS } from '@shiftclock/contract/constants';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * docs/product.md section 5: a field's error clears about 300 ms after the user edits that field, so the
 * message does not flicker away under the first keystroke. Each field has its own timer; typing
 * again restarts it. `cancelAll` runs before each submit: a timer started by an edit must not wipe
 * the message that submit is about to show. Unmounting cancels everything.
 */
export function useDelayedErrorClearing<F extends string>(clear: (field: F) => void) {
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  const clearRef = useRef(clear);
  clearRef.current = clear;

  const cancelAll = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);

  useEffect(() => cancelAll, [cancelAll]);

  const schedule = useCallback((field: F) => {
    const pending = timers.current;
    const previous = pending.get(field);
    if (previous) clearTimeout(previous);
    pending.set(
      field,
      setTimeout(() => {
        pending.delete(field);
        clearRef.current(field);
      }, FIELD_ERROR_CLEAR_MS),
    );
  }, []);

  return useMemo(() => ({ schedule, cancelAll }), [schedule, cancelAll]);
}
