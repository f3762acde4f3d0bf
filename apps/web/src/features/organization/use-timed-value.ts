import { useCallback, useEffect, useState } from 'react';

/**
 * A value that clears itself `ms` after it was last shown (success popup, limit notice). Showing
 * it again restarts the time; unmounting cancels the timer.
 */
export function useTimedValue<T>(ms: number) {
  const [shown, setShown] = useState<{ value: T; at: number } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  // `at` makes each call a new object, so the same value shown twice restarts the timer.
  const show = useCallback((value: T) => setShown({ value, at: Date.now() }), []);
  const hide = useCallback(() => setShown(null), []);
  return [shown?.value ?? null, show, hide] as const;
}
