import { useCallback, useState } from 'react';

/**
 * A piece of view state this browser remembers (a folded panel, the calendar's view): kept in
 * localStorage under `shiftclock.view.<key>`. Storage that is full, disabled or holds a value of
 * another shape falls back to `initial`, so a remembered choice can never break a screen.
 */
export function useStoredState<T extends string | boolean>(
  key: string,
  initial: T,
  allowed?: readonly T[],
): [T, (next: T) => void] {
  const storageKey = `shiftclock.view.${key}`;
  const [value, setValue] = useState<T>(() => readStored(storageKey, initial, allowed));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the choice holds for this page only.
      }
    },
    [storageKey],
  );
  return [value, update];
}

function readStored<T extends string | boolean>(storageKey: string, initial: T, allowed?: readonly T[]): T {
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== typeof initial) return initial;
    if (allowed && !allowed.includes(parsed as T)) return initial;
    return parsed as T;
  } catch {
    return initial;
  }
}
