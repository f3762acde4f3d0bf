import { useEffect, useEffectEvent } from 'react';

export interface KeypadHandlers {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onClear: () => void;
}

/** A field that takes typing itself: the Employee ID field (its onChange sanitises) or any other. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A physical keyboard (or USB number pad) works wherever the focus is on the kiosk: digits fill the
 * Employee ID field, Backspace removes one, Escape and Delete clear it. Enter is left alone: on a
 * focused button it presses that button, elsewhere it does nothing, because guessing between Clock
 * In and Clock Out would record the wrong punch (docs/decisions/0050-kiosk-keyboard.md).
 */
export function usePhysicalKeypad(handlers: KeypadHandlers) {
  // An effect event: the listener is added once and still calls the latest handlers.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTextEntry(event.target)) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      handlers.onDigit(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      handlers.onBackspace();
    } else if (event.key === 'Escape' || event.key === 'Delete') {
      handlers.onClear();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
