import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: what the Shifts tab shows beyond
 * the schedule (notes, open shifts, swaps) waits for it, so their code, strings and calls do not
 * compete with the schedule on a cheap phone's first visit (docs/decisions/0192-the-employee-app-shell.md).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame's callback runs before its paint; the timeout after it, once painted.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}
