import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_FADE_MS, type MessageTone, messageDurationMs } from './status-message.ts';

export interface StatusMessage {
  text: string;
  tone: MessageTone;
  /** True during the last 300 ms, while it fades out. */
  fading: boolean;
  /** New for every message shown, so the same text shown twice restarts its time and is announced again. */
  id: number;
}

let nextId = 0;

/** The kiosk's one message: show() replaces whatever is on screen and restarts the timing. */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = message.fading
      ? setTimeout(() => setMessage(null), MESSAGE_FADE_MS)
      : setTimeout(() => setMessage({ ...message, fading: true }), messageDurationMs(message.tone));
    return () => clearTimeout(timer);
  }, [message]);

  const show = useCallback((text: string, tone: MessageTone) => {
    nextId += 1;
    setMessage({ text, tone, fading: false, id: nextId });
  }, []);

  return { message, show };
}
