import type { Settings } from '@shiftclock/contract/settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';

/** Quiet time after the last change before it is saved (docs/decisions/0070-settings-saving.md). */
export const AUTO_SAVE_DELAY_MS = 800;

export type AutoSaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

/**
 * Debounced saving while auto-save is on: each change restarts the wait, and only the last
 * settings are sent. Only the newest save reports its outcome, so an older answer arriving late
 * cannot say 'saved' over a newer failure. A change still waiting when the screen goes away (the
 * browser's own back button) is sent at once instead of being dropped.
 */
export function useAutoSave(save: (settings: Settings) => Promise<unknown>, fallbackError: string) {
  const [status, setStatus] = useState<AutoSaveStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<Settings | null>(null);
  const generation = useRef(0);
  // The latest callbacks, read by the timer and the unmount flush without restarting either.
  const latest = useRef({ save, fallbackError });
  latest.current = { save, fallbackError };

  const stopTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = null;
  }, []);

  const schedule = useCallback(
    (settings: Settings) => {
      stopTimer();
      const mine = ++generation.current;
      waiting.current = settings;
      setStatus({ state: 'saving' });
      timer.current = setTimeout(() => {
        timer.current = undefined;
        waiting.current = null;
        latest.current.save(settings).then(
          () => {
            if (mine === generation.current) setStatus({ state: 'saved' });
          },
          (error: unknown) => {
            if (mine === generation.current) {
              setStatus({ state: 'failed', message: errorMessage(error, latest.current.fallbackError) });
            }
          },
        );
      }, AUTO_SAVE_DELAY_MS);
    },
    [stopTimer],
  );

  /** Drops a waiting save (auto-save turned off, or Back saves everything itself). */
  const cancel = useCallback(() => {
    stopTimer();
    generation.current++;
    setStatus({ state: 'idle' });
  }, [stopTimer]);

  useEffect(
    () => () => {
      const pending = waiting.current;
      if (timer.current !== undefined) clearTimeout(timer.current);
      if (pending) latest.current.save(pending).catch(() => undefined);
    },
    [],
  );

  return { status, schedule, cancel };
}
