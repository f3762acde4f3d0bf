import { useCallback, useState } from 'react';

/** Where a piece of view state is kept: for this browser (localStorage) or this tab (sessionStorage). */
export type ViewStorage = 'local' | 'session';

/**
 * A piece of view state this browser remembers (the calendar's view): kept in localStorage under
 * `shiftclock.view.<key>`. Storage that is full, disabled or holds a value of another shape falls
 * back to `initial`, so a remembered choice can never break a screen.
 */
export function useStoredState<T extends string | boolean>(
  key: string,
  initial: T,
  allowed?: readonly T[],
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readViewState('local', key, initial, allowed));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeViewState('local', key, next);
    },
    [key],
  );
  return [value, update];
}

/** The value kept under `shiftclock.view.<key>`, or `initial` when there is none of its shape. */
export function readViewState<T extends string | boolean>(
  storage: ViewStorage,
  key: string,
  initial: T,
  allowed?: readonly T[],
): T {
  try {
    const raw = storageOf(storage).getItem(`shiftclock.view.${key}`);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== typeof initial) return initial;
    if (allowed && !allowed.includes(parsed as T)) return initial;
    return parsed as T;
  } catch {
    return initial;
  }
}

export function writeViewState(storage: ViewStorage, key: string, value: string | boolean) {
  try {
    storageOf(storage).setItem(`shiftclock.view.${key}`, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice holds for this page only.
  }
}

// Reached inside the callers' try: a browser with storage disabled throws on the property itself.
const storageOf = (storage: ViewStorage) => (storage === 'local' ? localStorage : sessionStorage);
